// "Include again" for all collections sends the exclusion body with no collection; the service then
// deletes every exclusion of the item, its global one and each rule group's (its removal filters by
// the item alone when no group is named). Otherwise an item excluded from one collection would stay
// excluded while the app says it no longer is.
import t from 'tap';
import { mediaWire } from '../../web/src/api/media.ts';
import { call, removeDir, startTestSandbox } from './support.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';

for (const apiVersion of SANDBOX_APIS) t.test(`Maintainerr ${apiVersion}`, async (t) => {
  const sandbox = await startTestSandbox({ apiVersion });
  t.teardown(async () => {
    await sandbox.close();
    await removeDir(sandbox.dataDir);
  });
  const wire = mediaWire(apiVersion === '3.24' ? 3 : 2);
  const collections = (await call(sandbox.url, 'GET', '/api/collections')).body as { id: number; type: number | string }[];
  const [first, second] = collections.filter((collection) => collection.type === 1 || collection.type === 'movie');
  t.ok(first && second, 'two movie collections');
  const libraryPath = `/api${wire.libraryPagePath({ id: '1', title: 'Movies', kind: 'movie' }, 1, 60)}`;
  const page = wire.readLibraryPage((await call(sandbox.url, 'GET', libraryPath)).body, libraryPath);
  const item = page.items[0]!;
  const target = { itemId: item.id, kind: item.kind };
  const rowsOfItem = async () => (await call(sandbox.url, 'GET', `/api${wire.exclusionsOfItemPath(item.id)}`)).body as unknown[];

  for (const collectionId of [first!.id, second!.id, undefined]) {
    const answer = await call(sandbox.url, 'POST', '/api/rules/exclusion', wire.exclusionBody(target, collectionId, 0));
    t.equal(answer.status, 201);
  }
  t.equal((await rowsOfItem()).length, 3, 'excluded from two collections and globally');

  await call(sandbox.url, 'POST', '/api/rules/exclusion', wire.exclusionBody(target, first!.id, 1));
  t.equal((await rowsOfItem()).length, 2, 'included again in one collection: that exclusion alone goes');

  await call(sandbox.url, 'POST', '/api/rules/exclusion', wire.exclusionBody(target, undefined, 1));
  t.same(await rowsOfItem(), [], 'included again everywhere: every exclusion of the item goes');
});
