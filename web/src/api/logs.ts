// The service's logs, alike on both generations: the log settings, the rotated log files (each a
// download link) and the live log, a server-sent stream of `log` frames.
import useSWR from 'swr';
import { api } from '../lib/api-client.ts';
import { gatewayMeta } from '../lib/gateway-meta.ts';
import { openReconnectingStream, type StreamOptions } from '../events/reconnecting-event-source.ts';
import type { LogFile, LogSettings } from '../../../wire/v2/settings.ts';
import { LOG_STREAM_EVENT, logEventSchema, type LogEvent } from '../../../wire/v2/logs.ts';
import type { Revalidate } from './settings.ts';

export type { LogEvent, LogFile, LogSettings };

export const LOG_SETTINGS_KEY = '/logs/settings';
export const LOG_FILES_KEY = '/logs/files';

export function useLogSettings() {
  return useSWR<LogSettings>(LOG_SETTINGS_KEY);
}

/** Saves the log settings; the service answers 201 with an empty body. */
export async function saveLogSettings(revalidate: Revalidate, values: LogSettings): Promise<void> {
  await api.post(LOG_SETTINGS_KEY, values);
  await revalidate(LOG_SETTINGS_KEY);
}

/** The rotated log files, oldest first as the service lists them. */
export function useLogFiles() {
  return useSWR<LogFile[]>(LOG_FILES_KEY);
}

/** Where the browser downloads one log file. */
export function logFileUrl(name: string): string {
  return `${gatewayMeta.basePath}/api${LOG_FILES_KEY}/${encodeURIComponent(name)}`;
}

/** A log frame's line, or undefined (logged to the console) for one that is not a log line. */
export function parseLogFrame(data: string): LogEvent | undefined {
  try {
    const parsed = logEventSchema.safeParse(JSON.parse(data));
    if (parsed.success) return parsed.data;
    console.error('Dropped a log frame that does not fit the contract', parsed.error.issues);
  } catch (error) {
    console.error('Dropped a log frame that is not JSON', error);
  }
  return undefined;
}

/** Opens the live log, reconnecting after failures; `onLine` gets each line. Returns the close function. */
export function openLogStream(onLine: (line: LogEvent) => void, options: StreamOptions): () => void {
  return openReconnectingStream(
    `${gatewayMeta.basePath}/api/logs/stream`,
    {
      [LOG_STREAM_EVENT]: (data) => {
        const line = parseLogFrame(data);
        if (line) onLine(line);
      },
    },
    options,
  );
}
