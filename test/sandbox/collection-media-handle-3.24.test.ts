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

// Read before any test here handles an item.
const seeded = (await collections()) as (Row & { handledMediaSizeBytes: number })[];

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

// v3.24 counts the space a handled item's deleted files took (recorded GET_collections_after_handle:
// 3 items handled by a Delete collection, 10,986,044,264 bytes); an action that keeps the files frees none.
t.test('the space freed: counted for a deleting action, none where the files stay', async (t) => {
  const recorded = (recorded324('GET_collections_after_handle.json').body as (Row & { handledMediaSizeBytes: number })[]).find((row) => row.handledMediaAmount > 0)!;
  t.same([recorded.arrAction, recorded.handledMediaAmount, recorded.handledMediaSizeBytes], [0, 3, 10_986_044_264], 'the recording: a Delete collection counts bytes');
  type SizedRow = { mediaServerId: string; sizeBytes: number };
  const rows = async (id: number) => ((await call(sandbox.url, 'GET', `/api/collections/media/${id}/content/1?size=500`)).body as { items: SizedRow[] }).items;
  const freed = async (id: number) => ((await collections()).find((row) => row.id === id) as unknown as { handledMediaSizeBytes: number }).handledMediaSizeBytes;
  /** Whether the media server still lists the item: in its library, or, for a season or an episode, under its parent. */
  const inLibrary = async (collection: Row, mediaId: string) => {
    const { libraryId, type } = collection as unknown as { libraryId: string; type: string };
    const { parentId } = (await call(sandbox.url, 'GET', `/api/media-server/meta/${mediaId}`)).body as { parentId?: string };
    const listed = parentId
      ? ((await call(sandbox.url, 'GET', `/api/media-server/meta/${parentId}/children`)).body as { id: string }[])
      : ((await call(sandbox.url, 'GET', `/api/media-server/library/${libraryId}/content?page=1&limit=500&type=${type}`)).body as { items: { id: string }[] }).items;
    return listed.some((item) => item.id === mediaId);
  };

  const seededDelete = seeded.find((row) => row.arrAction === 0 && row.handledMediaAmount > 0)!;
  t.ok(seededDelete.handledMediaSizeBytes > 0, `the demo's handled items count their space (${seededDelete.handledMediaAmount} items, ${seededDelete.handledMediaSizeBytes} bytes)`);
  const deleting = (await collections()).find((row) => row.arrAction === 0 && row.media.length > 0)!;
  const before = await freed(deleting.id);
  // Not an item the test above deleted from the library through another collection that held it too.
  let row: SizedRow | undefined;
  for (const candidate of await rows(deleting.id)) {
    if (await inLibrary(deleting, candidate.mediaServerId)) {
      row = candidate;
      break;
    }
  }
  t.ok(row, 'an item of the collection is in the library');
  if (!row) return;
  t.ok(row.sizeBytes > 0, 'the item has files');
  t.equal((await call(sandbox.url, 'POST', '/api/collections/media/handle', { collectionId: deleting.id, mediaId: row.mediaServerId })).status, 201);
  t.equal(await freed(deleting.id), before + row.sizeBytes, 'a Delete collection counts its files');
  t.notOk(await inLibrary(deleting, row.mediaServerId), 'which are gone from the library');

  // The demo's Unmonitor and keep files collection holds seasons, and none at first: one joins by hand.
  const keeping = (await collections()).find((row) => row.arrAction === 3)!;
  const { libraryId } = keeping as unknown as { libraryId: string };
  const show = ((await call(sandbox.url, 'GET', `/api/media-server/library/${libraryId}/content?page=1&limit=1&type=show`)).body as { items: { id: string }[] }).items[0]!;
  const season = ((await call(sandbox.url, 'GET', `/api/media-server/meta/${show.id}/children`)).body as { id: string }[])[0]!;
  t.equal((await call(sandbox.url, 'POST', '/api/collections/media/bulk', { mediaIds: [season.id], collectionId: keeping.id, action: 0, mediaType: 'season' })).status, 201);
  const kept = (await rows(keeping.id)).find((row) => row.mediaServerId === season.id)!;
  t.ok(kept && (await inLibrary(keeping, kept.mediaServerId)), 'a season in the collection and the library');
  t.equal((await call(sandbox.url, 'POST', '/api/collections/media/handle', { collectionId: keeping.id, mediaId: kept.mediaServerId })).status, 201);
  t.equal(await freed(keeping.id), 0, 'Unmonitor and keep files frees nothing');
  t.ok(await inLibrary(keeping, kept.mediaServerId), 'and the item stays in the library');
});
