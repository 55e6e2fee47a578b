// Reads started before anything on screen asks for them (lib/early-reads.ts): the first caller that
// asks for the same read takes the answer in flight, once, while it is fresh; anyone else reads afresh.
import t, { type Test } from 'tap';
import { createApiClient } from '../../web/src/lib/api-client.ts';
import { EARLY_READ_FRESH_MS, earlyReadsRound, forgetEarlyReads, startEarlyRead, takeEarlyRead } from '../../web/src/lib/early-reads.ts';

/** Moves performance.now() by hand for one test. */
function handClock(t: Test): { advance(ms: number): void } {
  let now = 1_000;
  const real = Object.getOwnPropertyDescriptor(performance, 'now');
  Object.defineProperty(performance, 'now', { configurable: true, value: () => now });
  t.teardown(() => (real ? Object.defineProperty(performance, 'now', real) : delete (performance as { now?: unknown }).now));
  return { advance: (ms) => (now += ms) };
}

t.test('the first caller takes the answer in flight, once', async (t) => {
  forgetEarlyReads();
  let reads = 0;
  const read = () => Promise.resolve(`answer ${++reads}`);
  const started = startEarlyRead('libraries', read);
  t.equal(startEarlyRead('libraries', read), started, 'starting it again while it waits reads nothing more');
  t.equal(takeEarlyRead('libraries'), started, 'the first caller gets the same answer');
  t.equal(takeEarlyRead('libraries'), undefined, 'a second caller reads for itself');
  t.equal(await started, 'answer 1');
  t.equal(reads, 1);
  t.equal(takeEarlyRead('never started'), undefined);
});

t.test('an early read older than the fresh window is not handed out', async (t) => {
  forgetEarlyReads();
  const clock = handClock(t);
  const edge = startEarlyRead('settings', async () => 'at the edge');
  startEarlyRead('rules', async () => 'too old');
  const stale = startEarlyRead('libraries', async () => 'stale');
  clock.advance(EARLY_READ_FRESH_MS);
  t.equal(takeEarlyRead('settings'), edge, 'at the edge of the window it still counts');
  clock.advance(1);
  t.equal(takeEarlyRead('rules'), undefined, 'past it, the caller reads afresh');
  const fresh = startEarlyRead('libraries', async () => 'fresh');
  t.not(fresh, stale, 'starting a read whose early one went stale reads again');
  t.equal(await takeEarlyRead('libraries'), 'fresh');
});

t.test('a failed early read fails its taker, and no one else sees it unhandled', async (t) => {
  forgetEarlyReads();
  const unhandled: unknown[] = [];
  const listener = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', listener);
  t.teardown(() => process.off('unhandledRejection', listener));
  startEarlyRead('status', () => Promise.reject(new Error('refused')));
  await new Promise((resolve) => setTimeout(resolve, 10));
  t.same(unhandled, [], 'nothing unhandled while it waits to be taken');
  await t.rejects(takeEarlyRead('status')!, { message: 'refused' }, 'the taker meets the failure');
});

t.test('forgetting drops every read not yet taken (sign-out)', async (t) => {
  forgetEarlyReads();
  startEarlyRead('collections', async () => ['a']);
  forgetEarlyReads();
  t.equal(takeEarlyRead('collections'), undefined);
});

t.test('the API client: get takes readEarly\'s answer once; a caller with an abort signal reads afresh', async (t) => {
  forgetEarlyReads();
  const asked: string[] = [];
  const api = createApiClient({
    fetch: (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ call: asked.length }));
    }) as typeof fetch,
    basePath: '/m',
  });
  const early = api.readEarly('/media-server/libraries');
  t.same(await api.get('/media-server/libraries'), { call: 1 }, 'the first get takes the early answer');
  t.same(await early, { call: 1 });
  t.same(await api.get('/media-server/libraries'), { call: 2 }, 'the next one asks again');
  void api.readEarly('/settings');
  t.same(await api.get('/settings', { signal: new AbortController().signal }), { call: 4 }, 'with a signal: its own request');
  t.same(await api.get('/settings'), { call: 3 }, 'the early answer still waits for a caller without one');
  t.same(asked, ['/m/api/media-server/libraries', '/m/api/media-server/libraries', '/m/api/settings', '/m/api/settings']);
});

t.test('a write drops the early reads not yet taken, unless the client\'s writes are reads (the image look-ups)', async (t) => {
  forgetEarlyReads();
  const asked: string[] = [];
  const fetchCounting = (async (url: string, init: RequestInit) => {
    asked.push(`${init.method} ${url}`);
    return new Response(JSON.stringify({ call: asked.length }));
  }) as typeof fetch;
  const api = createApiClient({ fetch: fetchCounting, basePath: '' });
  const lookups = createApiClient({ fetch: fetchCounting, basePath: '', prefix: '', writesChangeData: false });
  void api.readEarly('/settings');
  await lookups.post('/images/lookups', { paths: [] });
  t.same(await api.get('/settings'), { call: 1 }, 'a batch of look-ups leaves it waiting');
  void api.readEarly('/collections');
  await api.post('/collections/media/add', {});
  t.same(await api.get('/collections'), { call: 5 }, 'after a write the collections are read afresh');
  const round = earlyReadsRound();
  await api.delete('/rules/3');
  t.equal(earlyReadsRound(), round + 1, 'each write starts a new round, which stops a chain of early reads');
});

t.test('a taken early answer that failed is reported again, so a 401 still reaches the sign-in gate', async (t) => {
  forgetEarlyReads();
  const reported: string[] = [];
  const api = createApiClient({
    fetch: (async () => new Response('{"message":"Sign in"}', { status: 401 })) as typeof fetch,
    basePath: '',
    observer: { reportSuccess: () => undefined, reportFailure: (_error, path, method) => reported.push(`${method} ${path}`) },
  });
  await t.rejects(api.readEarly('/media-server/libraries'), { message: 'Sign in' });
  t.same(reported, ['GET /media-server/libraries'], 'reported when it came');
  await t.rejects(api.get('/media-server/libraries'), { message: 'Sign in' }, 'the taker meets the 401');
  t.same(reported, ['GET /media-server/libraries', 'GET /media-server/libraries'], 'and it is reported again for the taker');
});
