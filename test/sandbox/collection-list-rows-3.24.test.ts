// v3.24's collection list carries each collection's two newest media rows and the count of all;
// /collections/overlay-data carries every row. Both are read off the recordings first (2 rows of
// 15, the highest ids; 15 of 15), then held against the sandbox, whose collections are far larger.
// The shape comparison in contract-recordings-3.24.test.ts cannot see this: two rows or all of
// them have the same shape. The app took the list's rows for a collection's whole membership.
import t from 'tap';
import { call, recorded324, removeDir, startTestSandbox } from './support.ts';

interface Row {
  id: number;
  mediaServerId: string;
}
interface CollectionRow {
  id: number;
  media: Row[];
  mediaCount: number;
}

const sandbox = await startTestSandbox({ apiVersion: '3.24' });
t.teardown(async () => {
  await sandbox.close();
  await removeDir(sandbox.dataDir);
});
const read = async (path: string) => (await call(sandbox.url, 'GET', path)).body as CollectionRow[];
const ids = (rows: Row[]) => rows.map((row) => row.id);
const newestFirst = (rows: Row[]) => ids(rows).sort((a, b) => b - a);

t.test('the recordings: the list has the two newest rows and the count, overlay-data every row', async (t) => {
  const list = recorded324('GET_collections.json').body as CollectionRow[];
  const full = recorded324('GET_collections_overlay-data.json').body as CollectionRow[];
  for (const collection of list) {
    const all = full.find((entry) => entry.id === collection.id)!;
    t.equal(collection.mediaCount, all.media.length, `collection ${collection.id}: the count is of every row`);
    t.same(ids(collection.media), newestFirst(all.media).slice(0, 2), `collection ${collection.id}: the list's rows are the two newest`);
  }
});

t.test('the sandbox does the same', async (t) => {
  const list = await read('/api/collections');
  const full = await read('/api/collections/overlay-data');
  t.ok(full.some((collection) => collection.media.length > 2), 'some collection holds more than two');
  for (const collection of list) {
    const all = full.find((entry) => entry.id === collection.id)!;
    t.equal(collection.mediaCount, all.media.length, `collection ${collection.id}: the count is of every row`);
    t.same(ids(collection.media), newestFirst(all.media).slice(0, 2), `collection ${collection.id}: the two newest rows`);
  }
});
