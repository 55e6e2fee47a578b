// Turns one SSE frame (its `event:` name and `data:` text) into a validated handler event
// (event names on the wire are dotted: `rule_handler.started`). Nothing here throws: a bad payload comes back as a reason, which
// the stream logs to the console and drops: one bad frame must not end the stream.
import { liveEventSchemaFor, type LiveEvent } from '../api/events.ts';

export type ParsedEvent = { ok: true; event: LiveEvent } | { ok: false; reason: string };

/** Parses and validates the JSON `data` of an event named `eventName`. */
export function parseHandlerEvent(eventName: string, data: string): ParsedEvent {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { ok: false, reason: `${eventName}: the payload is not JSON: ${data.slice(0, 200)}` };
  }
  const result = liveEventSchemaFor(json).safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    return { ok: false, reason: `${eventName}: unexpected payload (${issue?.path.join('.') || 'root'}: ${issue?.message})` };
  }
  if (result.data.type !== eventName) {
    return { ok: false, reason: `${eventName}: the payload says it is ${result.data.type}` };
  }
  if (Number.isNaN(Date.parse(result.data.time))) {
    return { ok: false, reason: `${eventName}: time is not a date: ${result.data.time}` };
  }
  return { ok: true, event: result.data };
}
