// Whether the service answers, as seen by every call the app makes (lib/api-client.ts reports
// them, reads and writes alike). A 502/503/504 from the gateway or a network failure marks it
// unreachable; the next successful call marks it reachable again. A call that has waited
// SLOW_ANSWER_MS with nothing answered since it was sent marks it as not answering (a frozen
// service holds every call until the gateway's timeout); any answer clears that too.
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
}

/** null while the service answers. */
export type ReachabilityState = Unreachable | null;

/** The state after a call failed: unreachable for 502/503/504 and network errors, else unchanged. */
export function afterFailure(state: ReachabilityState, error: unknown, path: string, method: HttpMethod = 'GET'): ReachabilityState {
  // Any other answer came from the service: it answers again, if it was not answering.
  if (!(error instanceof ApiError) || !error.isUnreachable) return state?.waiting ? null : state;
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
  let lastSuccessAt = -Infinity;
  const listeners = new Set<Listener>();
  const update = (next: ReachabilityState) => {
    if (next === state || (next && state && next.message === state.message && next.method === state.method && next.path === state.path)) return;
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
    reportSuccess: () => {
      lastSuccessAt = Date.now();
      update(afterSuccess(state));
    },
    /** A call has waited SLOW_ANSWER_MS: not answering, unless something answered since it was sent (it is only a slow call). */
    reportSlow: (path: string, method: HttpMethod, sentAt: number) => {
      if (state === null && lastSuccessAt <= sentAt) {
        update({ message: `It has not answered for ${SLOW_ANSWER_MS / 1000} s`, method, path, status: 0, waiting: true });
      }
    },
  };
}

export type ReachabilityStore = ReturnType<typeof createReachabilityStore>;

/** The app's one reachability store, fed by every call of the app's API client. */
export const reachability: ReachabilityStore = createReachabilityStore();
