// Sportarr servers on the v3.24 sandbox, beyond the recorded empty list (contract-recordings-3.24
// replays it): added, renamed and removed as Radarr's are, kept across a restart, a URL without a
// scheme refused as v3.24 refuses Radarr's, a test that reaches only the demo host, and no
// Sportarr list at all on v2.21, which has none. A show group may act through a Sportarr server
// instead of a Sonarr one, never both, and a server a collection uses stays.
import t from 'tap';
import { call, removeDir, startTestSandbox } from './support.ts';

t.test('added, tested, renamed, kept across a restart, removed', async (t) => {
  const sandbox = await startTestSandbox({ apiVersion: '3.24' });
  let restarted: Awaited<ReturnType<typeof startTestSandbox>> | undefined;
  t.teardown(async () => {
    await restarted?.close();
    await removeDir(sandbox.dataDir);
  });
  t.same((await call(sandbox.url, 'GET', '/api/settings/sportarr')).body, [], 'none to start with, as recorded');
  const noScheme = await call(sandbox.url, 'POST', '/api/settings/sportarr', { serverName: 'Sports', url: 'sportarr.lan:1867', apiKey: 'k' });
  t.equal(noScheme.status, 400, 'a URL without http:// is refused');
  t.match(noScheme.body, { errors: [{ path: ['url'], message: 'Must start with http:// or https://' }] });

  const added = await call(sandbox.url, 'POST', '/api/settings/sportarr', { serverName: 'Sports', url: 'http://Sportarr.LAN:1867', apiKey: 'k' });
  t.same([added.status, added.body], [201, { status: 'OK', code: 1, message: 'Success', data: { id: 1, serverName: 'Sports', url: 'http://sportarr.lan:1867', apiKey: 'k' } }], 'stored with its url lower-cased');
  t.same((await call(sandbox.url, 'GET', '/api/settings/radarr')).body, [], 'Radarr keeps a list of its own');

  const elsewhere = await call(sandbox.url, 'POST', '/api/settings/test/sportarr', { serverName: 'Sports', url: 'http://sportarr.lan:1867', apiKey: 'k' });
  t.same([elsewhere.status, elsewhere.body], [201, { status: 'NOK', code: 0, message: 'Failure' }], 'only the demo host answers a test');
  const demo = await call(sandbox.url, 'POST', '/api/settings/test/sportarr', { serverName: 'Sports', url: 'http://sportarr.demo:1867', apiKey: 'k' });
  t.match(demo.body, { status: 'OK', code: 1, message: /^\d+\.\d+/ }, 'the demo host answers with its version');

  t.match((await call(sandbox.url, 'PUT', '/api/settings/sportarr/1', { serverName: 'Leagues', url: 'http://sportarr.demo:1867', apiKey: 'k2' })).body, { code: 1 });
  await sandbox.close();
  restarted = await startTestSandbox({ apiVersion: '3.24', dataDir: sandbox.dataDir });
  t.same((await call(restarted.url, 'GET', '/api/settings/sportarr')).body, [{ id: 1, serverName: 'Leagues', url: 'http://sportarr.demo:1867', apiKey: 'k2' }], 'the rename is kept across a restart');
  t.match((await call(restarted.url, 'GET', '/api/settings/media-server/switch/preview/jellyfin')).body, { dataToBeKept: { sportarrSettings: 1 } }, "a media-server switch counts it among what it keeps");

  t.same((await call(restarted.url, 'DELETE', '/api/settings/sportarr/1')).body, { status: 'OK', code: 1, message: 'Success' });
  t.same((await call(restarted.url, 'GET', '/api/settings/sportarr')).body, [], 'removed');
});

t.test('a show group acts through a Sportarr server, not through Sonarr and Sportarr at once', async (t) => {
  const sandbox = await startTestSandbox({ apiVersion: '3.24' });
  t.teardown(() => sandbox.close().then(() => removeDir(sandbox.dataDir)));
  await call(sandbox.url, 'POST', '/api/settings/sportarr', { serverName: 'Leagues', url: 'http://sportarr.demo:1867', apiKey: 'k' });
  t.match((await call(sandbox.url, 'GET', '/api/servarr/sportarr/1/profiles')).body, [{ id: 1, name: 'Any' }], 'the demo host offers quality profiles');
  const group = (name: string, fields: Record<string, unknown>) => ({
    name, description: '', libraryId: '2', dataType: 'show', arrAction: 5, isActive: true, useRules: false, rules: [], notifications: [],
    listExclusions: false, forceSeerr: false, cleanupLeftoverFolders: false, tagInArr: false, ruleHandlerCronSchedule: null,
    collection: { visibleOnRecommended: false, visibleOnHome: false, manualCollection: false, manualCollectionName: '', keepLogsForMonths: 6 },
    ...fields,
  });
  const both = await call(sandbox.url, 'POST', '/api/rules', group('Both', { sonarrSettingsId: 1, sportarrSettingsId: 1 }));
  t.match(both.body, { code: 0, result: 'A collection can be managed by either Sonarr or Sportarr, not both' }, 'both at once is refused');
  t.match((await call(sandbox.url, 'POST', '/api/rules', group('Leagues to lower', { sportarrSettingsId: 1, sportarrQualityProfileId: 4 }))).body, { code: 1 });
  const groups = (await call(sandbox.url, 'GET', '/api/rules')).body as { name: string; collection: Record<string, unknown> }[];
  t.notOk(groups.some((entry) => entry.name === 'Both'), 'the refused group is not stored');
  const leagues = groups.find((entry) => entry.name === 'Leagues to lower')!;
  t.match(leagues.collection, { sonarrSettingsId: null, sportarrSettingsId: 1, sportarrQualityProfileId: 4 }, 'stored with its Sportarr server and profile');
  const inUse = await call(sandbox.url, 'DELETE', '/api/settings/sportarr/1');
  t.match(inUse.body, { code: 0, message: 'Cannot delete setting with associated collections', data: { collectionsInUse: [{ title: 'Leagues to lower' }] } }, 'a server in use stays');
});

t.test('v2.21 has no Sportarr list', async (t) => {
  const sandbox = await startTestSandbox({ apiVersion: '2.21' });
  t.teardown(() => sandbox.close().then(() => removeDir(sandbox.dataDir)));
  t.equal((await call(sandbox.url, 'GET', '/api/settings/sportarr')).status, 404);
});
