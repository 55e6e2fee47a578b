// The handler events on /api/events/stream, as the real service sends them: payloads keyed type, time, then the
// event's own fields; the latest event is replayed to a stream that opens within 5 s of it.
import type { MaintainerrEventType } from '../../wire/v2/events.ts';
import { createSseHub, formatFrame, type SseHub } from './sse.ts';

/** A new stream gets the latest event if it is younger than this, as on the real service. */
export const EVENT_REPLAY_MAX_AGE_MS = 5_000;

export interface EventBusOptions {
  /** Interval of the `: ping` comments in ms; default 30000. */
  pingIntervalMs?: number;
  /** The bus's clock in ms since the epoch, for event times and the replay age; default Date.now. */
  now?: () => number;
}

export interface EventBus {
  readonly hub: SseHub;
  /** Sends `{type, time, ...fields}` to every stream and remembers it for replay. */
  emit(type: MaintainerrEventType, fields: Record<string, unknown>): void;
  /** The frames a stream opening now should get first: the latest event while it is under 5 s old. */
  replayFrames(): string[];
}

/** Creates the bus and its stream hub. */
export function createEventBus(options: EventBusOptions = {}): EventBus {
  const now = options.now ?? Date.now;
  const hub = createSseHub(options.pingIntervalMs);
  let latest: { frame: string; at: number } | undefined;
  return {
    hub,
    emit(type, fields) {
      const at = now();
      const payload = { type, time: new Date(at).toISOString(), ...fields };
      latest = { frame: formatFrame(type, payload), at };
      hub.broadcast(type, payload);
    },
    replayFrames: () => (latest && now() - latest.at < EVENT_REPLAY_MAX_AGE_MS ? [latest.frame] : []),
  };
}
