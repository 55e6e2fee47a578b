// The live log view's pure logic (log-lines.ts): frame parsing, the bounded buffer, the filter
// and file sizes.
import t from 'tap';
import {
  pageOf,
  appendBounded,
  createReplayFilter,
  formatFileSize,
  LOG_VIEW_MAX_LINES,
  matchesFilter,
  parseLogFrame,
} from '../../web/src/features/settings/log-lines.ts';

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

t.test('after a reconnect the replayed lines already shown are dropped', async (t) => {
  const line = (second: number, message: string) => ({
    date: `2026-11-21T10:00:${String(second).padStart(2, '0')}.000Z`,
    level: 'INFO',
    message,
  });
  const filter = createReplayFilter();
  t.ok(filter.accept(line(1, 'a')), 'before any reconnect everything is new');
  filter.reconnected(line(3, 'c'));
  t.notOk(filter.accept(line(1, 'a')), 'an older replayed line is dropped');
  t.notOk(filter.accept(line(3, 'b')), 'a replayed line of the same second is dropped');
  t.notOk(filter.accept(line(3, 'c')), 'the last shown line is dropped');
  t.ok(filter.accept(line(3, 'd')), 'what follows it is new');

  const other = createReplayFilter();
  other.reconnected(line(3, 'c'));
  t.ok(other.accept(line(4, 'e')), 'a newer line ends the replay even if the anchor was rotated away');
  t.ok(other.accept(line(2, 'late')), 'and then everything is shown');

  const fresh = createReplayFilter();
  fresh.reconnected(undefined);
  t.ok(fresh.accept(line(1, 'a')), 'with nothing shown yet the replay is shown');
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
