// Streamystats on the v3.24 sandbox: every path answers the recorded 403 while another server than
// Jellyfin runs (the demo's Plex), and on a service that runs Jellyfin its URL is stored, tested
// (the sandbox reaches no Streamystats: the recorded unreachable answer), and removed.
import t from 'tap';
import { freshInstallDataDir } from '../helpers/fresh-install.ts';
import { call, recorded324, removeDir, startTestSandbox } from './support.ts';

const onPlex = await startTestSandbox({ apiVersion: '3.24' });
const onJellyfin = await startTestSandbox({ apiVersion: '3.24', dataDir: await freshInstallDataDir({ media_server_type: 'jellyfin' }) });
t.teardown(async () => {
  for (const sandbox of [onPlex, onJellyfin]) {
    await sandbox.close();
    await removeDir(sandbox.dataDir);
  }
});
const refusal = recorded324('GET_settings_streamystats.json');
const unreachable = recorded324('POST_settings_test_tautulli_unreachable.json');

t.test('while Plex runs, every Streamystats path answers the recorded 403 (a bad body first gets its 400)', async (t) => {
  const bad = await call(onPlex.url, 'POST', '/api/settings/streamystats', { url: 'x' });
  t.equal(bad.status, 400, 'the body is checked before the server');
  for (const [method, path, body] of [
    ['GET', '/api/settings/streamystats'],
    ['POST', '/api/settings/streamystats', { url: 'http://streamystats.lan:3000' }],
    ['DELETE', '/api/settings/streamystats'],
    ['POST', '/api/settings/test/streamystats', { url: 'http://streamystats.lan:3000' }],
  ] as const) {
    const answer = await call(onPlex.url, method, path, body);
    t.equal(answer.status, 403, `${method} ${path}`);
    t.same(answer.body, refusal.body);
  }
});

t.test('while Jellyfin runs, the URL is checked, stored, tested and removed', async (t) => {
  t.same((await call(onJellyfin.url, 'GET', '/api/settings/streamystats')).body, { url: null });
  const bad = await call(onJellyfin.url, 'POST', '/api/settings/streamystats', { url: 'streamystats.lan/' });
  t.equal(bad.status, 400);
  t.match(bad.body, {
    message: 'Validation failed',
    errors: [
      { path: ['url'], message: 'Must start with http:// or https://' },
      { path: ['url'], message: "Must not end with a '/'" },
    ],
  });
  const saved = await call(onJellyfin.url, 'POST', '/api/settings/streamystats', { url: 'http://streamystats.lan:3000' });
  t.same(saved.body, { status: 'OK', code: 1, message: 'Success' });
  t.same((await call(onJellyfin.url, 'GET', '/api/settings/streamystats')).body, { url: 'http://streamystats.lan:3000' });
  const tested = await call(onJellyfin.url, 'POST', '/api/settings/test/streamystats', { url: 'http://streamystats.lan:3000' });
  t.same(tested.body, unreachable.body, 'as an unreachable service answers');
  t.same((await call(onJellyfin.url, 'DELETE', '/api/settings/streamystats')).body, { status: 'OK', code: 1, message: 'Success' });
  t.same((await call(onJellyfin.url, 'GET', '/api/settings/streamystats')).body, { url: null });
});
