// The Overview's paged library asks again for a failed page as every other read does (the app's one
// retry policy): up to 3 retries, 1 s, 2 s and 4 s apart; none for a 4xx asking again cannot fix.
import t, { type Test } from 'tap';
import { PagedLibrary } from '../../web/src/features/overview/paged-library.ts';
import { ApiError } from '../../web/src/lib/api-error.ts';

/** Runs `body` with setTimeout recorded instead of waited for; returns the delays asked for. */
function withRecordedTimers(t: Test) {
  const delays: number[] = [];
  const pending: (() => void)[] = [];
  const real = globalThis.setTimeout;
  globalThis.setTimeout = ((callback: () => void, ms: number) => {
    delays.push(ms);
    pending.push(callback);
    return 0 as unknown as ReturnType<typeof setTimeout>;
  }) as typeof setTimeout;
  t.teardown(() => {
    globalThis.setTimeout = real;
  });
  return { delays, runNext: () => pending.shift()?.() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

t.test('a page the service fails to give is asked for 3 more times, further apart each time', async (t) => {
  const timers = withRecordedTimers(t);
  let asked = 0;
  const library = new PagedLibrary({
    fetchPage: async () => {
      asked += 1;
      throw new ApiError(502, 'The Maintainerr service is unreachable', 'GW_ERR_UPSTREAM_UNREACHABLE', null);
    },
    pageSize: 10,
  });
  const realNow = Date.now;
  t.teardown(() => {
    Date.now = realNow;
  });
  library.want(0, 0);
  for (let retry = 1; retry <= 5; retry += 1) {
    await settle();
    // Each retry is due when its timer fires: move the clock past it, then fire it.
    Date.now = () => realNow() + 60_000 * retry;
    timers.runNext();
  }
  await settle();
  t.equal(asked, 4, 'the first ask and 3 retries');
  t.same(timers.delays.slice(0, 3), [1000, 2000, 4000]);
  t.ok(library.error instanceof ApiError, 'then the error is the screen\'s to show');
});

t.test('a 404 is not asked again', async (t) => {
  withRecordedTimers(t);
  let asked = 0;
  const library = new PagedLibrary({
    fetchPage: async () => {
      asked += 1;
      throw new ApiError(404, 'Cannot GET /api/plex/library/1/content/1', undefined, null);
    },
    pageSize: 10,
  });
  library.want(0, 0);
  await settle();
  await settle();
  t.equal(asked, 1);
  t.ok(library.error, 'the error shows at once');
});
