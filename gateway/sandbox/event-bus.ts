// The handler events on /api/events/stream (API.md §4): payloads keyed type, time, then the
// event's own fields; the latest event is replayed to a stream that opens within 5 s of it.
import type { MaintainerrEventType } from '../../web/src/contracts/events.ts';
import { createSseHub, formatFrame, type SseHub } from './sse.ts';

/** A new stream gets the latest event if it is younger than this (API.md §4.1). */
export const EVENT_REPLAY_MAX_AGE_MS = 5_000;

export interface EventBus {
  readonly hub: SseHub;
  /** Sends `{type, time, ...fields}` to every stream and remembers it for replay. */
  emit(type: MaintainerrEventType, fields: Record<string, unknown>): void;
  /** The frames a stream opening now should get first. */
  replayFrames(): string[];
}

/** Creates the bus and its stream hub. */
export function createEventBus(pingIntervalMs?: number): EventBus {
  const hub = createSseHub(pingIntervalMs);
  let latest: { frame: string; at: number } | undefined;
  return {
    hub,
    emit(type, fields) {
      const payload = { type, time: new Date().toISOString(), ...fields };
      latest = { frame: formatFrame(type, payload), at: Date.now() };
      hub.broadcast(type, payload);
    },
    replayFrames: () => (latest && Date.now() - latest.at < EVENT_REPLAY_MAX_AGE_MS ? [latest.frame] : []),
  };
}
