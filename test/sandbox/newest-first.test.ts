// A collection's media and log lists, unsorted, come newest first on both generations: the real
// service lists them by id, highest first, and its ids rise with time. The recordings show both;
// the demo's seeded rows are numbered so that the same holds (they were seeded collection by
// collection, and a list by id came out in shuffled dates).
import t from 'tap';
import { SANDBOX_API_VERSIONS } from '../../gateway/sandbox/api-version.ts';
import { call, recorded324, removeDir, startTestSandbox } from './support.ts';

interface Row {
  id: number;
  addDate?: string;
  timestamp?: string;
}
const dateOf = (row: Row) => Date.parse(row.addDate ?? row.timestamp!);
const newestFirst = (rows: Row[]) => rows.every((row, index) => index === 0 || dateOf(rows[index - 1]!) >= dateOf(row));
const highestIdFirst = (rows: Row[]) => rows.every((row, index) => index === 0 || rows[index - 1]!.id > row.id);

t.test('recorded: the lists come by id, highest first, and ids rise with time', async (t) => {
  for (const file of ['GET_collections_media_1_content_page1.json', 'GET_collections_logs_1_content_page1.json']) {
    const rows = (recorded324(file).body as { items: Row[] }).items;
    t.ok(rows.length > 5, `${file}: ${rows.length} rows`);
    t.ok(highestIdFirst(rows), `${file}: by id, highest first`);
  }
  // The media rows were all added on the recording's one day; the log's times show ids rising with time.
  const logs = (recorded324('GET_collections_logs_1_content_page1.json').body as { items: Row[] }).items;
  t.ok(new Set(logs.map(dateOf)).size > 5 && newestFirst(logs), 'the log: distinct times, newest first by id');
});

for (const apiVersion of SANDBOX_API_VERSIONS) {
  t.test(`the demo on ${apiVersion}: the seeded lists come newest first`, async (t) => {
    const sandbox = await startTestSandbox({ apiVersion });
    t.teardown(async () => {
      await sandbox.close();
      await removeDir(sandbox.dataDir);
    });
    for (const id of [1, 2, 3]) {
      const media = (await call(sandbox.url, 'GET', `/api/collections/media/${id}/content/1?size=100`)).body as { items: Row[] };
      t.ok(media.items.length > 10, `collection ${id}: ${media.items.length} media`);
      t.ok(newestFirst(media.items), `collection ${id}: media newest first`);
      const logs = (await call(sandbox.url, 'GET', `/api/collections/logs/${id}/content/1?size=100`)).body as { items: Row[] };
      t.ok(highestIdFirst(logs.items) && newestFirst(logs.items), `collection ${id}: log by id, highest first, so newest first`);
      const oldest = (await call(sandbox.url, 'GET', `/api/collections/logs/${id}/content/1?size=100&sort=ASC`)).body as { items: Row[] };
      t.ok(newestFirst([...oldest.items].reverse()), `collection ${id}: the log oldest first when asked`);
    }
  });
}
