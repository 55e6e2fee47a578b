// The collection lists page by page (no next cursor, only a total): stop only once page * size reaches the total.
import t from 'tap';
import { exclusionsPageKey } from '../../web/src/api/collection-exclusions.ts';
import { logsPageKey, mediaPageKey } from '../../web/src/api/collection-pages.ts';
import { hasMorePages, pageKeyGetter, readPage } from '../../web/src/api/paged-list.ts';

t.test('more pages exist while page * size is below the total', async (t) => {
  t.equal(hasMorePages(1, 25, 282), true);
  t.equal(hasMorePages(11, 25, 282), true, '275 rows seen of 282');
  t.equal(hasMorePages(12, 25, 282), false);
  t.equal(hasMorePages(1, 25, 25), false, 'exactly one full page');
  t.equal(hasMorePages(1, 25, 0), false, 'nothing at all');
});

t.test('the key getter asks page after page and stops at the end, even after short pages', async (t) => {
  const keyOf = pageKeyGetter<number>((page) => `/p/${page}`, 25);
  t.equal(keyOf(0, null), '/p/1', 'page 1 needs no previous page');
  // Rows whose Plex item is gone are dropped after counting, so a page can be short while more follow.
  t.equal(keyOf(1, { totalSize: 60, items: [1, 2, 3] }), '/p/2', 'a short page is not the end');
  t.equal(keyOf(2, { totalSize: 60, items: [1] }), '/p/3');
  t.equal(keyOf(3, { totalSize: 60, items: [1] }), null, '3 * 25 >= 60: no page 4');
  t.equal(keyOf(1, null), null, 'an empty answer ends the list');
});

t.test('an empty answer reads as an empty page; an answer of another shape is an error', async (t) => {
  const asIs = (row: unknown) => row;
  t.same(readPage(null, '/p/1', asIs), { totalSize: 0, items: [] });
  t.same(readPage('', '/p/1', asIs), { totalSize: 0, items: [] }, 'the empty body of a 200');
  t.same(readPage({ items: ['a'] }, '/p/1', asIs), { totalSize: 1, items: ['a'] }, 'no total: count the items');
  t.same(readPage({ totalSize: 9, items: ['a'] }, '/p/1', asIs), { totalSize: 9, items: ['a'] });
  const logged = t.capture(console, 'error');
  t.throws(() => readPage({ totalSize: 3 }, '/p/1', asIs), { name: 'UnexpectedAnswerError', path: '/p/1' }, 'no rows at all');
  t.match(logged()[0]?.args[0], /Unexpected answer from \/p\/1: items/, 'the detail goes to the console');
});

t.test('page keys are the service paths with ?size=25', async (t) => {
  t.equal(mediaPageKey(3, 1), '/collections/media/3/content/1?size=25');
  t.equal(exclusionsPageKey(3, 2), '/collections/exclusions/3/content/2?size=25');
  t.equal(logsPageKey(12, 4, 10), '/collections/logs/12/content/4?size=10');
});

t.test("a log query goes as the service names its parts (search, sort ASC, filter), only the parts set", async (t) => {
  t.equal(logsPageKey(1, 1, 25, { order: 'newest' }), '/collections/logs/1/content/1?size=25', 'newest first is the default: no sort sent');
  t.equal(
    logsPageKey(1, 2, 25, { search: 'Alien & co', order: 'oldest', type: 0 }),
    '/collections/logs/1/content/2?size=25&search=Alien+%26+co&sort=ASC&filter=0',
    'the text is encoded, type 0 (collection) is sent',
  );
});
