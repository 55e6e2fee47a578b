// The metadata providers on the v3.24 sandbox, beyond the recorded reads and test
// (contract-recordings-3.24.test.ts replays those): a key is checked, tested before it is stored
// (the offline demo reaches a provider only with the key `demo`), survives a restart, and is
// removed; a refresh needs a provider that answers; an unknown provider gets Nest's enum 400.
import t from 'tap';
import { call, removeDir, startTestSandbox } from './support.ts';

const OFFLINE = 'Connection refused. Verify host, port, and that the service is running.';

t.test('keys: checked, tested first, stored across a restart, removed', async (t) => {
  const sandbox = await startTestSandbox({ apiVersion: '3.24' });
  let restarted: Awaited<ReturnType<typeof startTestSandbox>> | undefined;
  t.teardown(async () => {
    await restarted?.close();
    await removeDir(sandbox.dataDir);
  });
  const empty = await call(sandbox.url, 'POST', '/api/settings/tvdb', { api_key: '  ' });
  t.equal(empty.status, 400);
  t.match(empty.body, { message: 'Validation failed', errors: [{ path: ['api_key'], message: 'API key is required' }] });
  const refused = await call(sandbox.url, 'POST', '/api/settings/tvdb', { api_key: 'not-a-key' });
  t.same([refused.status, refused.body], [201, { status: 'NOK', code: 0, message: OFFLINE }], 'a key that does not test is refused');
  t.same((await call(sandbox.url, 'GET', '/api/settings/tvdb')).body, { api_key: '' }, 'and not stored');
  const noKeyRefresh = await call(sandbox.url, 'POST', '/api/settings/metadata/refresh/tvdb', {});
  t.same(noKeyRefresh.body, { status: 'NOK', code: 0, message: 'No TVDB API key configured' }, 'TVDB without a key is not refreshed');

  t.same((await call(sandbox.url, 'POST', '/api/settings/tvdb', { api_key: 'demo' })).body, { status: 'OK', code: 1, message: 'Success' });
  t.same((await call(sandbox.url, 'POST', '/api/settings/metadata-provider', { preference: 'tvdb_primary' })).status, 201);
  await sandbox.close();
  restarted = await startTestSandbox({ apiVersion: '3.24', dataDir: sandbox.dataDir });
  t.same((await call(restarted.url, 'GET', '/api/settings/tvdb')).body, { api_key: 'demo' }, 'the key is kept across a restart');
  t.same((await call(restarted.url, 'GET', '/api/settings/metadata-provider')).body, { preference: 'tvdb_primary' }, 'and the primary source');
  t.match((await call(restarted.url, 'GET', '/api/settings')).body, { tvdb_api_key: 'demo', metadata_provider_preference: 'tvdb_primary' }, 'the settings row shows both');
  const refresh = await call(restarted.url, 'POST', '/api/settings/metadata/refresh/tvdb', {});
  t.same([refresh.status, refresh.body], [201, { status: 'OK', code: 1, message: 'TVDB metadata refresh started' }]);
  t.same((await call(restarted.url, 'DELETE', '/api/settings/tvdb')).body, { status: 'OK', code: 1, message: 'Success' });
  t.same((await call(restarted.url, 'GET', '/api/settings/tvdb')).body, { api_key: '' }, 'removed');
});

t.test('a refresh of a provider the service does not know is refused as Nest refuses an enum', async (t) => {
  const sandbox = await startTestSandbox({ apiVersion: '3.24' });
  t.teardown(async () => {
    await sandbox.close();
    await removeDir(sandbox.dataDir);
  });
  const answer = await call(sandbox.url, 'POST', '/api/settings/metadata/refresh/imdb', {});
  t.same([answer.status, answer.body], [400, { message: 'Validation failed (enum string is expected)', error: 'Bad Request', statusCode: 400 }]);
});
