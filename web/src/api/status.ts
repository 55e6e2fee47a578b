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
 * What the shell asks to learn whether the service answers: its time zone, plain text both
 * generations serve at once. Not /app/status, which a service without internet answers after ~38 s
 * (it asks GitHub for the latest release first): the shell would take a healthy service for frozen.
 */
const PROBE_PATH = '/app/timezone';
let probing: Promise<unknown> | undefined;

/**
 * Asks whether the service answers, outside SWR (which does not refresh a key in error): the API
 * client reports the outcome to the reachability store, so the shell learns when it is back. One
 * at a time: a frozen service holds each request up to the gateway's timeout.
 */
export function probeService(): Promise<unknown> {
  probing ??= api
    .get(PROBE_PATH)
    .catch(() => undefined)
    .finally(() => (probing = undefined));
  return probing;
}
