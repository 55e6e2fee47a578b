// Whether the service answers, as seen by every call the app makes (lib/api-client.ts reports
// them, reads and writes alike). A 502/503/504 from the gateway or a network failure marks it
// unreachable, naming the call (a failed write stays the one named); the next successful call marks
// it reachable again. A call that has waited SLOW_ANSWER_MS with nothing answered since it was sent
// makes it suspected of not answering (a frozen service holds every call until the gateway's
// timeout); the shell then asks for the time zone, and only if that gets no answer either
// (SLOW_PROBE_MS) says so (confirmWaiting): a call that is merely slow, a long rule test, raises
// nothing. Any answer clears both.
import type { HttpMethod } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { SLOW_ANSWER_MS } from './constants.ts';

export interface Unreachable {
  /** What the gateway said, e.g. "The Maintainerr service at http://host:3001 is unreachable". */
  message: string;
  /** The call that failed: its method and its path after /api. */
  method: HttpMethod;
  path: string;
  /** HTTP status, 0 for no answer at all. */
  status: number;
  /** Set while the call is still waiting: the service is not answering rather than refusing. */
  waiting?: boolean;
  /** With `waiting`: the shell's probe since got no answer either, so it is said. */
  confirmed?: boolean;
}

/** null while the service answers. */
export type ReachabilityState = Unreachable | null;

/** The state after a call failed: unreachable for 502/503/504 and network errors, else unchanged. */
export function afterFailure(state: ReachabilityState, error: unknown, path: string, method: HttpMethod = 'GET'): ReachabilityState {
  // Any other answer came from the service: it answers again, if it was not answering.
  if (!(error instanceof ApiError) || !error.isUnreachable) return state?.waiting ? null : state;
  // A failed call other than a GET (mostly a change the user asked for; a rule test or a YAML
  // conversion also goes by POST) stays named until the service answers: the reads that fail after
  // it (a screen's refresh, the shell's probe) would hide what the user pressed that was not done.
  if (state && !state.waiting && state.method !== 'GET' && method === 'GET') return state;
  return { message: error.message, method, path, status: error.status };
}

/** The state after a call succeeded: reachable. */
export function afterSuccess(_state: ReachabilityState): ReachabilityState {
  return null;
}

type Listener = () => void;

/** A tiny external store for the reachability state, read with useSyncExternalStore. */
export function createReachabilityStore() {
  let state: ReachabilityState = null;
  const listeners = new Set<Listener>();
  const update = (next: ReachabilityState) => {
    if (next === state || (next && state && next.message === state.message && next.method === state.method && next.path === state.path && next.status === state.status && next.confirmed === state.confirmed)) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportFailure: (error: unknown, path: string, method: HttpMethod = 'GET') => update(afterFailure(state, error, path, method)),
    reportSuccess: () => update(afterSuccess(state)),
    /** A call has waited SLOW_ANSWER_MS with nothing answered since it was sent: suspected, not yet said. */
    reportSlow: (path: string, method: HttpMethod) => {
      if (state === null) update({ message: `It has not answered for over ${SLOW_ANSWER_MS / 1000} s`, method, path, status: 0, waiting: true });
    },
    /** The probe sent on suspicion got no answer in time either: say it. */
    confirmWaiting: () => {
      if (state?.waiting) update({ ...state, confirmed: true });
    },
  };
}

export type ReachabilityStore = ReturnType<typeof createReachabilityStore>;

/** The app's one reachability store, fed by every call of the app's API client. */
export const reachability: ReachabilityStore = createReachabilityStore();
