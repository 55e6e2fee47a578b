// The live log view's pure logic (log-lines.ts, log-replay.ts): frame parsing, the bounded buffer,
// the filter, file sizes and dropping what a reconnect replays.
import t from 'tap';
import type { LogEvent } from '../../wire/v2/logs.ts';
import { LOG_REPLAY_LINES, LOG_VIEW_MAX_LINES } from '../../web/src/lib/constants.ts';
import { pageOf, appendBounded, formatFileSize, matchesFilter } from '../../web/src/features/settings/logs/log-lines.ts';
import { parseLogFrame } from '../../web/src/api/logs.ts';
import { createReplayFilter, type ReplayFilter } from '../../web/src/features/settings/logs/log-replay.ts';

t.test('a frame as the service sends it is parsed; a bad one is dropped', async (t) => {
  t.same(parseLogFrame('{"date":"2026-11-21T10:00:00.000Z","level":"INFO","message":"Started"}'), {
    date: '2026-11-21T10:00:00.000Z',
    level: 'INFO',
    message: 'Started',
  });
  t.same(parseLogFrame('{"date":null,"level":"WARN","message":"a\\nb"}')?.message, 'a\nb');
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  t.teardown(() => (console.error = original));
  t.equal(parseLogFrame('not json'), undefined);
  t.equal(parseLogFrame('{"level":"INFO"}'), undefined);
  t.equal(errors.length, 2, 'each dropped frame is logged to the console');
});

t.test('the buffer keeps the newest lines up to its bound', async (t) => {
  t.same(appendBounded([1, 2], [3], 3), [1, 2, 3]);
  t.same(appendBounded([1, 2, 3], [4, 5], 3), [3, 4, 5]);
  const full = Array.from({ length: LOG_VIEW_MAX_LINES }, (_, i) => i);
  const next = appendBounded(full, [LOG_VIEW_MAX_LINES]);
  t.equal(next.length, LOG_VIEW_MAX_LINES);
  t.equal(next[0], 1);
  t.equal(next.at(-1), LOG_VIEW_MAX_LINES);
});

t.test('the filter matches text in any case, or a level exactly', async (t) => {
  const line = { date: null, level: 'ERROR', message: 'Plex is Unreachable' };
  t.ok(matchesFilter(line, ''));
  t.ok(matchesFilter(line, 'unreachable'));
  t.ok(matchesFilter(line, 'error'));
  t.notOk(matchesFilter(line, 'warn'));
  t.notOk(matchesFilter({ ...line, level: 'INFO' }, 'err'), 'a partial level is not a level match');
});

t.test('file sizes read like people write them', async (t) => {
  t.equal(formatFileSize(512), '512 B');
  t.equal(formatFileSize(19580), '19 KB');
  t.equal(formatFileSize(1536), '1.5 KB');
  t.equal(formatFileSize(5 * 1024 * 1024), '5.0 MB');
  t.equal(formatFileSize(-1), '?');
});

const line = (second: number, message: string): LogEvent => ({
  date: `2026-11-21T10:00:${String(second).padStart(2, '0')}.000Z`,
  level: 'INFO',
  message,
});
const undated = (message: string): LogEvent => ({ date: null, level: 'ERROR', message });

/** Feeds frames through the filter and returns every line it let through, in order. */
function shownOf(filter: ReplayFilter, frames: LogEvent[]): string[] {
  return frames.flatMap((frame) => filter.receive(frame)).map((event) => event.message);
}

t.test('after a reconnect the replayed lines already shown are dropped', async (t) => {
  const filter = createReplayFilter();
  t.same(shownOf(filter, [line(1, 'a')]), ['a'], 'before any reconnect everything is new');
  filter.reconnected([line(1, 'a'), line(3, 'b'), line(3, 'c')]);
  t.same(shownOf(filter, [line(1, 'a'), line(3, 'b'), line(3, 'c'), line(3, 'd'), line(4, 'e')]), ['d', 'e'], 'the replay up to the last shown line is dropped, what follows is new');

  const fresh = createReplayFilter();
  fresh.reconnected([]);
  t.same(shownOf(fresh, [line(1, 'a')]), ['a'], 'with nothing shown yet the replay is shown');
});

t.test('a last shown line without a date that the replay does not hold never blocks later lines', async (t) => {
  const filter = createReplayFilter();
  filter.reconnected([line(1, 'a'), undated('    at Stack.frame (x.js:1:1)')]);
  // The log rotated: the replay is other lines, then live lines follow.
  const replay = Array.from({ length: LOG_REPLAY_LINES }, (_, i) => line(5, `replayed ${i}`));
  const shown = shownOf(filter, [...replay, line(6, 'live 1'), undated('live 2')]);
  t.equal(shown.length, LOG_REPLAY_LINES + 2, 'every replayed line is new here, and so is every live line');
  t.same(shown.slice(-2), ['live 1', 'live 2']);

  const partly = createReplayFilter();
  partly.reconnected([undated('x'), line(2, 'b'), undated('gone')]);
  t.same(shownOf(partly, [undated('x'), line(2, 'b'), line(7, 'c')]), ['x', 'b', 'c'], 'a run that breaks off before the last shown line proves nothing: its frames are shown');
});

t.test('a line repeated earlier in the replay does not end the filtering too soon', async (t) => {
  const shown = [undated('Finished'), line(2, 'b'), undated('Finished')];
  const filter = createReplayFilter();
  filter.reconnected(shown);
  t.same(shownOf(filter, [undated('Finished'), line(2, 'b'), undated('Finished'), line(3, 'c')]), ['c'], 'the whole replayed run is dropped');

  const shorter = createReplayFilter();
  shorter.reconnected(shown);
  // Only the last shown line is still in the replay window: its repeat is dropped, and the
  // frame held back while it could have started the longer run is shown once that run breaks.
  t.same(shownOf(shorter, [undated('Finished'), line(2, 'b'), line(9, 'new')]), ['b', 'new']);
});

t.test('the filter holds at most the replay window, however alike the lines', async (t) => {
  const tick = undated('tick');
  const filter = createReplayFilter();
  filter.reconnected(Array.from({ length: 300 }, () => tick));
  const frames = Array.from({ length: LOG_REPLAY_LINES + 3 }, () => tick);
  const released = frames.map((frame) => filter.receive(frame).length);
  t.same(released.slice(0, LOG_REPLAY_LINES), Array(LOG_REPLAY_LINES).fill(0), `the ${LOG_REPLAY_LINES} replayed repeats are dropped`);
  t.same(released.slice(LOG_REPLAY_LINES), [1, 1, 1], 'from then on every frame is shown at once');
});

t.test('the log files table pages: ten to a page, the page clamped to what exists', async (t) => {
  const names = Array.from({ length: 23 }, (_, i) => `f${i}`);
  t.same(pageOf(names, 1, 10), { items: names.slice(0, 10), page: 1, pageCount: 3 });
  t.same(pageOf(names, 3, 10), { items: names.slice(20), page: 3, pageCount: 3 }, 'the last page holds the rest');
  t.equal(pageOf(names, 9, 10).page, 3, 'past the end shows the last page (files were deleted meanwhile)');
  t.equal(pageOf(names, 0, 10).page, 1);
  t.same(pageOf(names.slice(0, 10), 1, 10).pageCount, 1, 'exactly ten is one page');
  t.same(pageOf([], 1, 10), { items: [], page: 1, pageCount: 1 });
});
