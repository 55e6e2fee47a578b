// The demo's rule groups and collections as the Rules and Collections screens read them: four
// groups, collections with media, paged media, exclusions and logs, and the writes that change them.
import t from 'tap';
import type { CollectionLog, CollectionMedia, CollectionWithMedia, Page } from '../../wire/v2/collections.ts';
import type { PlexLibraryItem } from '../../wire/v2/plex.ts';
import type { Exclusion, RuleDto, RuleGroup } from '../../wire/v2/rules.ts';
import { call, removeDir, startTestSandbox } from './support.ts';

const sandbox = await startTestSandbox();
t.teardown(async () => {
  await sandbox.close();
  await removeDir(sandbox.dataDir);
});
const get = async <T>(path: string) => (await call(sandbox.url, 'GET', path)).body as T;
const propertyIds = new Set(
  (await get<{ applications: { id: number; props: { id: number }[] }[] }>('/api/rules/constants')).applications[0]!.props.map((prop) => prop.id),
);

t.test('four rule groups, each with its collection and valid rules', async (t) => {
  const groups = await get<RuleGroup[]>('/api/rules');
  t.equal(groups.length, 4);
  t.equal((await call(sandbox.url, 'GET', '/api/rules/count')).text, '4');
  t.ok(groups.some((group) => !group.isActive), 'one group is switched off');
  for (const group of groups) {
    t.equal(group.collection.id, group.collectionId, `${group.name}: its collection is joined`);
    const rules = group.rules.map((row) => JSON.parse(row.ruleJson) as RuleDto);
    t.ok(rules.length >= 2 && rules.every((rule) => propertyIds.has(rule.firstVal[1])), `${group.name}: rules use known Plex properties`);
    t.same(await get(`/api/rules/${group.id}`), group.rules, 'GET /rules/:id gives its rule rows');
    const { rules: _rules, ...withoutRules } = group;
    t.same(await get(`/api/rules/collection/${group.collectionId}`), withoutRules, 'GET /rules/collection/:id gives the group without its rules, as recorded');
  }
  t.equal((await get<RuleGroup[]>('/api/rules?libraryId=1')).length, groups.filter((group) => group.libraryId === 1).length);
  t.ok((await get<RuleGroup[]>('/api/rules?activeOnly=false')).every((group) => group.isActive), 'any activeOnly value keeps active groups only');
});

t.test('three collections with media, counted and paged newest first', async (t) => {
  const collections = await get<CollectionWithMedia[]>('/api/collections');
  const withMedia = collections.filter((collection) => collection.media.length);
  t.equal(withMedia.length, 3);
  const total = collections.reduce((sum, collection) => sum + collection.media.length, 0);
  t.equal(Number((await call(sandbox.url, 'GET', '/api/collections/media/count')).text), total);
  const collection = withMedia[0]!;
  t.equal(Number((await call(sandbox.url, 'GET', `/api/collections/media/count?collectionId=${collection.id}`)).text), collection.media.length);
  t.same(await get(`/api/collections/collection/${collection.id}`), (({ media, ...rest }) => rest)(collection));

  const first = await get<Page<CollectionMedia & { plexData: PlexLibraryItem }>>(`/api/collections/media/${collection.id}/content/1`);
  t.equal(first.totalSize, collection.media.length);
  t.equal(first.items.length, Math.min(25, collection.media.length), 'default page size 25');
  t.ok(first.items.every((item) => String(item.plexId) === item.plexData.ratingKey), 'each row carries its Plex item');
  const dates = first.items.map((item) => item.addDate);
  t.same(dates, [...dates].sort().reverse(), 'newest first');
  const second = await get<Page<CollectionMedia>>(`/api/collections/media/${collection.id}/content/2?size=25`);
  t.notOk(second.items.some((item) => first.items.some((other) => other.id === item.id)), 'pages do not overlap');
  t.same(await get(`/api/collections?typeId=2`), collections.filter((entry) => entry.type === 2));
});

t.test('exclusions: listed per group with the global ones, added and removed', async (t) => {
  const before = await get<Exclusion[]>('/api/rules/exclusion?rulegroupId=1');
  t.ok(before.some((row) => row.ruleGroupId === null) && before.some((row) => row.ruleGroupId === 1), 'specific and global rows');
  const page = await get<Page<Exclusion & { plexData: PlexLibraryItem }>>('/api/collections/exclusions/1/content/1');
  t.equal(page.totalSize, before.length);
  const member = (await get<Page<CollectionMedia>>('/api/collections/media/1/content/1?size=1')).items[0]!;
  const added = await call(sandbox.url, 'POST', '/api/rules/exclusion', { mediaId: member.plexId, collectionId: 1, action: 0 });
  t.same([added.status, added.body], [201, { code: 1, result: 'Success' }]);
  const rows = await get<Exclusion[]>(`/api/rules/exclusion?plexId=${member.plexId}`);
  t.match(rows, [{ plexId: member.plexId, ruleGroupId: 1, type: 1 }]);
  t.notOk((await get<CollectionMedia[]>('/api/collections/media?collectionId=1')).some((row) => row.plexId === member.plexId), 'the excluded item left the collection');
  t.same((await call(sandbox.url, 'DELETE', `/api/rules/exclusion/${rows[0]!.id}`)).body, { code: 1, result: 'Success' });
  t.same(await get(`/api/rules/exclusion?plexId=${member.plexId}`), []);
});

t.test('adding and removing an item by hand shows in the collection and its log', async (t) => {
  const members = new Set((await get<CollectionMedia[]>('/api/collections/media?collectionId=2')).map((row) => String(row.plexId)));
  const item = (await get<Page<PlexLibraryItem>>('/api/plex/library/1/content/1?amount=50')).items.find((entry) => !members.has(entry.ratingKey))!;
  const add = await call(sandbox.url, 'POST', '/api/collections/media/add', { mediaId: Number(item.ratingKey), collectionId: 2, action: 0 });
  t.equal(add.status, 201);
  t.match(add.body, { id: 2 }, 'answers the collection');
  const newest = (await get<Page<CollectionMedia>>('/api/collections/media/2/content/1?size=1')).items[0]!;
  t.match(newest, { plexId: Number(item.ratingKey), isManual: true });
  const logs = await get<Page<CollectionLog>>(`/api/collections/logs/2/content/1?size=5&search=${encodeURIComponent(item.title)}`);
  t.match(logs.items[0], { type: 1, meta: { type: 'media_added_manually' } });
  const removed = await call(sandbox.url, 'DELETE', `/api/collections/media?mediaId=${item.ratingKey}&collectionId=2`);
  t.match(removed.body, { id: 2 });
  t.notOk((await get<CollectionMedia[]>('/api/collections/media?collectionId=2')).some((row) => String(row.plexId) === item.ratingKey));
});

t.test('collection logs filter, search and sort', async (t) => {
  const all = await get<Page<CollectionLog>>('/api/collections/logs/1/content/1?size=1000');
  t.ok(all.totalSize > 1);
  const ascending = await get<Page<CollectionLog>>('/api/collections/logs/1/content/1?size=1000&sort=ASC');
  t.same(ascending.items.map((log) => log.id), all.items.map((log) => log.id).reverse(), 'ASC reverses the default order');
  const creation = await get<Page<CollectionLog>>('/api/collections/logs/1/content/1?filter=0');
  t.ok(creation.items.length >= 1 && creation.items.every((log) => log.type === 0), 'filter by type');
});

t.test('notification agents, types and a configuration', async (t) => {
  t.equal((await get<unknown[]>('/api/notifications/agents')).length, 9);
  t.equal((await get<unknown[]>('/api/notifications/types')).length, 6);
  const saved = await call(sandbox.url, 'POST', '/api/notifications/configuration/add', {
    name: 'Hook', agent: 'webhook', enabled: true, types: [16], options: { webhookUrl: 'https://hook.example', jsonPayload: '{}' }, aboutScale: 3,
  });
  t.same(saved.body, { code: 1, status: 'OK', message: 'Success' });
  const configs = await get<{ id: number; name: string }[]>('/api/notifications/configurations');
  const hook = configs.find((config) => config.name === 'Hook')!;
  t.ok(hook);
  const test = await call(sandbox.url, 'POST', '/api/notifications/test', { ...hook, enabled: false });
  t.same([test.contentType, test.text], ['text/html; charset=utf-8', 'Agent is not allowed to send this message.']);
  t.same((await call(sandbox.url, 'DELETE', `/api/notifications/configuration/${hook.id}`)).body, { code: 1, result: 'success' });
});
