// The one cache policy for SWR: retry up to 3 times with exponential backoff capped
// at 30 s; cached data nobody uses is dropped after 5 minutes. (Every fetch goes through the API
// client, which reports to the reachability store behind the shell's unreachable banner.)
import type { Cache, ScopedMutator, SWRConfiguration } from 'swr';
import { INFINITE_PREFIX, SWRGlobalState, stableHash } from 'swr/_internal';
import { api } from './api-client.ts';
import { DATA_CACHE_SWEEP_MS, DATA_CACHE_TIME_MS } from './constants.ts';
import { retryDelayMs, shouldRetry } from './retry-policy.ts';

export { retryDelayMs, shouldRetry };
import { forgetEarlyReads } from './early-reads.ts';
import { createEvictingCache, startSweeping, type EvictingCache } from './evicting-cache.ts';

/**
 * True while a mounted hook uses `key`. SWR keeps each key's mounted hooks in the first slot of
 * its per-cache global state (its event revalidators); that is the only place it records use.
 */
function hasMountedHook(cache: object, key: string): boolean {
  const revalidators = (SWRGlobalState.get(cache as never)?.[0] as Record<string, unknown[]> | undefined)?.[key];
  return Array.isArray(revalidators) && revalidators.length > 0;
}

/**
 * The keys a mounted screen reads: those with a hook of their own, and every page of a mounted
 * useSWRInfinite list. SWR records such a list's hook under its `$inf$` key only, while each page
 * is cached under its own key; without this a list on screen loses its pages after 5 minutes and
 * "Load more" fetches them all again. A page is matched by content (SWR's stable hash), since
 * after a revalidation that changed nothing the list keeps its old page objects and the page keys
 * hold new, equal ones.
 */
export function findKeysInUse(cache: ReadonlyMap<string, unknown>, isMounted: (key: string) => boolean): Set<string> {
  const inUse = new Set<string>();
  const shownPages = new Set<string>();
  for (const [key, entry] of cache) {
    if (!isMounted(key)) continue;
    inUse.add(key);
    const pages = dataOf(entry);
    if (key.startsWith(INFINITE_PREFIX) && Array.isArray(pages)) for (const page of pages) shownPages.add(stableHash(page));
  }
  if (shownPages.size === 0) return inUse;
  for (const [key, entry] of cache) {
    const data = dataOf(entry);
    if (!key.startsWith(INFINITE_PREFIX) && data !== undefined && shownPages.has(stableHash(data))) inUse.add(key);
  }
  return inUse;
}

const dataOf = (entry: unknown): unknown => (entry && typeof entry === 'object' ? (entry as { data?: unknown }).data : undefined);

const appCache: EvictingCache<unknown> = createEvictingCache({
  ttlMs: DATA_CACHE_TIME_MS,
  keysInUse: () => findKeysInUse(appCache, (key) => hasMountedHook(appCache, key)),
});
let sweeping = false;

export const swrConfig: SWRConfiguration = {
  fetcher: (key: string) => api.get(key),
  provider: () => {
    if (!sweeping) {
      sweeping = true;
      startSweeping(appCache, DATA_CACHE_SWEEP_MS);
    }
    return appCache as never;
  },
  revalidateOnFocus: false,
  shouldRetryOnError: true,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (!shouldRetry(error, retryCount)) return;
    setTimeout(() => revalidate({ retryCount }), retryDelayMs(retryCount));
  },
  dedupingInterval: 2000,
  // SWR 2.5's own comparison (dequal/lite) takes any two Maps, or two Sets, for equal: an answer read
  // into a Map, or holding a Set, never replaced the first one read (the libraries' sizes after a
  // handling run; a collection's member ids). Its stable hash tells such answers apart, as SWR did
  // before, and compares plain objects and arrays by their content.
  compare: (current, next) => stableHash(current) === stableHash(next),
};

/**
 * Reads again every cached key whose API path `matches` (a key that is a path, or an array led by
 * one), paged lists included. SWR's mutate with a filter skips the `$inf$` keys of useSWRInfinite
 * lists, and a list revalidated by its `$inf$` key fetches again only the pages missing from the
 * cache; so the matching answers no hook shows (a list's pages among them) are dropped first. A
 * list keeps showing its pages until the new ones are in. (An array-keyed answer no hook shows is
 * kept: its hook reads it again when it mounts, as SWR does for every cached key.)
 */
export function revalidateWhere(cache: Cache, mutate: ScopedMutator, matches: (key: string) => boolean): Promise<unknown> {
  const keys = [...cache.keys()];
  const lists = keys.filter((key) => key.startsWith(INFINITE_PREFIX) && matches(key.slice(INFINITE_PREFIX.length)));
  for (const key of keys) {
    if (!key.startsWith(INFINITE_PREFIX) && matches(key) && !hasMountedHook(cache, key)) cache.delete(key);
  }
  // The filter gets each key as the hook gave it.
  const readAgain = (key: unknown) => {
    const path = keyPath(key);
    return typeof path === 'string' && matches(path);
  };
  return Promise.all([mutate(readAgain), ...lists.map((key) => mutate(key))]);
}

/**
 * The API path a read's key names, as a hook gives the key: a path alone, or an array led by its
 * path (a read through a generation's adapter, the main settings among them).
 */
export function keyPath(key: unknown): unknown {
  return Array.isArray(key) ? key[0] : key;
}

/** Forgets every cached answer: on sign-out, so the next account (or nobody) sees none of the last one's data. */
export function clearDataCache(): void {
  appCache.clear();
  forgetEarlyReads();
}
