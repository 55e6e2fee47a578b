// A handled delete takes the item out of the library, on both generations: the real library counted
// 37 of 40 movies after three were handled (recorded GET_media-server_library_1_content_page2_after_deletions),
// while the handled item's id still answered (recorded GET_media-server_meta_134_deleted: 200). In the
// demo the library kept every item and the next rule run put a "deleted" one back into its collection.
// An action that keeps the files (3, unmonitor and keep; 5, change the quality profile) leaves the item where it is.
import t from 'tap';
import { SANDBOX_API_VERSIONS } from '../../gateway/sandbox/api-version.ts';
import { createDemoWorld } from '../../gateway/sandbox/demo-world.ts';
import { handleItem } from '../../gateway/sandbox/handle-item.ts';
import { CHANGE_QUALITY_PROFILE_ACTION } from '../../wire/servarr-actions.ts';
import { collectionReader, mediaReader } from '../helpers/generations.ts';
import { call, openStream, recorded324, removeDir, startTestSandbox } from './support.ts';

const DAY_MS = 86_400_000;

t.test('recorded: after the deletes the library counts fewer movies, and a deleted id still answers', async (t) => {
  const page = recorded324('GET_media-server_library_1_content_page2_after_deletions.json').body as { totalSize: number };
  const before = recorded324('GET_media-server_library_1_content_page1.json').body as { totalSize: number };
  t.ok(page.totalSize < before.totalSize, `${before.totalSize} -> ${page.totalSize}`);
  const deleted = recorded324('GET_media-server_meta_134_deleted.json');
  t.equal(deleted.status, 200);
  t.equal((deleted.body as { id: string }).id, '134');
});

for (const apiVersion of SANDBOX_API_VERSIONS) {
  t.test(`the demo on ${apiVersion}: handled deletes leave the library and stay out of their collection`, async (t) => {
    const sandbox = await startTestSandbox({ apiVersion });
    t.teardown(async () => {
      await sandbox.close();
      await removeDir(sandbox.dataDir);
    });
    const get = async (path: string) => (await call(sandbox.url, 'GET', path)).body;
    const media = mediaReader(sandbox.url, apiVersion);
    const libraries = await media.libraries();
    const countOf = async (kind: 'movie' | 'show') => (await media.page(libraries.find((library) => library.kind === kind)!, 1, 1)).totalSize;
    const movieCount = () => countOf('movie');
    const metaPath = (id: string) => `/api${media.wire.itemPath(id)}`;

    const read = collectionReader(sandbox.url, apiVersion);
    const now = Date.now();
    const deleted: string[] = [];
    const deletedShows: string[] = [];
    for (const collection of await read.collections()) {
      // Action 3 keeps the files, 4 does nothing; a collection without days is never handled.
      if (!collection.isActive || collection.deleteAfterDays === null || [3, 4].includes(collection.arrAction)) continue;
      for (const row of await read.allMedia(collection.id)) {
        if (Date.parse(row.addDate) + collection.deleteAfterDays * DAY_MS >= now) continue;
        if (collection.kind === 'movie') deleted.push(row.itemId);
        if (collection.kind === 'show') deletedShows.push(row.itemId);
      }
    }
    t.ok(deletedShows.length > 0, `${deletedShows.length} shows are due in a collection that deletes`);
    t.ok(deleted.length > 0, `${deleted.length} movies are due in a collection that deletes`);
    const before = await movieCount();
    const showsBefore = await countOf('show');

    const stream = await openStream(`${sandbox.url}/api/events/stream`);
    t.teardown(() => stream.close());
    t.equal((await call(sandbox.url, 'POST', '/api/collections/handle')).status, 201);
    await stream.waitFor((all) => all.some((frame) => frame.event === 'collection_handler.finished'));

    const gone = new Set(deleted);
    t.equal(await movieCount(), before - gone.size, `the movie library counts ${gone.size} fewer`);
    t.equal(await countOf('show'), showsBefore - new Set(deletedShows).size, `the show library ${new Set(deletedShows).size} fewer`);
    const [one] = gone;
    t.equal((await call(sandbox.url, 'GET', metaPath(one!))).status, 200, "a deleted item's id still answers, as recorded");
    const title = ((await get(metaPath(one!))) as { title: string }).title;
    const found = (await get(`/api${media.wire.searchPath(title)}`)) as { title: string }[] | '';
    t.notOk(Array.isArray(found) && found.some((item) => item.title === title), 'nor does the search find it');

    t.equal((await call(sandbox.url, 'POST', '/api/rules/execute')).status, 201);
    await stream.waitFor((all) => all.some((frame) => frame.event === 'rule_handler.finished'));
    const members = (await Promise.all((await read.collections()).map((collection) => read.allMedia(collection.id)))).flat();
    t.notOk(members.some((row) => gone.has(row.itemId)), 'the next rule run puts none of them back into a collection');
  });
}

// v3.x's "change the quality profile" action (5) keeps the files too: the handler only changes the
// item's profile in Radarr/Sonarr, so the item stays in the library and frees no space.
t.test('the demo on 3.24: a Change quality profile collection keeps its handled items in the library', async (t) => {
  const world = createDemoWorld({ seed: 7, movieCount: 60, showCount: 10, now: new Date('2026-11-29T12:00:00Z'), notifications: () => [], apiVersion: '3.24' });
  const row = world.media.find((entry) => world.library.movies.some((movie) => movie.ratingKey === String(entry.plexId)))!;
  const collection = world.collections.find((entry) => entry.id === row.collectionId)!;
  (collection as { arrAction: number }).arrAction = CHANGE_QUALITY_PROFILE_ACTION;
  const freedBefore = world.freedBytes.get(collection.id) ?? 0;
  const title = handleItem(world, collection, row);
  t.ok(world.library.movies.some((movie) => movie.ratingKey === String(row.plexId)), 'still in the library');
  t.notOk(world.media.includes(row), 'gone from the collection');
  t.equal(world.freedBytes.get(collection.id) ?? 0, freedBefore, 'no space freed');
  t.same(world.logs.slice(-2).map((log) => log.message), [`Changed the quality profile of "${title}"`, `Successfully handled "${title}"`], 'logged as what was done');
});
