// One server-sent event stream that reconnects after a failure with a random delay up to
// EVENT_RETRY_MAX_MS (a random delay, as the service's own UI waits), and keeps doing so. The browser's own EventSource retry is not
// used: the stream is closed on error and opened anew, so the delay rule is ours and testable.
// A new EventSource cannot send the Last-Event-ID header its own retries would, so after a failure
// the id of the last event seen goes in the URL (`lastEventId=`), which the gateway passes on as
// that header: a v3.x service then sends just the events that were missed.
import { EVENT_RETRY_MAX_MS } from '../lib/constants.ts';

/** Handlers by SSE event name (the `event:` line), each given the raw `data` text. */
export type StreamHandlers = Record<string, (data: string) => void>;

export interface StreamOptions {
  /** Called on every failure, before the reconnect is scheduled; default logs to the console. */
  onError?: (event: Event) => void;
  /** Called each time the stream is open. */
  onOpen?: () => void;
  /** Random source in [0, 1); injectable for tests. */
  random?: () => number;
  /** The EventSource constructor; injectable for tests. */
  EventSourceImpl?: typeof EventSource;
}

/** The delay before the next attempt: uniformly random in [0, EVENT_RETRY_MAX_MS]. */
export function reconnectDelayMs(random: () => number = Math.random): number {
  return Math.round(random() * EVENT_RETRY_MAX_MS);
}

/** Opens the stream at `url` and keeps it open; returns a function that closes it for good. */
export function openReconnectingStream(url: string, handlers: StreamHandlers, options: StreamOptions = {}): () => void {
  const {
    onError = (event) => console.error('Event stream failed; reconnecting', url, event.type),
    onOpen,
    random = Math.random,
    EventSourceImpl = EventSource,
  } = options;
  let source: EventSource | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  let lastEventId = '';

  const connect = () => {
    const separator = url.includes('?') ? '&' : '?';
    source = new EventSourceImpl(lastEventId ? `${url}${separator}lastEventId=${encodeURIComponent(lastEventId)}` : url);
    for (const [name, handle] of Object.entries(handlers)) {
      source.addEventListener(name, (event) => {
        const message = event as MessageEvent<string>;
        if (message.lastEventId) lastEventId = message.lastEventId;
        handle(message.data);
      });
    }
    source.onopen = () => onOpen?.();
    source.onerror = (event) => {
      source?.close();
      if (closed) return;
      onError(event);
      retryTimer = setTimeout(connect, reconnectDelayMs(random));
    };
  };

  connect();
  return () => {
    closed = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}
