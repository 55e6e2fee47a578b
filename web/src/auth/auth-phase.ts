// Which screen the gate shows for a status from the gateway: the app, the first-run form, the
// sign-in form, or (behind an auth proxy that did not name the user) a note to sign in there.
import type { AuthStatus } from './auth-api.ts';

export type AuthPhase = 'signed-in' | 'setup' | 'sign-in' | 'proxy-unidentified';

export function authPhase(status: AuthStatus): AuthPhase {
  if (status.signedIn) return 'signed-in';
  if (status.mode === 'login') return status.accountExists ? 'sign-in' : 'setup';
  return 'proxy-unidentified';
}

/** True when this browser can sign out: only a session of the gateway's own can end here. */
export function canSignOut(status: AuthStatus | undefined): boolean {
  return status?.via === 'session';
}
