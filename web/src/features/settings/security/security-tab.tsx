// Settings > Security: how this gateway signs users in, the password (changing it ends
// every other session), and the API key for scripts and dashboards.
import { useSession } from '../../../auth/session-context.tsx';
import { ApiKeyPanel } from './api-key-panel.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import '../settings.css';

/** One sentence on how this browser got in, by the gateway's AUTH mode. */
function signInNote(mode: string | undefined, via: string | null | undefined, username: string | null | undefined): string {
  if (mode === 'off') return 'Login is off (AUTH=off): anyone who can reach this address controls Maintainerr.';
  if (mode === 'proxy') return `Your auth proxy signs users in${username ? `; you are signed in as ${username}` : ''}.`;
  if (via === 'bypass') return 'This browser is on a network that skips login (AUTH_BYPASS_NETWORKS).';
  return `Signed in as ${username ?? 'the admin'}.`;
}

export function SecurityTab() {
  const status = useSession()?.status;
  return (
    <div className="security-tab">
      <h2>Sign-in</h2>
      <p className="settings-notice">{signInNote(status?.mode, status?.via, status?.username)}</p>
      {status?.mode === 'login' && <ChangePasswordForm />}
      <ApiKeyPanel loginOff={status?.mode === 'off'} />
    </div>
  );
}
