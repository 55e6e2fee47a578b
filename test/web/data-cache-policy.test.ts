import t from 'tap';
import { createEvictingCache, type EvictingCache } from '../../web/src/lib/evicting-cache.ts';
import { ApiError } from '../../web/src/lib/api-client.ts';
import { DATA_CACHE_TIME_MS, DATA_RETRY_COUNT, DATA_RETRY_MAX_DELAY_MS } from '../../web/src/lib/constants.ts';
import { findKeysInUse, retryDelayMs, revalidateWhere, shouldRetry } from '../../web/src/lib/swr.ts';

t.test('retries back off exponentially, capped at 30 s', async (t) => {
  t.same([1, 2, 3, 4, 5].map(retryDelayMs), [1000, 2000, 4000, 8000, 16000]);
  t.equal(retryDelayMs(6), DATA_RETRY_MAX_DELAY_MS);
  t.equal(retryDelayMs(20), DATA_RETRY_MAX_DELAY_MS);
});

t.test('up to 3 retries, none for a 4xx asking again cannot fix', async (t) => {
  const down = new ApiError(502, 'down', 'GW_ERR_UPSTREAM_UNREACHABLE', null);
  t.same([1, 2, 3, 4].map((n) => shouldRetry(down, n)), [true, true, true, false]);
  t.equal(DATA_RETRY_COUNT, 3);
  t.equal(shouldRetry(new ApiError(0, 'no answer', 'NETWORK_ERROR', null), 1), true);
  t.equal(shouldRetry(new ApiError(404, 'Cannot GET', undefined, null), 1), false);
  t.equal(shouldRetry(new ApiError(400, 'Validation failed', undefined, null), 1), false);
  t.equal(shouldRetry(new ApiError(429, 'slow down', undefined, null), 1), true);
  t.equal(shouldRetry(new ApiError(500, 'Internal server error', undefined, null), 1), true);
});

t.test('unused data is dropped 5 minutes after its last use; data in use stays', async (t) => {
  let now = 0;
  const inUse = new Set<string>();
  const cache = createEvictingCache<string>({ ttlMs: DATA_CACHE_TIME_MS, keysInUse: () => inUse, now: () => now });
  cache.set('/rules', 'rules');
  cache.set('/collections', 'collections');
  inUse.add('/collections');
  now = DATA_CACHE_TIME_MS - 1;
  t.same(cache.sweep(), [], 'nothing is dropped before 5 minutes');
  t.equal(cache.get('/rules'), 'rules', 'a read counts as use');
  now += DATA_CACHE_TIME_MS - 1;
  t.same(cache.sweep(), []);
  now += 1;
  t.same(cache.sweep(), ['/rules'], '5 minutes after the last read it is dropped');
  t.equal(cache.has('/rules'), false);
  t.equal(cache.get('/collections'), 'collections', 'a key some screen uses is kept however old');

  inUse.delete('/collections');
  cache.sweep();
  now += DATA_CACHE_TIME_MS - 1;
  t.same(cache.sweep(), [], 'its 5 minutes start when the last screen leaves');
  now += 1;
  t.same(cache.sweep(), ['/collections']);
  t.equal(cache.size, 0);
});

t.test('the cache behaves as a Map for SWR', async (t) => {
  const cache = createEvictingCache<number>({ ttlMs: 10, keysInUse: () => new Set(), now: () => 0 });
  cache.set('a', 1);
  t.same([...cache.keys()], ['a']);
  t.equal(cache.get('missing'), undefined);
  t.equal(cache.delete('a'), true);
  t.equal(cache.size, 0);
});

t.test('the pages of a list on screen (useSWRInfinite) count as in use, though only the list key has a hook', async (t) => {
  const page = (n: number) => `/collections/media/1/content/${n}?size=25`;
  const list = `$inf$${page(1)}`;
  const rows = (from: number) => ({ totalSize: 30, items: [{ id: from }, { id: from + 1 }] });
  let now = 0;
  const mounted = new Set<string>([list]);
  const cache: EvictingCache<unknown> = createEvictingCache<unknown>({
    ttlMs: DATA_CACHE_TIME_MS,
    keysInUse: (): Set<string> => findKeysInUse(cache, (key) => mounted.has(key)),
    now: () => now,
  });
  // After a revalidation that changed nothing SWR keeps the list's old page objects while the
  // page keys hold new, equal ones: the match is by content.
  cache.set(list, { data: [rows(1), rows(3)], _l: 2 });
  cache.set(page(1), { data: rows(1), _k: page(1) });
  cache.set(page(2), { data: rows(3), _k: page(2) });
  cache.set('/rules', { data: [{ id: 9 }] });
  cache.set('/collections/media/2/content/1?size=25', { data: rows(7) });

  t.same([...findKeysInUse(cache, (key) => mounted.has(key))].sort(), [list, page(1), page(2)].sort(), 'the list and both its pages; nothing else');
  now = DATA_CACHE_TIME_MS * 3;
  t.same(cache.sweep().sort(), ['/collections/media/2/content/1?size=25', '/rules'], 'long past 5 minutes only data off screen is dropped');
  t.equal(cache.has(page(1)) && cache.has(page(2)), true, 'the pages on screen stay');

  mounted.delete(list);
  cache.sweep();
  now += DATA_CACHE_TIME_MS;
  t.same(cache.sweep().sort(), [list, page(1), page(2)].sort(), '5 minutes after the list leaves the screen its pages go with it');
});

t.test('without a mounted list no page is kept, and error-only entries never match', async (t) => {
  const cache = new Map<string, unknown>([
    ['$inf$/a/1', { data: [{ items: [] }] }],
    ['/a/1', { data: { items: [] } }],
    ['/b', { error: new Error('down') }],
  ]);
  t.same([...findKeysInUse(cache, () => false)], []);
  t.same([...findKeysInUse(cache, (key) => key === '/b')], ['/b'], 'a plain key is in use by its own hook');
});

t.test('revalidateWhere reads again the keys whose path matches: a path alone, or an array led by one', async (t) => {
  // SWR's filtered mutate hands the filter each key as the hook gave it; record which it takes.
  const originalKeys: unknown[] = ['/settings', ['/settings', 3], ['/settings/jellyfin', 'api-key-server'], '/rules', ['/rules/constants', 3]];
  const taken: unknown[] = [];
  const mutate = ((filter: (key: unknown) => boolean) => {
    taken.push(...originalKeys.filter(filter));
    return Promise.resolve([]);
  }) as unknown as Parameters<typeof revalidateWhere>[1];
  await revalidateWhere(new Map() as never, mutate, (path) => path.startsWith('/settings'));
  t.same(taken, ['/settings', ['/settings', 3], ['/settings/jellyfin', 'api-key-server']], 'the main settings and the Jellyfin settings, not the rules');
});
