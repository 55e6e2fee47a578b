// Who is signed in, for the side menu (sign out) and the Security tab, from the sign-in gate.
import { createContext, useContext } from 'react';
import type { AuthStatus } from './auth-api.ts';

export interface Session {
  status: AuthStatus;
  /** Ends this browser's session; the sign-in screen follows. */
  signOut(): Promise<void>;
  /** Reads the status again (after a password change, say). */
  refresh(): Promise<void>;
}

export const SessionContext = createContext<Session | undefined>(undefined);

/** The session of the signed-in app; undefined outside the gate (tests that render parts alone). */
export function useSession(): Session | undefined {
  return useContext(SessionContext);
}
