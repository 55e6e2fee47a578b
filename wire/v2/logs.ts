// The log stream: every frame is `event: log` with this data.
import * as z from '../zod-mini.ts';

export const LOG_STREAM_EVENT = 'log';

export const logEventSchema = z.object({
  /** ISO string, or null when the line's timestamp could not be parsed. */
  date: z.nullable(z.string()),
  /** Upper case: DEBUG, VERBOSE, INFO, WARN, ERROR, FATAL. */
  level: z.string(),
  message: z.string(),
});
export type LogEvent = z.infer<typeof logEventSchema>;
