// When a failed read is asked again, for every reader of the service: SWR's hooks and the
// Overview's paged library alike. Up to 3 retries, 1 s, 2 s, 4 s apart (capped at 30 s), and none
// for a 4xx that asking again cannot fix.
import { ApiError } from './api-error.ts';
import { DATA_RETRY_COUNT, DATA_RETRY_MAX_DELAY_MS } from './constants.ts';

/** Delay before retry number `attempt` (1-based): 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), DATA_RETRY_MAX_DELAY_MS);
}

/** Whether a failed fetch is worth retrying: retry number `attempt` (1-based) of at most 3, and not a 4xx that asking again cannot fix. */
export function shouldRetry(error: unknown, attempt: number): boolean {
  if (attempt > DATA_RETRY_COUNT) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return [408, 429].includes(error.status);
  return true;
}
