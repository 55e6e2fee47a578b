// One hook for both handlers (rules and collections differ only in their key): the running flag and panel of `handler`.
import { useContext, useSyncExternalStore } from 'react';
import type { HandlerKey } from '../api/tasks.ts';
import type { HandlerState } from './handler-status.ts';
import { HandlerStatusContext } from './live-status.tsx';

/** The live state of the rule handler or the collection handler. */
export function useHandlerStatus(handler: HandlerKey): HandlerState {
  const store = useContext(HandlerStatusContext);
  if (!store) throw new Error('useHandlerStatus needs a LiveStatusProvider');
  return useSyncExternalStore(store.subscribe, () => store.getState()[handler]);
}

/** How many runs of `handler` have ended since the app started; re-renders only when one ends. */
export function useEndedRuns(handler: HandlerKey): number {
  const store = useContext(HandlerStatusContext);
  if (!store) throw new Error('useEndedRuns needs a LiveStatusProvider');
  return useSyncExternalStore(store.subscribe, () => store.getState()[handler].endedRuns);
}
