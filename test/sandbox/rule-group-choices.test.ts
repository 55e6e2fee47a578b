// What a rule group's body chooses comes back as it was sent, on both generations: a group that
// selects nothing by rules stays so (it came back with "use rules" ticked and could not be saved
// again), v3.x's "change quality profile" action keeps its action and profile (it came back as
// Delete), and an action the generation does not have is refused instead of stored as Delete.
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

    const unknown = await call(sandbox.url, 'POST', '/api/rules', body(version, 'Unknown action', { arrAction: 9 }));
    t.equal(unknown.status, 400, 'an action the generation does not have is refused');
    t.equal(await groupNamed('Unknown action'), undefined, 'and not stored');

    const qualityProfile = await call(sandbox.url, 'POST', '/api/rules', body(version, 'Lower quality', { arrAction: 5, radarrSettingsId: 1, radarrQualityProfileId: 4 }));
    if (version === '2.21') {
      t.equal(qualityProfile.status, 400, 'v2.21 has no action 5');
    } else {
      t.match(qualityProfile.body, { code: 1 });
      t.match((await groupNamed('Lower quality'))?.collection, { arrAction: 5, radarrQualityProfileId: 4 }, 'v3.x keeps the action and its profile');
    }
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
});
