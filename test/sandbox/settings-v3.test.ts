// v3.24's settings on the sandbox: GET masks the Plex token; PATCH saves any subset, keeps the token
// when the masked one comes back with a form, refuses a bad cron or Plex fields without a token
// (200 NOK, as recorded) and a wrong type (400); Seerr is stored where v2.21 keeps Overseerr, so
// the old path answers the same; v3-only fields survive a restart; a v2.21 sandbox on the same
// data folder still reads its settings.
import t from 'tap';
import { call, removeDir, startTestSandbox } from './support.ts';

const first = await startTestSandbox({ apiVersion: '3.24' });
const dataDir = first.dataDir;
t.teardown(() => removeDir(dataDir));

t.test('the token is masked, and a masked token sent back changes nothing', async (t) => {
  const settings = (await call(first.url, 'GET', '/api/settings')).body as Record<string, unknown>;
  t.equal(settings.plex_auth_token, 'dem...ken', 'first and last three characters');
  t.equal(settings.media_server_type, 'plex');
  const saved = await call(first.url, 'PATCH', '/api/settings', { plex_auth_token: 'dem...ken', applicationUrl: 'maintainerr.lan' });
  t.same([saved.status, saved.body], [200, { status: 'OK', code: 1, message: 'Success' }]);
  t.equal((await call(first.url, 'GET', '/api/settings/test/setup')).text, 'true', 'the real token is kept');
  t.equal(((await call(first.url, 'GET', '/api/settings')).body as Record<string, unknown>).applicationUrl, 'maintainerr.lan');
});

t.test('refusals', async (t) => {
  const cron = await call(first.url, 'PATCH', '/api/settings', { rules_handler_job_cron: 'not a cron' });
  t.same([cron.status, cron.body], [200, { status: 'NOK', code: 0, message: 'Update failed, invalid CRON value was found' }]);
  const type = await call(first.url, 'PATCH', '/api/settings', { plex_port: '32400' });
  t.equal(type.status, 400, 'a wrong type');
  t.same((type.body as { errors: unknown[] }).errors, [{ expected: 'number', code: 'invalid_type', path: ['plex_port'], message: 'Invalid input: expected number, received string' }]);
  await call(first.url, 'DELETE', '/api/settings/plex/auth');
  const plex = await call(first.url, 'PATCH', '/api/settings', { plex_hostname: 'plex.lan', plex_port: 32400 });
  t.same(plex.body, { status: 'NOK', code: 0, message: 'Authenticate with Plex before saving Plex server settings.' });
  t.equal((await call(first.url, 'GET', '/api/media-server/libraries')).status, 403, 'no token: the media server is forbidden');
  await call(first.url, 'POST', '/api/settings/plex/token', { plex_auth_token: 'demo-plex-token' });
  t.equal((await call(first.url, 'GET', '/api/media-server/libraries')).status, 200, 'the token back: allowed again');
});

t.test('Seerr is Overseerr by another name; v3-only fields persist; v2.21 reads the same file', async (t) => {
  t.equal((await call(first.url, 'POST', '/api/settings/seerr', { url: 'http://seerr.demo:5055', api_key: 'k' })).status, 201);
  t.same((await call(first.url, 'GET', '/api/settings/overseerr')).body, { api_key: 'k', url: 'http://seerr.demo:5055' }, 'the alias answers the same');
  t.same((await call(first.url, 'POST', '/api/settings/test/seerr', { url: 'http://seerr.demo:5055', api_key: 'k' })).body, { status: 'OK', code: 1, message: '2.7.3' }, 'the demo host answers');
  await call(first.url, 'PATCH', '/api/settings', { radarr_exclusion_tag: 'keep', tmdb_api_key: 'tmdb-key' });
  await first.close();

  const again = await startTestSandbox({ apiVersion: '3.24', dataDir });
  const settings = (await call(again.url, 'GET', '/api/settings')).body as Record<string, unknown>;
  t.same([settings.radarr_exclusion_tag, settings.tmdb_api_key, settings.seerr_url, settings.applicationUrl], ['keep', 'tmdb-key', 'http://seerr.demo:5055', 'maintainerr.lan']);
  await again.close();

  const v2 = await startTestSandbox({ dataDir });
  t.teardown(() => v2.close());
  const main = (await call(v2.url, 'GET', '/api/settings')).body as Record<string, unknown>;
  t.same([main.overseerr_url, main.applicationUrl, 'seerr_url' in main], ['http://seerr.demo:5055', 'maintainerr.lan', false], 'v2.21 shows its own fields');
  t.same(v2.warnings, [], 'and no warning about the file');
});
