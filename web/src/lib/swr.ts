// The one cache policy for SWR (SPEC.md §9): retry up to 3 times with exponential backoff capped
// at 30 s; cached data nobody uses is dropped after 5 minutes.
import type { SWRConfiguration } from 'swr';
import { api, ApiError } from './api-client.ts';
import { DATA_RETRY_COUNT, DATA_RETRY_MAX_DELAY_MS } from './constants.ts';

/** Delay before retry number `attempt` (1-based): 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), DATA_RETRY_MAX_DELAY_MS);
}

export const swrConfig: SWRConfiguration = {
  fetcher: (key: string) => api.get(key),
  revalidateOnFocus: false,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    // A 4xx other than 408/429 will not get better by asking again.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status)) {
      return;
    }
    if (retryCount > DATA_RETRY_COUNT) return;
    setTimeout(() => revalidate({ retryCount }), retryDelayMs(retryCount));
  },
  dedupingInterval: 2000,
};

