// v3.24 takes at most 250 media ids in one bulk call (its API description: "Rejected without
// processing: empty, or more than 250 media ids") and refuses a longer list whole. The sandbox refuses
// as the service does, and the app's wire splits a longer selection into calls the service takes,
// so picking 600 items and excluding them, or adding them to a collection, does all 600.
import t from 'tap';
import { createApiClient } from '../../web/src/lib/api-client.ts';
import { collectionWire } from '../../web/src/api/collections.ts';
import { call, removeDir, startTestSandbox } from './support.ts';

const sandbox = await startTestSandbox({ apiVersion: '3.24', movieCount: 700, showCount: 10 });
t.teardown(async () => {
  await sandbox.close();
  await removeDir(sandbox.dataDir);
});

interface Page {
  totalSize: number;
  items: { id: string }[];
}
const libraries = (await call(sandbox.url, 'GET', '/api/media-server/libraries')).body as { id: string; type: string }[];
const moviesLibrary = libraries.find((library) => library.type === 'movie')!;
const movieIds = async (count: number) =>
  ((await call(sandbox.url, 'GET', `/api/media-server/library/${moviesLibrary.id}/content?page=1&limit=${count}&type=movie`)).body as Page).items.map(
    (item) => item.id,
  );

t.test('the sandbox refuses an empty list and one of more than 250 ids on both bulk paths, and changes nothing', async (t) => {
  const ids = await movieIds(251);
  t.equal(ids.length, 251);
  const exclusionsBefore = (await call(sandbox.url, 'GET', `/api/rules/exclusion?mediaServerId=${ids[250]}`)).body;
  for (const [path, extra] of [
    ['/api/rules/exclusions/bulk', { action: 0 }],
    ['/api/collections/media/bulk', { action: 1 }],
  ] as const) {
    const tooMany = await call(sandbox.url, 'POST', path, { mediaIds: ids, ...extra });
    t.equal(tooMany.status, 400, `${path}: 251 ids`);
    t.match(tooMany.body, { statusCode: 400, message: 'Validation failed', errors: [{ code: 'too_big', maximum: 250, path: ['mediaIds'] }] });
    const none = await call(sandbox.url, 'POST', path, { mediaIds: [], ...extra });
    t.equal(none.status, 400, `${path}: no ids`);
    t.match(none.body, { errors: [{ code: 'too_small', minimum: 1, path: ['mediaIds'] }] });
    t.equal((await call(sandbox.url, 'POST', path, { mediaIds: ids.slice(0, 250), ...extra })).status, 201, `${path}: 250 ids are taken`);
  }
  t.same((await call(sandbox.url, 'GET', `/api/rules/exclusion?mediaServerId=${ids[250]}`)).body, exclusionsBefore, 'the 251st item was never excluded');
  // What the 250 taken did is undone, so the next test starts from the same library.
  await call(sandbox.url, 'POST', '/api/rules/exclusions/bulk', { mediaIds: ids.slice(0, 250), action: 1 });
});

t.test("the app's v3 wire does a selection of 600 in calls of at most 250", async (t) => {
  const posted: number[] = [];
  const client = createApiClient({
    basePath: sandbox.url,
    fetch: (input, init) => {
      if (init?.method === 'POST') posted.push((JSON.parse(String(init.body)) as { mediaIds: unknown[] }).mediaIds.length);
      return fetch(input, init);
    },
  });
  const wire = collectionWire(3);
  const rows = (await movieIds(600)).map((itemId) => ({ itemId, item: null }));
  t.equal(rows.length, 600);

  const progress: number[] = [];
  const excluded = await wire.excludeEverywhere(client, rows, (done) => progress.push(done));
  t.equal(excluded.filter((outcome) => outcome.ok).length, 600, 'all 600 excluded');
  t.same(posted, [250, 250, 100], 'three calls');
  t.same(progress, [250, 500, 600], 'progress after each call');
  const lastExcluded = (await call(sandbox.url, 'GET', `/api/rules/exclusion?mediaServerId=${rows[599].itemId}`)).body as unknown[];
  t.equal(lastExcluded.length, 1, 'the last item is excluded at the service');

  posted.length = 0;
  const collections = (await call(sandbox.url, 'GET', '/api/collections')).body as { id: number; libraryId: string }[];
  const collection = collections.find((entry) => entry.libraryId === moviesLibrary.id)!;
  t.ok(collection, 'a collection of the movies to add to');
  const before = ((await call(sandbox.url, 'GET', `/api/collections/media/${collection.id}/content/1?size=1000`)).body as Page).totalSize;
  const items = (await movieIds(600)).map((id) => ({ id }) as never);
  const added = await wire.addByHand(client, collection.id, 'movie', items);
  t.equal(added.filter((outcome) => outcome.ok).length, 600, 'all 600 added');
  t.same(posted, [250, 250, 100]);
  const members = (await call(sandbox.url, 'GET', `/api/collections/media/${collection.id}/content/1?size=1000`)).body as Page;
  t.ok(members.totalSize >= 600 && members.totalSize > before, `the collection holds them (${before} before, ${members.totalSize} after)`);
});
