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

t.test('a page read again that fails keeps its items', async (t) => {
  const { paged, waiting, answerAll } = library(() => 20);
  paged.want(0, 5);
  await answerAll();
  paged.refresh();
  waiting.shift()!.fail(new Error('unreachable'));
  await settle();
  t.equal(paged.itemAt(3)?.title, 'Movie 3', 'the last good items stay');
  t.equal(paged.error, undefined, 'and no error is shown');
});
