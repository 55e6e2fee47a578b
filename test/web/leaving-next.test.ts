// "Leaving next" on the Collections list, from the cards' previews: the items leaving soonest among
// the collections the handler acts on, by the day each leaves (its collection's days after it was
// added), four at most, and nothing until every such collection's preview is known.
import t from 'tap';
import type { CollectionPreviewItem, CollectionWithMedia } from '../../web/src/api/collection-types.ts';
import { leavingNext as leavingNextOrNot, leavingNextRows, type PreviewsByCollection } from '../../web/src/features/collections/leaving-next.tsx';

/** The list, where one is known (the tests of 'unknown' and undefined call leavingNextOrNot). */
function leavingNext(collections: CollectionWithMedia[], previews: PreviewsByCollection) {
  const listed = leavingNextOrNot(collections, previews);
  if (!Array.isArray(listed)) throw new Error(`no list: ${listed}`);
  return listed;
}

let nextId = 1;
function collection(fields: Partial<CollectionWithMedia>): CollectionWithMedia {
  return {
    id: nextId++, title: 'A collection', description: '', libraryId: '1', kind: 'movie', isActive: true, arrAction: 0, deleteAfterDays: 30,
    manualCollection: false, manualCollectionName: '', mediaCount: 2, mediaIds: [], ...fields,
  } as CollectionWithMedia;
}
const item = (itemId: string, addDate: string): CollectionPreviewItem => ({ itemId, addDate });

t.test('soonest first across collections, by the day each item leaves', async (t) => {
  const slow = collection({ title: 'Slow', deleteAfterDays: 30 });
  const fast = collection({ title: 'Fast', deleteAfterDays: 2 });
  const previews = new Map([
    // Added long ago, but handled 30 days after: leaves on Jan 31.
    [slow.id, [item('a', '2027-01-01T00:00:00Z'), item('b', '2027-01-05T00:00:00Z')]],
    // Added later, handled 2 days after: leaves on Jan 12 and Jan 22.
    [fast.id, [item('c', '2027-01-10T00:00:00Z'), item('d', '2027-01-20T00:00:00Z')]],
  ]);
  const listed = leavingNext([slow, fast], previews);
  t.same(listed.map((entry) => entry.entry.itemId), ['c', 'd', 'a', 'b']);
  t.same(listed[0]!.leaves.toISOString(), '2027-01-12T00:00:00.000Z', 'added + the collection\'s days');
});

t.test('four at most, the soonest of all', async (t) => {
  const first = collection({ mediaCount: 3, deleteAfterDays: 10 });
  const second = collection({ mediaCount: 3, deleteAfterDays: 10 });
  const previews = new Map([
    [first.id, [item('f1', '2027-01-01T00:00:00Z'), item('f2', '2027-01-03T00:00:00Z'), item('f3', '2027-01-05T00:00:00Z')]],
    [second.id, [item('s1', '2027-01-02T00:00:00Z'), item('s2', '2027-01-04T00:00:00Z'), item('s3', '2027-01-06T00:00:00Z')]],
  ]);
  t.same(leavingNext([first, second], previews).map((entry) => entry.entry.itemId), ['f1', 's1', 'f2', 's2'], 'six known, the four soonest listed');
});

t.test('only what the handler acts on', async (t) => {
  const acting = collection({ mediaCount: 5 });
  const inactive = collection({ isActive: false });
  const idle = collection({ arrAction: 4 });
  const never = collection({ deleteAfterDays: null });
  const early = '2020-01-01T00:00:00Z';
  const previews = new Map<number, CollectionPreviewItem[]>([
    [acting.id, ['1', '2', '3', '4'].map((id) => item(id, '2027-01-01T00:00:00Z'))],
    ...[inactive, idle, never].map((other): [number, CollectionPreviewItem[]] => [other.id, [item(`x${other.id}`, early)]]),
  ]);
  const listed = leavingNext([acting, inactive, idle, never], previews);
  t.same(listed.map((entry) => entry.collection.id), [acting.id, acting.id, acting.id, acting.id], 'inactive, "Do nothing" and never-handled collections are passed over, as the handler does');
  t.equal(listed.length, 4);
});

t.test('nothing until every acting collection with items has its preview; unknown if one failed', async (t) => {
  const known = collection({});
  const loading = collection({});
  const empty = collection({ mediaCount: 0 });
  const previews = new Map([[known.id, [item('a', '2027-01-01T00:00:00Z')]]]);
  t.equal(leavingNextOrNot([known, loading, empty], previews), undefined, 'one still loading: no list yet');
  t.equal(leavingNextOrNot([known, loading], new Map([...previews, [loading.id, null]])), 'unknown', 'one failed: the soonest may be among its items');
  t.same(leavingNext([known, empty], previews).length, 1, 'an empty collection has nothing to wait for');
  t.same(leavingNext([], new Map()), [], 'no collection: an empty list');
});

t.test('the rows held before the previews come: the items the handler acts on, four at most', async (t) => {
  t.equal(leavingNextRows([collection({ mediaCount: 2 }), collection({ mediaCount: 1 })]), 3);
  t.equal(leavingNextRows([collection({ mediaCount: 300 })]), 4);
  t.equal(leavingNextRows([collection({ mediaCount: 9, isActive: false }), collection({ mediaCount: 9, arrAction: 4 })]), 0, 'none the handler acts on: no section');
});
