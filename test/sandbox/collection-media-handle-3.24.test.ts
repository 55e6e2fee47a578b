// v3.24's per-item "take action now" (POST /api/collections/media/handle): a Do nothing collection
// answers the recorded 409, another collection's item is handled as a run would handle it, and an
// item not in the collection is a 404 that changes nothing.
import t from 'tap';
import { call, recorded324, removeDir, startTestSandbox } from './support.ts';

const sandbox = await startTestSandbox({ apiVersion: '3.24' });
t.teardown(async () => {
  await sandbox.close();
  await removeDir(sandbox.dataDir);
});

type Row = { id: number; arrAction: number; title: string; handledMediaAmount: number; media: { mediaServerId: string }[] };
const collections = async () => (await call(sandbox.url, 'GET', '/api/collections')).body as Row[];
const members = async (id: number) =>
  ((await call(sandbox.url, 'GET', `/api/collections/media/${id}/content/1?size=500`)).body as { items: { mediaServerId: string }[] }).items.map((row) => row.mediaServerId);

t.test('a Do nothing collection answers as recorded and keeps the item', async (t) => {
  const idle = (await collections()).find((row) => row.arrAction === 4)!;
  const acting = (await collections()).find((row) => row.arrAction !== 4 && row.media.length > 0)!;
  const mediaId = acting.media[0]!.mediaServerId;
  await call(sandbox.url, 'POST', '/api/collections/media/bulk', { mediaIds: [mediaId], collectionId: idle.id, action: 0, mediaType: 'movie' });
  const answer = await call(sandbox.url, 'POST', '/api/collections/media/handle', { collectionId: idle.id, mediaId });
  const expected = recorded324('POST_collections_media_handle_do_nothing_collection.json');
  t.equal(answer.status, expected.status);
  t.same(answer.body, expected.body);
  t.ok((await members(idle.id)).includes(mediaId), 'still in the collection');
});

t.test('another collection: the item leaves, counts as handled and is logged', async (t) => {
  const acting = (await collections()).find((row) => row.arrAction !== 4 && row.media.length > 0)!;
  const mediaId = acting.media[0]!.mediaServerId;
  const answer = await call(sandbox.url, 'POST', '/api/collections/media/handle', { collectionId: acting.id, mediaId });
  t.equal(answer.status, 201);
  t.notOk((await members(acting.id)).includes(mediaId), 'gone from the collection');
  t.equal((await collections()).find((row) => row.id === acting.id)!.handledMediaAmount, acting.handledMediaAmount + 1, 'counted as handled');
  const log = (await call(sandbox.url, 'GET', `/api/collections/logs/${acting.id}/content/1?size=2`)).body as { items: { message: string; meta: unknown }[] };
  const [handled, removed] = log.items;
  t.match(handled!.message, /^Successfully handled ".+"$/, 'logged, newest first, in the recorded words');
  t.equal(removed!.message, handled!.message.replace('Successfully handled', 'Removed'), 'after the line saying what was done to it');
  t.same([handled!.meta, removed!.meta], [null, null], 'neither with details, as recorded');

  const again = await call(sandbox.url, 'POST', '/api/collections/media/handle', { collectionId: acting.id, mediaId });
  t.equal(again.status, 404, 'an item no longer in the collection is a 404');
});
