// v3.24's GET /api/storage-metrics/library-sizes on the sandbox: each library's size is what its
// items' files take (the sum the collection rows' sizeBytes count item by item), keyed by the
// library ids the collections name, and a Delete collection's handled item no longer counts (the
// demo counts afresh; the real service keeps its figures for a while). Without a media server set
// up, the 503 of the service's StorageMetricsService.
import t from 'tap';
import { freshInstallDataDir } from '../helpers/fresh-install.ts';
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

t.test('no media server set up: 503, as the service refuses', async (t) => {
  const fresh = await startTestSandbox({ apiVersion: '3.24', dataDir: await freshInstallDataDir() });
  t.teardown(async () => {
    await fresh.close();
    await removeDir(fresh.dataDir);
  });
  const none = await call(fresh.url, 'GET', '/api/storage-metrics/library-sizes');
  t.same([none.status, none.body], [503, { message: 'Configure a media server before computing library sizes.', error: 'Service Unavailable', statusCode: 503 }], 'no type chosen');
  await call(fresh.url, 'POST', '/api/settings/media-server/switch', { targetServerType: 'plex' });
  const notSetUp = await call(fresh.url, 'GET', '/api/storage-metrics/library-sizes');
  t.same([notSetUp.status, notSetUp.body], [503, { message: 'Media server is not configured or reachable.', error: 'Service Unavailable', statusCode: 503 }], 'Plex chosen, not yet connected');
});
