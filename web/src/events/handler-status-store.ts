// Holds the handler status state for the app and runs the panels' hide timers
// (FINISHED_PANEL_HIDE_MS after a finished event). Read with useSyncExternalStore.
import { FINISHED_PANEL_HIDE_MS } from '../lib/constants.ts';
import type { HandlerKey } from '../api/tasks.ts';
import {
  initialHandlerStatus,
  reduceHandlerStatus,
  type HandlerStatusAction,
  type HandlerStatusState,
} from './handler-status.ts';

export interface HandlerStatusStoreOptions {
  /** Delay between a finished event and hiding its panel, in ms; default FINISHED_PANEL_HIDE_MS. */
  hideDelayMs?: number;
  /** Timer functions; injectable for tests. */
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface HandlerStatusStore {
  getState(): HandlerStatusState;
  subscribe(listener: () => void): () => void;
  dispatch(action: HandlerStatusAction): void;
  /** Stops pending timers. */
  dispose(): void;
}

/** Creates the store; pending hides are scheduled and cancelled as the state asks. */
export function createHandlerStatusStore(options: HandlerStatusStoreOptions = {}): HandlerStatusStore {
  const {
    hideDelayMs = FINISHED_PANEL_HIDE_MS,
    setTimer = (callback, ms) => setTimeout(callback, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  } = options;
  let state = initialHandlerStatus;
  const listeners = new Set<() => void>();
  const pending = new Map<HandlerKey, { token: number; timer: unknown }>();

  const syncTimers = () => {
    for (const handler of Object.keys(state) as HandlerKey[]) {
      const token = state[handler].panel.hideToken;
      const scheduled = pending.get(handler);
      if (scheduled && scheduled.token === token) continue;
      if (scheduled) {
        clearTimer(scheduled.timer);
        pending.delete(handler);
      }
      if (token !== null) {
        const timer = setTimer(() => {
          pending.delete(handler);
          dispatch({ kind: 'hide', handler, token });
        }, hideDelayMs);
        pending.set(handler, { token, timer });
      }
    }
  };

  function dispatch(action: HandlerStatusAction) {
    const next = reduceHandlerStatus(state, action);
    if (next === state) return;
    state = next;
    syncTimers();
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    dispose() {
      for (const { timer } of pending.values()) clearTimer(timer);
      pending.clear();
    },
  };
}
