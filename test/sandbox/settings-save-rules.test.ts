// Saving settings follows the real service's rules: hostnames and URLs
// rewritten on save, plex_ssl derived, both schedules required, and connection tests that answer
// like the real ones without leaving the machine.
import t from 'tap';
import { call, removeDir, startTestSandbox } from './support.ts';

const sandbox = await startTestSandbox();
t.teardown(async () => {
  await sandbox.close();
  await removeDir(sandbox.dataDir);
});
const settings = async () => (await call(sandbox.url, 'GET', '/api/settings')).body as Record<string, unknown>;

t.test('main settings: lower-cased hosts, plex_ssl from https:// or port 443, scheme stripped', async (t) => {
  const current = await settings();
  const saved = await call(sandbox.url, 'POST', '/api/settings', {
    ...current,
    plex_hostname: 'HTTPS://Plex.Example.com',
    overseerr_url: 'http://Overseerr.Local',
    jellyseerr_url: 'http://Jelly.Local',
  });
  t.same([saved.status, saved.body], [201, { status: 'OK', code: 1, message: 'Success' }]);
  t.match(await settings(), { plex_hostname: 'plex.example.com', plex_ssl: 1, overseerr_url: 'http://overseerr.local', jellyseerr_url: 'http://Jelly.Local' });

  await call(sandbox.url, 'POST', '/api/settings', { ...(await settings()), plex_hostname: 'plex.example.com', plex_port: 443 });
  t.match(await settings(), { plex_ssl: 1 }, 'port 443 means SSL');
  await call(sandbox.url, 'POST', '/api/settings', { ...(await settings()), plex_port: 32400 });
  t.match(await settings(), { plex_ssl: 0 }, 'neither: no SSL');
});

t.test('main settings: a URL the body does not carry keeps its case', async (t) => {
  await call(sandbox.url, 'POST', '/api/settings/overseerr', { url: 'http://Overseerr.Local/Base', api_key: 'k' });
  await call(sandbox.url, 'POST', '/api/settings/tautulli', { url: 'http://Tautulli.Local', api_key: 'k' });
  const { overseerr_url, tautulli_url, overseerr_api_key, tautulli_api_key, ...withoutServices } = await settings();
  const saved = await call(sandbox.url, 'POST', '/api/settings', { ...withoutServices, applicationTitle: 'Renamed' });
  t.same([saved.status, saved.body], [201, { status: 'OK', code: 1, message: 'Success' }]);
  t.match(await settings(), { applicationTitle: 'Renamed', overseerr_url: 'http://Overseerr.Local/Base', tautulli_url: 'http://Tautulli.Local' });
  t.ok(overseerr_url !== undefined && tautulli_url !== undefined && overseerr_api_key && tautulli_api_key, 'the loaded object had them');
});

t.test('the cron check endpoint uses the same five-field rule', async (t) => {
  for (const [schedule, ok] of [['0 0-23/8 * * *', true], ['*/15 * * * 1-5', true], ['0 0 * *', false], ['61 * * * *', false], ['0 0 * * MON', false]] as const) {
    const answer = await call(sandbox.url, 'POST', '/api/settings/cron/validate', { schedule });
    t.same(answer.body, ok ? { status: 'OK', code: 1, message: 'Success' } : { status: 'NOK', code: 0, message: 'Failure' }, schedule);
  }
});

t.test('service settings: saved trimmed as given, removed with DELETE', async (t) => {
  const saved = await call(sandbox.url, 'POST', '/api/settings/overseerr', { url: ' http://Overseerr.demo:5055 ', api_key: ' k ' });
  t.equal(saved.status, 201);
  t.same((await call(sandbox.url, 'GET', '/api/settings/overseerr')).body, { api_key: 'k', url: 'http://Overseerr.demo:5055' }, 'trimmed, case kept');
  const removed = await call(sandbox.url, 'DELETE', '/api/settings/overseerr');
  t.same([removed.status, removed.body], [200, { status: 'OK', code: 1, message: 'Success' }]);
  t.same((await call(sandbox.url, 'GET', '/api/settings/overseerr')).body, { api_key: null, url: null });
});

t.test('connection tests: the demo hosts answer with a version, others fail like unreachable servers', async (t) => {
  const cases = [
    ['overseerr', { url: 'http://overseerr.demo:5055', api_key: 'k' }, { status: 'OK', code: 1, message: String }],
    ['jellyseerr', { url: 'https://jellyseerr.demo', api_key: 'k' }, { status: 'OK', code: 1 }],
    ['tautulli', { url: 'http://tautulli.demo:8181', api_key: 'k' }, { status: 'OK', code: 1 }],
    ['overseerr', { url: 'http://overseerr.demo:5055', api_key: '' }, { status: 'NOK', code: 0, message: 'Invalid API key' }],
    ['overseerr', { url: 'http://127.0.0.1:5055', api_key: 'abc' }, { status: 'NOK', code: 0, message: 'Failure: connect ECONNREFUSED 127.0.0.1:5055' }],
    ['tautulli', { url: 'http://nas.lan:8181', api_key: 'abc' }, { status: 'NOK', code: 0, message: 'Failure: getaddrinfo ENOTFOUND nas.lan' }],
  ] as const;
  for (const [service, body, expected] of cases) {
    const answer = await call(sandbox.url, 'POST', `/api/settings/test/${service}`, body);
    t.equal(answer.status, 201, 'a test always answers 201');
    t.match(answer.body, expected, `${service} ${body.url}`);
  }
  t.same((await call(sandbox.url, 'GET', '/api/settings/overseerr')).body, { api_key: null, url: null }, 'a test saves nothing');
});

t.test('Plex: the connection test reports the server version while a token is set', async (t) => {
  t.match((await call(sandbox.url, 'GET', '/api/settings/test/plex')).body, { status: 'OK', code: 1, message: /^\d+\.\d+/ });
  const servers = (await call(sandbox.url, 'GET', '/api/settings/plex/devices/servers')).body as { owned: boolean; connection: unknown[] }[];
  t.ok(servers.length === 1 && servers[0]!.owned && servers[0]!.connection.length > 0, 'one owned demo server');
  await call(sandbox.url, 'DELETE', '/api/settings/plex/auth');
  t.same((await call(sandbox.url, 'GET', '/api/settings/test/plex')).body, { status: 'NOK', code: 0, message: 'Failure' });
  t.same((await call(sandbox.url, 'GET', '/api/settings/plex/devices/servers')).body, []);
});
