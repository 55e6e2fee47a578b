// v3.24's GET /api/storage-metrics/library-sizes on the sandbox: each library's size is what its
// items' files take (the sum the collection rows' sizeBytes count item by item), keyed by the
// library ids the collections name, and a Delete collection's handled item no longer counts.
import t from 'tap';
import { call, recorded324, removeDir, startTestSandbox } from './support.ts';

const sandbox = await startTestSandbox({ apiVersion: '3.24' });
t.teardown(async () => {
  await sandbox.close();
  await removeDir(sandbox.dataDir);
});

type Sizes = { generatedAt: string; sizeBytesByLibrary: Record<string, number> };
type Row = { id: number; arrAction: number; libraryId: string; type: string; media: { mediaServerId: string }[] };
const sizes = async () => (await call(sandbox.url, 'GET', '/api/storage-metrics/library-sizes')).body as Sizes;

t.test('keyed by library id, as recorded', async (t) => {
  const recorded = recorded324('GET_storage-metrics_library-sizes.json').body as Sizes;
  const answer = await sizes();
  t.same(Object.keys(answer.sizeBytesByLibrary).sort(), Object.keys(recorded.sizeBytesByLibrary).sort(), 'the Movies and TV Shows libraries');
  t.ok(Object.values(answer.sizeBytesByLibrary).every((bytes) => Number.isSafeInteger(bytes) && bytes > 0), 'whole, positive byte counts');
  t.ok(Date.parse(answer.generatedAt) > 0, 'dated');
});

t.test('a library is the sum of its items, and a deleted item leaves it', async (t) => {
  const rows = (await call(sandbox.url, 'GET', '/api/collections')).body as Row[];
  const deleting = rows.find((row) => row.arrAction === 0 && row.type === 'movie' && row.media.length > 0)!;
  t.ok(deleting, 'the demo has a Delete collection of movies');
  const mediaId = deleting.media[0]!.mediaServerId;
  const items = ((await call(sandbox.url, 'GET', `/api/collections/media/${deleting.id}/content/1?size=500`)).body as { items: { mediaServerId: string; sizeBytes: number }[] }).items;
  const itemBytes = items.find((row) => row.mediaServerId === mediaId)!.sizeBytes;
  t.ok(itemBytes > 0, 'the item has files');

  const before = (await sizes()).sizeBytesByLibrary[deleting.libraryId]!;
  t.ok(before > itemBytes, 'the library holds more than the one item');
  const answer = await call(sandbox.url, 'POST', '/api/collections/media/handle', { collectionId: deleting.id, mediaId });
  t.equal(answer.status, 201, 'handled');
  t.equal((await sizes()).sizeBytesByLibrary[deleting.libraryId], before - itemBytes, 'the library is smaller by the item\'s files');
});
