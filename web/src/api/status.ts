// The service's own status: GET /app/status (version badge, About, generation) and the setup check.
// Both generations answer these alike: /app/status as a JSON string sent as text/html, the setup
// check as the raw text `true` or `false`.
import useSWR from 'swr';
import { api } from '../lib/api-client.ts';
import { appStatusSchema, type AppStatus } from '../../../wire/v2/app-status.ts';

export type { AppStatus };

export const APP_STATUS_KEY = '/app/status';
export const SETUP_KEY = '/settings/test/setup';

/**
 * Reads the /app/status answer. The service sends a JSON string as text/html, which the api
 * client has already parsed; a string that is still JSON is parsed once more. Anything that is
 * not a version answer gives undefined.
 */
export function parseAppStatus(data: unknown): AppStatus | undefined {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const parsed = appStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The service's status; `data` is undefined until it loads or when the answer is not a status. */
export function useAppStatus() {
  const result = useSWR<unknown>(APP_STATUS_KEY);
  return { ...result, data: parseAppStatus(result.data), raw: result.data };
}

/** True only for a truthy setup answer; the text 'false', false, 0, null and an empty body are falsy. */
export function isSetupComplete(answer: unknown): boolean {
  if (typeof answer === 'string') {
    return !['', 'false', '0', 'null', 'undefined'].includes(answer.trim().toLowerCase());
  }
  return Boolean(answer);
}

/**
 * Asks the service for its status outside SWR (which does not refresh a key in error): the API
 * client reports the outcome to the reachability store, so the shell learns when it is back.
 */
export function probeService(): Promise<unknown> {
  return api.get(APP_STATUS_KEY).catch(() => undefined);
}
