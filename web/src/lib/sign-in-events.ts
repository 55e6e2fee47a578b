// Tells the sign-in gate (auth/auth-gate.tsx) that the gateway wants a sign-in: any call answered
// 401 GW_ERR_AUTH_REQUIRED (a session that ended, a password changed elsewhere). A 401 the service
// itself sends (a wrong Plex token, say) carries no such code and is left to the screen that asked.
import { ApiError } from './api-error.ts';

/** The gateway's code for "no session" (gateway/errors.ts). */
export const SIGN_IN_REQUIRED_CODE = 'GW_ERR_AUTH_REQUIRED';

/** True when an error is the gateway asking for a sign-in. */
export function isSignInRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code === SIGN_IN_REQUIRED_CODE;
}

type Listener = () => void;

function createSignInEvents() {
  const listeners = new Set<Listener>();
  return {
    /** Calls `listener` whenever a call needed a sign-in; returns the unsubscribe function. */
    onSignInRequired(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Fed every failed call; only the gateway's 401 reaches the listeners. */
    reportFailure(error: unknown): void {
      if (isSignInRequired(error)) for (const listener of listeners) listener();
    },
  };
}

/** The app's one channel for "sign in again". */
export const signInEvents = createSignInEvents();
