// A rule group made through the API fills its collection with exactly the items its rules match:
// after a run the collection holds every matching, not excluded item and nothing else; an edit
// that narrows the rules takes out what no longer matches on the next run (on v3.x but what a user
// also added by hand, which is then no longer the rules'); changing the manual
// collection empties it and drops the group's own exclusions; deleting the group removes its
// collection. The expected items are worked out here from the seeded library with a plain
// predicate, independently of the sandbox's rule engine.
import t from 'tap';
import type { PlexLibraryItem } from '../../wire/v2/plex.ts';
import { createDemoLibrary } from '../../gateway/sandbox/demo-library.ts';
import { call, removeDir, startTestSandbox } from './support.ts';

const library = createDemoLibrary({ seed: 2021, movieCount: 1500, showCount: 300 });
const hasDrama = (item: PlexLibraryItem) => (item.Genre ?? []).some((genre) => genre.tag === 'Drama');
/** The demo movies the group's rules select: audience rating under `rating`, a drama. */
const expectedMovies = (rating: number) => new Set(library.movies.filter((item) => (item.audienceRating ?? 10) < rating && hasDrama(item)).map((item) => item.ratingKey));

const rules = (rating: number) => [
  { operator: null, firstVal: [0, 23], action: 1, section: 0, customVal: { ruleTypeId: 0, value: String(rating) } },
  { operator: '0', firstVal: [0, 11], action: 4, section: 0, customVal: { ruleTypeId: 2, value: 'drama' } },
];

interface Dialect {
  version: '2.21' | '3.24';
  body(rating: number, manualCollectionName: string): Record<string, unknown>;
  run(url: string, groupId: number): Promise<void>;
  /** Where every collection comes with all its media rows (v3.x's list carries the newest two only). */
  membershipPath: string;
  memberIds(collection: Record<string, unknown>): string[];
}

const common = (rating: number) => ({
  name: 'Poorly rated dramas',
  description: 'made by the run test',
  arrAction: 4,
  isActive: true,
  useRules: true,
  listExclusions: false,
  rules: rules(rating),
  notifications: [],
});

async function waitFor(check: () => Promise<boolean>) {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the run did not end');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const DIALECTS: Dialect[] = [
  {
    version: '2.21',
    body: (rating, manualCollectionName) => ({
      ...common(rating), libraryId: 1, dataType: 1, forceOverseerr: false,
      collection: { visibleOnRecommended: false, visibleOnHome: false, manualCollection: false, manualCollectionName, keepLogsForMonths: 6 },
    }),
    async run(url) {
      const status = async () => ((await call(url, 'GET', '/api/tasks/Rule%20Handler/status')).body as { running: boolean }).running;
      await waitFor(async () => !(await status()));
      await call(url, 'POST', '/api/rules/execute');
      await waitFor(async () => !(await status()));
    },
    membershipPath: '/api/collections',
    memberIds: (collection) => (collection.media as { plexId: number }[]).map((row) => String(row.plexId)),
  },
  {
    version: '3.24',
    body: (rating, manualCollectionName) => ({
      ...common(rating), libraryId: '1', dataType: 'movie', forceSeerr: false, cleanupLeftoverFolders: false, tagInArr: false, ruleHandlerCronSchedule: null,
      collection: { visibleOnRecommended: false, visibleOnHome: false, overlayEnabled: false, overlayTemplateId: null, manualCollection: false, manualCollectionName, keepLogsForMonths: 6 },
    }),
    async run(url, groupId) {
      const idle = async () => !((await call(url, 'GET', '/api/rules/execute/status')).body as { processingQueue: boolean }).processingQueue;
      await waitFor(idle);
      await call(url, 'POST', `/api/rules/${groupId}/execute`);
      await waitFor(idle);
    },
    membershipPath: '/api/collections/overlay-data',
    memberIds: (collection) => (collection.media as { mediaServerId: string }[]).map((row) => row.mediaServerId),
  },
];

for (const dialect of DIALECTS) {
  t.test(`v${dialect.version}: a group made through the API holds exactly its matching items after a run`, async (t) => {
    const sandbox = await startTestSandbox({ apiVersion: dialect.version });
    t.teardown(async () => {
      await sandbox.close();
      await removeDir(sandbox.dataDir);
    });
    const { url } = sandbox;
    const created = await call(url, 'POST', '/api/rules', dialect.body(5, ''));
    t.match(created.body, { code: 1, result: 'Success' });
    const group = ((await call(url, 'GET', '/api/rules')).body as { id: number; name: string; collectionId: number }[]).find((entry) => entry.name === 'Poorly rated dramas')!;
    const members = async () => {
      const collections = (await call(url, 'GET', dialect.membershipPath)).body as Record<string, unknown>[];
      const collection = collections.find((entry) => entry.id === group.collectionId);
      return collection ? new Set(dialect.memberIds(collection)) : undefined;
    };
    t.same(await members(), new Set(), 'a new collection starts empty');

    const expected = expectedMovies(5);
    t.ok(expected.size > 20, `the rules select a fair share of the library (${expected.size})`);
    const [excluded, specific] = [...expected];
    await call(url, 'POST', '/api/rules/exclusion', { mediaId: Number(excluded) });
    await call(url, 'POST', '/api/rules/exclusion', { mediaId: Number(specific), ruleGroupId: group.id });
    await dialect.run(url, group.id);
    const wanted = new Set([...expected].filter((id) => id !== excluded && id !== specific));
    t.same(await members(), wanted, 'every match but the excluded ones, nothing else');

    const mediaId = (id: string) => (dialect.version === '3.24' ? id : Number(id));
    const verdict = async (id: string) => ((await call(url, 'POST', '/api/rules/test', { rulegroupId: group.id, mediaId: mediaId(id) })).body as { result: { result: boolean }[] }).result[0]!.result;
    const outsider = library.movies.find((item) => !expected.has(item.ratingKey))!.ratingKey;
    t.same([await verdict([...wanted][0]!), await verdict(outsider)], [true, false], 'Test media agrees with the collection');

    const updated = await call(url, 'PUT', '/api/rules', { ...dialect.body(4.5, ''), id: group.id });
    t.equal(updated.status, 200);
    // v3.x: a member the rules added and a user then added by hand stays when the rules let it go,
    // no longer included by them.
    const keptByHand = [...wanted].find((id) => !expectedMovies(4.5).has(id))!;
    const v3 = dialect.version === '3.24';
    if (v3) await call(url, 'POST', '/api/collections/media/add', { mediaId: keptByHand, context: { id: keptByHand, type: 'movie' }, collectionId: group.collectionId, action: 0 });
    await dialect.run(url, group.id);
    const narrower = new Set([...expectedMovies(4.5)].filter((id) => id !== excluded && id !== specific));
    t.ok(narrower.size < wanted.size, 'the edit selects fewer items');
    t.same(await members(), v3 ? new Set([...narrower, keptByHand]) : narrower, 'items that no longer match leave on the next run, but one added by hand');
    if (v3) {
      const rows = ((await call(url, 'GET', `/api/collections/media/${group.collectionId}/content/1?size=500`)).body as { items: { mediaServerId: string; isManual: boolean; includedByRule: boolean }[] }).items;
      const kept = rows.find((row) => row.mediaServerId === keptByHand)!;
      t.same([kept.isManual, kept.includedByRule], [true, false], 'by hand, and no longer by rule');
    }

    await call(url, 'PUT', '/api/rules', { ...dialect.body(4.5, 'Renamed in Plex'), id: group.id });
    t.same(await members(), new Set(), 'a new manual collection name empties the collection');
    const exclusions = (await call(url, 'GET', `/api/rules/exclusion?rulegroupId=${group.id}`)).body as { ruleGroupId: number | null }[];
    t.notOk(exclusions.some((row) => row.ruleGroupId === group.id), "the group's own exclusion is gone");
    t.ok(exclusions.some((row) => row.ruleGroupId === null), 'global exclusions stay');
    await dialect.run(url, group.id);
    const refilled = new Set([...expectedMovies(4.5)].filter((id) => id !== excluded));
    t.same(await members(), refilled, 'the next run fills it again, with what only the group had excluded');

    t.match((await call(url, 'DELETE', `/api/rules/${group.id}`)).body, { code: 1, result: 'Success' });
    t.equal(await members(), undefined, 'the collection is gone with the group');
    t.notOk(((await call(url, 'GET', '/api/rules')).body as { id: number }[]).some((entry) => entry.id === group.id));
  });
}

t.test('a bad body is a 400 on both generations, and changes nothing', async (t) => {
  for (const version of ['2.21', '3.24'] as const) {
    const sandbox = await startTestSandbox({ apiVersion: version });
    const count = async () => ((await call(sandbox.url, 'GET', '/api/rules')).body as unknown[]).length;
    const before = await count();
    for (const body of ['"a string"', '[1, 2]', { description: 'no name' }, { name: 'x', libraryId: 1, rules: 'not a list' }, { name: 'x', libraryId: 1, rules: [{ action: 2 }] }]) {
      const answer = await call(sandbox.url, 'POST', '/api/rules', body);
      t.equal(answer.status, 400, `${version} ${JSON.stringify(body)}`);
      // A bare JSON string never reaches the route: body-parser's strict mode refuses it in its own shape.
      t.match(answer.body, typeof body === 'string' && body.startsWith('"') ? { statusCode: 400, message: String } : { error: 'Bad Request', statusCode: 400, message: String });
    }
    const unsupported = DIALECTS.find((dialect) => dialect.version === version)!.body(5, '');
    const soft = await call(sandbox.url, 'POST', '/api/rules', { ...unsupported, rules: [{ operator: null, firstVal: [0, 23], action: 5, section: 0, customVal: { ruleTypeId: 0, value: '5' } }] });
    t.same([soft.status, (soft.body as { code: number; result: string }).code, (soft.body as { result: string }).result], [201, 0, 'Action is not supported on type']);
    const mismatch = await call(sandbox.url, 'POST', '/api/rules', { ...unsupported, rules: [{ operator: null, firstVal: [0, 23], action: 2, section: 0, customVal: { ruleTypeId: 2, value: 'five' } }] });
    t.match(mismatch.body, { code: 0, result: "Types don't match" });
    t.equal(await count(), before, `${version}: nothing was stored`);
    // Numbers where the UI sends strings are stored as sent and still evaluate.
    const loose = { ...unsupported, name: 'Loose types', rules: [{ operator: null, firstVal: ['0', '7'], action: '5', section: 0, customVal: { ruleTypeId: '0', value: 7776000 } }] };
    t.match((await call(sandbox.url, 'POST', '/api/rules', loose)).body, { code: 1 });
    const looseId = ((await call(sandbox.url, 'GET', '/api/rules')).body as { id: number; name: string }[]).find((group) => group.name === 'Loose types')!.id;
    const tested = await call(sandbox.url, 'POST', '/api/rules/test', { rulegroupId: looseId, mediaId: version === '3.24' ? '10208' : 10208 });
    t.match(tested.body, { code: 1, result: [{ result: true }] }, 'a movie last watched months ago matches');
    await sandbox.close();
    await removeDir(sandbox.dataDir);
  }
});
