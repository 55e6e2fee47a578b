// Tells when a handler's run ends: its running flag going from set to clear, whichever of the
// events, the status answers or (v3.x) the rule queue cleared it. A queued run of several rule
// groups ends once, when the queue goes idle.
import type { HandlerKey } from '../api/tasks.ts';
import type { HandlerStatusStore } from './handler-status-store.ts';

/** Calls `onEnd(handler)` each time a handler stops running; returns the unsubscribe. */
export function watchRunsEnding(store: HandlerStatusStore, onEnd: (handler: HandlerKey) => void): () => void {
  const wasRunning: Record<HandlerKey, boolean> = { ruleHandler: false, collectionHandler: false };
  return store.subscribe(() => {
    const state = store.getState();
    for (const handler of Object.keys(wasRunning) as HandlerKey[]) {
      const running = state[handler].running;
      if (wasRunning[handler] && !running) onEnd(handler);
      wasRunning[handler] = running;
    }
  });
}
