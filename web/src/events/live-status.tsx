// The app's live handler state (SPEC.md §4, §7): one EventSource on <base>/api/events/stream with
// a listener per handler event name, plus the two task status calls that initialise the running
// flags. Screens read it with useHandlerStatus(handler).
import { createContext, useEffect, useState, type ReactNode } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { MaintainerrEvent } from '../../../wire/v2/events.ts';
import { TASK_NAMES, taskStatusSchema, type HandlerKey } from '../../../wire/v2/tasks.ts';
import { gatewayMeta } from '../lib/gateway-meta.ts';
import { createHandlerStatusStore, type HandlerStatusStore } from './handler-status-store.ts';
import { parseHandlerEvent } from './parse-event.ts';
import { openReconnectingStream } from './reconnecting-event-source.ts';

/** The SWR key (API path) of a handler's task status. */
export function taskStatusKey(handler: HandlerKey): string {
  return `/tasks/${encodeURIComponent(TASK_NAMES[handler])}/status`;
}

/** The handler events the stream is listened to for, by wire name (API.md §4.2). */
const HANDLER_EVENT_NAMES = [
  MaintainerrEvent.RuleHandler_Started,
  MaintainerrEvent.RuleHandler_Progressed,
  MaintainerrEvent.RuleHandler_Finished,
  MaintainerrEvent.RuleHandler_Failed,
  MaintainerrEvent.CollectionHandler_Started,
  MaintainerrEvent.CollectionHandler_Progressed,
  MaintainerrEvent.CollectionHandler_Finished,
  MaintainerrEvent.CollectionHandler_Failed,
];

export const HandlerStatusContext = createContext<HandlerStatusStore | undefined>(undefined);

function useTaskStatusInto(store: HandlerStatusStore, handler: HandlerKey) {
  const { data } = useSWR(taskStatusKey(handler));
  useEffect(() => {
    if (data === undefined) return;
    const parsed = taskStatusSchema.safeParse(data);
    if (parsed.success) store.dispatch({ kind: 'status', handler, status: parsed.data });
    else console.error(`Unexpected ${TASK_NAMES[handler]} status`, data);
  }, [store, handler, data]);
}

/** Opens the event stream for the app's lifetime and provides the handler status store. */
export function LiveStatusProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createHandlerStatusStore());
  const { mutate } = useSWRConfig();
  useTaskStatusInto(store, 'ruleHandler');
  useTaskStatusInto(store, 'collectionHandler');

  useEffect(() => {
    let failedBefore = false;
    const handlers = Object.fromEntries(
      HANDLER_EVENT_NAMES.map((name) => [
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
      },
      onOpen: () => {
        // Events may have been missed while the stream was down: ask for the flags again.
        // The later-time rule keeps a stale answer from undoing a newer event.
        if (!failedBefore) return;
        void mutate(taskStatusKey('ruleHandler'));
        void mutate(taskStatusKey('collectionHandler'));
      },
    });
    return () => {
      close();
      store.dispose();
    };
  }, [store, mutate]);

  return <HandlerStatusContext.Provider value={store}>{children}</HandlerStatusContext.Provider>;
}
