// Tells when a handler's run ends, from the state's count of ended runs (handler-status.ts: the
// running flag clearing, whichever of the events, the status answers or the v3.x rule queue cleared
// it; a queued run of several rule groups ends once, when the queue goes idle).
import type { HandlerKey } from '../api/tasks.ts';
import type { HandlerStatusStore } from './handler-status-store.ts';

/** Calls `onEnd(handler)` each time a handler stops running; returns the unsubscribe. */
export function watchRunsEnding(store: HandlerStatusStore, onEnd: (handler: HandlerKey) => void): () => void {
  const state = store.getState();
  const seen: Record<HandlerKey, number> = { ruleHandler: state.ruleHandler.endedRuns, collectionHandler: state.collectionHandler.endedRuns };
  return store.subscribe(() => {
    const next = store.getState();
    for (const handler of Object.keys(seen) as HandlerKey[]) {
      if (next[handler].endedRuns === seen[handler]) continue;
      seen[handler] = next[handler].endedRuns;
      onEnd(handler);
    }
  });
}
