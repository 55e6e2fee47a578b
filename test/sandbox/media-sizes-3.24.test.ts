// On v3.24 the sandbox reports sizes as the real service does: an episode has a file with a size, a
// show has no file of its own but its collection row carries the sum of its episodes' files, and a
// collection's total is the sum of its rows. Each property is first read off the recordings, so the
// test checks the sandbox against what the service was seen to do, not against a guess. The shape
// comparison in contract-recordings-3.24.test.ts cannot see this: a show's size of 0 has the
// recorded type.
import t from 'tap';
import { call, recorded324, removeDir, startTestSandbox } from './support.ts';

interface MediaSource {
  sizeBytes: number;
}
interface MediaItem {
  id: string;
  type: string;
  mediaSources: MediaSource[];
}
interface MediaRow {
  mediaServerId: string;
  sizeBytes: number | null;
  mediaData: MediaItem;
}
interface CollectionRow {
  id: number;
  type: string;
  totalSizeBytes: number | null;
}

const filesBytes = (item: MediaItem) => item.mediaSources.reduce((sum, source) => sum + source.sizeBytes, 0);

const sandbox = await startTestSandbox({ apiVersion: '3.24' });
t.teardown(async () => {
  await sandbox.close();
  await removeDir(sandbox.dataDir);
});

async function read<Body>(path: string): Promise<Body> {
  const answer = await call(sandbox.url, 'GET', path);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.text}`);
  return answer.body as Body;
}

/** Every page of a collection's media, 100 rows at a time. */
async function collectionRows(collectionId: number): Promise<MediaRow[]> {
  const rows: MediaRow[] = [];
  for (let page = 1; ; page++) {
    const { items, totalSize } = await read<{ items: MediaRow[]; totalSize: number }>(`/api/collections/media/${collectionId}/content/${page}?size=100`);
    rows.push(...items);
    if (rows.length >= totalSize || items.length === 0) return rows;
  }
}

t.test('an episode has one file with a size, as recorded', async (t) => {
  const recordedEpisode = recorded324('GET_media-server_meta_203_episode.json').body as MediaItem;
  t.equal(recordedEpisode.mediaSources.length, 1, 'recorded: one file');
  t.ok(filesBytes(recordedEpisode) > 0, 'recorded: with a size');

  const shows = await read<CollectionRow[]>('/api/collections');
  const showCollection = shows.find((collection) => collection.type === 'show')!;
  const [row] = await collectionRows(showCollection.id);
  const [season] = await read<MediaItem[]>(`/api/media-server/meta/${row!.mediaServerId}/children`);
  const [episode] = await read<MediaItem[]>(`/api/media-server/meta/${season!.id}/children`);
  const detail = await read<MediaItem>(`/api/media-server/meta/${episode!.id}`);
  t.equal(detail.type, 'episode');
  t.equal(detail.mediaSources.length, 1, 'one file');
  t.ok(filesBytes(detail) > 0, 'with a size');
  t.equal(filesBytes(episode!), filesBytes(detail), 'the same file in the season\'s list as in its own answer');
});

t.test("a show's collection row carries the sum of its episodes' files, and no file of its own, as recorded", async (t) => {
  const recordedRows = (recorded324('GET_collections_media_2_content_page1.json').body as { items: MediaRow[] }).items;
  for (const row of recordedRows) {
    t.equal(row.mediaData.type, 'show', `recorded: ${row.mediaServerId} is a show`);
    t.same(row.mediaData.mediaSources, [], 'recorded: no file of its own');
    t.ok((row.sizeBytes ?? 0) > 0, 'recorded: a size all the same');
  }

  const collections = await read<CollectionRow[]>('/api/collections');
  const showCollection = collections.find((collection) => collection.type === 'show')!;
  const rows = await collectionRows(showCollection.id);
  t.ok(rows.length > 1, 'the demo show collection holds shows');
  for (const row of rows.slice(0, 3)) {
    t.same(row.mediaData.mediaSources, [], `${row.mediaServerId}: no file of its own`);
    let episodesBytes = 0;
    for (const season of await read<MediaItem[]>(`/api/media-server/meta/${row.mediaServerId}/children`)) {
      for (const episode of await read<MediaItem[]>(`/api/media-server/meta/${season.id}/children`)) episodesBytes += filesBytes(episode);
    }
    t.ok(episodesBytes > 0, `${row.mediaServerId}: its episodes have files`);
    t.equal(row.sizeBytes, episodesBytes, `${row.mediaServerId}: the sum of its episodes' files`);
  }
});

t.test("a collection's total is the sum of its rows' sizes, as recorded", async (t) => {
  const recordedTotal = (recorded324('GET_collections.json').body as CollectionRow[]).find((collection) => collection.id === 2)!.totalSizeBytes;
  const recordedRows = (recorded324('GET_collections_media_2_content_page1.json').body as { items: MediaRow[] }).items;
  t.equal(recordedTotal, recordedRows.reduce((sum, row) => sum + (row.sizeBytes ?? 0), 0), 'recorded: the total is the rows\' sum');

  for (const collection of await read<CollectionRow[]>('/api/collections')) {
    const rows = await collectionRows(collection.id);
    if (rows.length === 0) {
      t.equal(collection.totalSizeBytes, null, `${collection.type} collection ${collection.id}: no total when empty, as recorded`);
      continue;
    }
    const sum = rows.reduce((total, row) => total + (row.sizeBytes ?? 0), 0);
    t.ok(sum > 0, `${collection.type} collection ${collection.id}: its rows have sizes`);
    t.equal(collection.totalSizeBytes, sum, `${collection.type} collection ${collection.id}: the total is the rows' sum`);
  }
});
