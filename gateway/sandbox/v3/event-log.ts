// The v3.24 event stream: every event gets an id (1, 2, 3, … per server start), and the newest 100
// events of the last 5 minutes are kept so a client that reconnects with `Last-Event-ID` gets
// exactly the events after that id (recorded GET_events_stream_reconnect_last_event_id_*). An id
// the log never issued replays nothing; a plain connect replays nothing either
// (GET_events_stream_late_join_no_last_event_id).
//
// The log keeps each payload by reference, and the rule handler updates one progress payload in
// place per rule group (v3/rule-group-run.ts). So a replayed `rule_handler.progressed` shows that
// group's latest numbers and time, not those it was first sent with: the recorded reconnects show
// the same quirk (three identical progress frames with the final count).
import type { EventSink } from '../handlers.ts';
import { createSseHub, formatFrame, type SseHub } from '../sse.ts';

/** How many events a reconnect can catch up on. */
export const EVENT_BUFFER_SIZE = 100;
/** How old a buffered event may be, in ms. */
export const EVENT_BUFFER_MAX_AGE_MS = 5 * 60_000;

export interface EventLogOptions {
  /** Interval of the `: ping` comments in ms; default 30000. */
  pingIntervalMs?: number;
  /** The log's clock in ms since the epoch, for event times and the buffer's age limit; default Date.now. */
  now?: () => number;
}

/** A payload as sent: `type` and `time` first, then the event's own fields. */
export type EventPayload = { type: string; time: string } & Record<string, unknown>;

export interface EventLog extends EventSink {
  readonly hub: SseHub;
  /**
   * Sends `payload` after setting its time to now, and keeps it by reference: a caller that
   * changes the object and sends it again also changes what a later replay shows.
   */
  send(payload: EventPayload): void;
  /** The frames a stream opening with this `Last-Event-ID` header gets first. */
  replayFrames(lastEventId: string | undefined): string[];
}

interface Buffered {
  id: number;
  at: number;
  payload: EventPayload;
}

/** Creates the log and its stream hub. */
export function createEventLog(options: EventLogOptions = {}): EventLog {
  const now = options.now ?? Date.now;
  const hub = createSseHub(options.pingIntervalMs);
  const buffer: Buffered[] = [];
  let lastId = 0;
  const log: EventLog = {
    hub,
    emit(type, fields) {
      log.send({ type, time: '', ...fields });
    },
    send(payload) {
      const at = now();
      payload.time = new Date(at).toISOString();
      const entry = { id: ++lastId, at, payload };
      buffer.push(entry);
      if (buffer.length > EVENT_BUFFER_SIZE) buffer.shift();
      hub.broadcastFrame(formatFrame(payload.type, payload, entry.id));
    },
    replayFrames(lastEventId) {
      if (lastEventId === undefined || !/^\d+$/.test(lastEventId.trim())) return [];
      const after = Number(lastEventId);
      if (after > lastId) return [];
      const oldest = now() - EVENT_BUFFER_MAX_AGE_MS;
      return buffer.filter((entry) => entry.id > after && entry.at >= oldest).map((entry) => formatFrame(entry.payload.type, entry.payload, entry.id));
    },
  };
  return log;
}
