// The app's live handler state: one EventSource on <base>/api/events/stream with
// a listener per handler event name, plus the two task status calls that initialise the running
// flags. Screens read it with useHandlerStatus(handler).
import { createContext, useEffect, useState, type ReactNode } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { LIVE_EVENT_NAMES } from '../api/events.ts';
import { probeService } from '../api/status.ts';
import { useGeneration, type Generation } from '../api/generation.ts';
import { changedByHandlerRuns, handlerStatusKey, isHandlerStatusKey, readHandlerStatus, type HandlerKey, type HandlerStatusReading } from '../api/tasks.ts';
import { api } from '../lib/api-client.ts';
import { gatewayMeta } from '../lib/gateway-meta.ts';
import { reachability } from '../lib/reachability.ts';
import { revalidateWhere } from '../lib/swr.ts';
import { createHandlerStatusStore, type HandlerStatusStore } from './handler-status-store.ts';
import { queueAnswerOvertaken } from './handler-status.ts';
import { parseHandlerEvent } from './parse-event.ts';
import { openReconnectingStream } from './reconnecting-event-source.ts';
import { watchRunsEnding } from './runs-ending.ts';

export const HandlerStatusContext = createContext<HandlerStatusStore | undefined>(undefined);

interface StatusAnswer {
  reading: HandlerStatusReading;
  /** The rule handler's run events taken in when the request left: an undated answer is kept only if none came since. */
  runEventsSeenWhenAsked: number;
}

function useTaskStatusInto(store: HandlerStatusStore, generation: Generation | undefined, handler: HandlerKey) {
  const { data, mutate } = useSWR<StatusAnswer>(generation ? handlerStatusKey(generation, handler) : null, async (path: string) => {
    const runEventsSeenWhenAsked = store.getState()[handler].runEventsSeen;
    return { reading: readHandlerStatus(generation!, handler, await api.get(path)), runEventsSeenWhenAsked };
  });
  useEffect(() => {
    if (data === undefined) return;
    const { reading, runEventsSeenWhenAsked } = data;
    if (!('queue' in reading)) {
      store.dispatch({ kind: 'status', handler, status: reading });
      return;
    }
    if (queueAnswerOvertaken(store.getState().ruleHandler, runEventsSeenWhenAsked)) {
      // Dropped; asked for again, or a run seen from its middle would keep no queue (and a wrong
      // flag between its groups) until its next queue event. Bounded by the run events themselves:
      // each new ask follows one taken in.
      void mutate();
      return;
    }
    store.dispatch({ kind: 'queueStatus', queue: reading.queue, runEventsSeenWhenAsked });
  }, [store, handler, data, mutate]);
}

/** Opens the event stream for the app's lifetime and provides the handler status store. */
export function LiveStatusProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createHandlerStatusStore());
  const { mutate, cache } = useSWRConfig();
  const { generation } = useGeneration();
  useTaskStatusInto(store, generation, 'ruleHandler');
  useTaskStatusInto(store, generation, 'collectionHandler');

  // A run changes the rule groups' last run, the collections and their media: the screens showing
  // them read them again when it ends, rather than showing the counts of before until a reload.
  useEffect(() => watchRunsEnding(store, () => void revalidateWhere(cache, mutate, changedByHandlerRuns)), [store, cache, mutate]);

  useEffect(() => {
    let failedBefore = false;
    const handlers = Object.fromEntries(
      LIVE_EVENT_NAMES.map((name) => [
        name,
        (data: string) => {
          const parsed = parseHandlerEvent(name, data);
          if (parsed.ok) store.dispatch({ kind: 'event', event: parsed.event });
          else console.error('Ignored an event stream payload:', parsed.reason);
        },
      ]),
    );
    const close = openReconnectingStream(`${gatewayMeta.basePath}/api/events/stream`, handlers, {
      onError: () => {
        failedBefore = true;
        console.error('The event stream failed; reconnecting');
        // The stream is often the first to notice the service gone (it drops at once, while reads wait
        // for their next refresh): a status read says whether it is, and raises the notice if so.
        // Once the notice is up, its own probe takes over; the stream's retries do not add theirs.
        if (reachability.getState() === null) void probeService();
      },
      onOpen: () => {
        // Events may have been missed while the stream was down: ask for the flags again.
        // The later-time rule (and, for the undated v3 queue, the count of events) keeps a stale
        // answer from undoing a newer event.
        if (!failedBefore) return;
        void mutate((key) => typeof key === 'string' && isHandlerStatusKey(key));
      },
    });
    return () => {
      close();
      store.dispose();
    };
  }, [store, mutate]);

  return <HandlerStatusContext.Provider value={store}>{children}</HandlerStatusContext.Provider>;
}
