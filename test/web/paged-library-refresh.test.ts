// The Overview's paged library read again (after a collection handler run deleted items): the pages
// in and near view are asked for again and keep their items on screen until the new ones are in;
// pages far away are forgotten; a read that fails keeps the last good items.
import t from 'tap';
import type { MediaItem, MediaPage } from '../../web/src/api/media.ts';
import { PagedLibrary } from '../../web/src/features/overview/paged-library.ts';

const item = (n: number) => ({ id: String(n), kind: 'movie', title: `Movie ${n}`, genres: [], ratings: [], providerIds: {} }) as MediaItem;
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A library of `count()` items whose page answers the test releases one by one. */
function library(count: () => number) {
  const asked: number[] = [];
  const waiting: { page: number; answer: (page: MediaPage) => void; fail: (error: Error) => void }[] = [];
  const paged = new PagedLibrary({
    pageSize: 10,
    lookAheadItems: 0,
    fetchPage: (page) =>
      new Promise<MediaPage>((answer, fail) => {
        asked.push(page);
        waiting.push({ page, answer, fail });
      }),
  });
  const answerAll = async () => {
    while (waiting.length) {
      const { page, answer } = waiting.shift()!;
      const first = (page - 1) * 10;
      answer({ totalSize: count(), items: Array.from({ length: Math.max(0, Math.min(10, count() - first)) }, (_, i) => item(first + i)) });
      await settle();
    }
  };
  return { paged, asked, waiting, answerAll };
}

t.test('the pages in view are read again and keep their items meanwhile; the total follows', async (t) => {
  let total = 50;
  const { paged, asked, answerAll } = library(() => total);
  paged.want(0, 0);
  await answerAll();
  paged.want(0, 25);
  await answerAll();
  paged.want(40, 45);
  await answerAll();
  t.same(asked, [1, 2, 3, 5], 'pages 1 to 3 for the first view, 5 for the scroll');
  paged.want(0, 15);
  asked.length = 0;
  total = 42;
  paged.refresh();
  t.same(asked, [1, 2], 'only the pages in view are asked again');
  t.equal(paged.itemAt(3)?.title, 'Movie 3', 'page 1 keeps its items while it is read again');
  t.notOk(paged.isLoading(3), 'and shows no loading state');
  await answerAll();
  t.equal(paged.totalSize, 42, 'the new total');
  t.equal(paged.itemAt(45), undefined, 'a page out of view was forgotten');
  paged.want(40, 45);
  await answerAll();
  t.same(asked, [1, 2, 5], 'and is asked for when scrolled to');
});

t.test('a page read again that fails keeps its items, says no error, and is asked again later', async (t) => {
  const { paged, asked, waiting, answerAll } = library(() => 20);
  paged.want(0, 5);
  await answerAll();
  paged.refresh();
  waiting.shift()!.fail(new Error('unreachable'));
  await settle();
  t.equal(paged.itemAt(3)?.title, 'Movie 3', 'the last good items stay');
  t.equal(paged.error, undefined, 'and no error is shown');
  t.same(asked, [1, 1], 'not asked again at once');
  const realNow = Date.now;
  t.teardown(() => {
    Date.now = realNow;
  });
  Date.now = () => realNow() + 60_000;
  paged.want(0, 5);
  t.same(asked, [1, 1, 1], 'but once its retry is due');
});

t.test('a refresh while a page is asked for: the answer sent before it is shown, then asked again', async (t) => {
  let total = 30;
  const { paged, asked, waiting, answerAll } = library(() => total);
  paged.want(0, 5);
  t.same(asked, [1]);
  total = 25;
  paged.refresh();
  t.same(asked, [1], 'a page in flight is not asked twice at once');
  const old = waiting.shift()!;
  old.answer({ totalSize: 30, items: Array.from({ length: 10 }, (_, i) => item(i)) });
  await settle();
  t.same(asked, [1, 1], 'the answer predates the refresh: asked again');
  await answerAll();
  t.equal(paged.totalSize, 25, 'the total after the refresh wins');
});

t.test('two refreshes before the answers ask each page once more, not twice', async (t) => {
  let total = 30;
  const { paged, asked, answerAll } = library(() => total);
  paged.want(0, 5);
  await answerAll();
  total = 28;
  paged.refresh();
  paged.refresh();
  t.same(asked, [1, 1], 'one re-read in flight');
  await answerAll();
  await answerAll();
  t.equal(paged.totalSize, 28);
  t.ok(asked.length <= 3, `asked ${asked.length} times in all`);
});
