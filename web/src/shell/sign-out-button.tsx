// Sign out, at the foot of the side menu, with who is signed in. Shown only for a session
// of the gateway's own: behind an auth proxy, on a bypassed network or with login off there is none to end.
import { useState } from 'react';
import { canSignOut } from '../auth/auth-phase.ts';
import { useSession } from '../auth/session-context.tsx';
import { toast } from '../lib/toast.ts';

export function SignOutButton() {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  if (!session || !canSignOut(session.status)) return null;
  const signOut = async () => {
    setBusy(true);
    try {
      await session.signOut();
    } catch (error) {
      toast.error(`Signing out failed: ${(error as Error).message}`);
      setBusy(false);
    }
  };
  return (
    <div className="side-menu__session">
      <span className="side-menu__user">Signed in as {session.status.username}</span>
      <button type="button" className="side-menu__sign-out" onClick={signOut} disabled={busy}>
        Sign out
      </button>
    </div>
  );
}
