// What a rule group's body chooses comes back as it was sent, on both generations: a group that
// selects nothing by rules stays so (it came back with "use rules" ticked and could not be saved
// again), and an action comes back as sent, not as Delete (v3.x's 5, "change quality profile", came
// back as Delete, its profile dropped): the service's RulesDto takes any number.
// v3.x's quality profile lists: the demo host offers Radarr's defaults; a server the service cannot
// reach fails as recorded.
import t from 'tap';
import { call, recorded324, removeDir, startTestSandbox } from './support.ts';

const rules = [{ operator: null, firstVal: [0, 23], action: 1, section: 0, customVal: { ruleTypeId: 0, value: '5' } }];

function body(version: '2.21' | '3.24', name: string, fields: Record<string, unknown>): Record<string, unknown> {
  const common = { name, description: '', arrAction: 4, isActive: true, useRules: true, listExclusions: false, rules, notifications: [] };
  const collection = { visibleOnRecommended: false, visibleOnHome: false, manualCollection: false, manualCollectionName: '', keepLogsForMonths: 6 };
  return version === '2.21'
    ? { ...common, libraryId: 1, dataType: 1, forceOverseerr: false, collection, ...fields }
    : { ...common, libraryId: '1', dataType: 'movie', forceSeerr: false, cleanupLeftoverFolders: false, tagInArr: false, ruleHandlerCronSchedule: null, collection, ...fields };
}

type Group = { name: string; useRules: boolean; collection: Record<string, unknown> };

for (const version of ['2.21', '3.24'] as const) {
  t.test(`v${version}: a group's choices come back as sent`, async (t) => {
    const sandbox = await startTestSandbox({ apiVersion: version });
    t.teardown(async () => {
      await sandbox.close();
      await removeDir(sandbox.dataDir);
    });
    const groupNamed = async (name: string) => ((await call(sandbox.url, 'GET', '/api/rules')).body as Group[]).find((group) => group.name === name);

    t.match((await call(sandbox.url, 'POST', '/api/rules', body(version, 'By hand only', { useRules: false, rules: [] }))).body, { code: 1 });
    t.equal((await groupNamed('By hand only'))?.useRules, false, 'a group without rules stays without');
    t.equal((await groupNamed('By hand only'))?.collection.arrAction, 4);

    t.match((await call(sandbox.url, 'POST', '/api/rules', body(version, 'Unknown action', { arrAction: 9 }))).body, { code: 1 });
    t.equal((await groupNamed('Unknown action'))?.collection.arrAction, 9, 'an action the service has no name for is stored as sent, not as Delete');
    t.match((await call(sandbox.url, 'POST', '/api/rules', body(version, 'Action as text', { arrAction: '3' }))).body, { code: 1 });
    t.equal((await groupNamed('Action as text'))?.collection.arrAction, 3, 'a number sent as text counts');

    const qualityProfile = await call(sandbox.url, 'POST', '/api/rules', body(version, 'Lower quality', { arrAction: 5, radarrSettingsId: 1, radarrQualityProfileId: 4 }));
    t.match(qualityProfile.body, { code: 1 });
    const stored = (await groupNamed('Lower quality'))?.collection;
    t.equal(stored?.arrAction, 5, 'action 5 is kept');
    if (version === '3.24') t.equal(stored?.radarrQualityProfileId, 4, 'v3.x keeps its profile too');
  });
}

t.test('v3.24: quality profiles from the demo Radarr; a server the service cannot reach is a 500, as recorded', async (t) => {
  const sandbox = await startTestSandbox({ apiVersion: '3.24' });
  t.teardown(async () => {
    await sandbox.close();
    await removeDir(sandbox.dataDir);
  });
  const none = await call(sandbox.url, 'GET', '/api/servarr/radarr/1/profiles');
  const expected = recorded324('GET_servarr_radarr_1_profiles_not_configured.json');
  t.same([none.status, none.body], [expected.status, expected.body], 'no such server: as recorded');
  for (const [serverName, url] of [['Demo', 'http://radarr.demo:7878'], ['Elsewhere', 'http://radarr.lan:7878']]) {
    t.equal((await call(sandbox.url, 'POST', '/api/settings/radarr', { serverName, url, apiKey: 'key' })).status, 201);
  }
  const servers = (await call(sandbox.url, 'GET', '/api/settings/radarr')).body as { id: number; serverName: string }[];
  const idOf = (name: string) => servers.find((server) => server.serverName === name)!.id;
  const demo = await call(sandbox.url, 'GET', `/api/servarr/radarr/${idOf('Demo')}/profiles`);
  t.equal(demo.status, 200);
  t.match(demo.body, [{ id: 1, name: 'Any' }], 'the demo host offers profiles, by id and name');
  t.equal((await call(sandbox.url, 'GET', `/api/servarr/radarr/${idOf('Elsewhere')}/profiles`)).status, 500, 'a host the service cannot reach fails');
  // The service's servarr controller reads the id through ParseIntPipe.
  const notANumber = await call(sandbox.url, 'GET', '/api/servarr/radarr/abc/profiles');
  t.equal(notANumber.status, 400, 'an id that is not a number: 400');
  t.match(notANumber.body, { statusCode: 400, message: 'Validation failed (numeric string is expected)' }, "ParseIntPipe's answer");
});

for (const version of ['2.21', '3.24'] as const) {
  t.test(`v${version}: a Radarr server a collection acts through cannot be deleted, as the service refuses it`, async (t) => {
    const sandbox = await startTestSandbox({ apiVersion: version });
    t.teardown(async () => {
      await sandbox.close();
      await removeDir(sandbox.dataDir);
    });
    const added = await call(sandbox.url, 'POST', '/api/settings/radarr', { serverName: 'Films', url: 'http://radarr.demo:7878', apiKey: 'key' });
    const serverId = (added.body as { data: { id: number } }).data.id;
    t.match((await call(sandbox.url, 'POST', '/api/rules', body(version, 'Through Films', { arrAction: 0, radarrSettingsId: serverId }))).body, { code: 1 });

    const refused = await call(sandbox.url, 'DELETE', `/api/settings/radarr/${serverId}`);
    t.equal(refused.status, 200);
    t.match(refused.body, { status: 'NOK', code: 0, message: 'Cannot delete setting with associated collections', data: { collectionsInUse: [{ title: 'Through Films' }] } });
    t.equal(((await call(sandbox.url, 'GET', '/api/settings/radarr')).body as unknown[]).length, 1, 'the server stays');

    const group = ((await call(sandbox.url, 'GET', '/api/rules')).body as { id: number; name: string }[]).find((entry) => entry.name === 'Through Films')!;
    t.equal((await call(sandbox.url, 'DELETE', `/api/rules/${group.id}`)).status, 200);
    t.match((await call(sandbox.url, 'DELETE', `/api/settings/radarr/${serverId}`)).body, { status: 'OK', code: 1 }, 'once no collection uses it, it goes');
  });
}
