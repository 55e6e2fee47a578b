// The download client on the v3.24 sandbox, beyond the recorded read and test
// (contract-recordings-3.24.test.ts replays those): a body is checked as the service checks it,
// a save is stored as sent (empty credentials as none) and kept across a restart, a test reaches
// only the demo host, and a removal resets every field to its default.
import t from 'tap';
import { call, removeDir, startTestSandbox } from './support.ts';

const DEFAULTS = { download_client_url: '', download_client_username: '', download_client_password: '', download_client_delete_data: true, download_client_fallback_ratio: 0.5 };

t.test('checked, stored, kept across a restart, tested, reset', async (t) => {
  const sandbox = await startTestSandbox({ apiVersion: '3.24' });
  let restarted: Awaited<ReturnType<typeof startTestSandbox>> | undefined;
  t.teardown(async () => {
    await restarted?.close();
    await removeDir(sandbox.dataDir);
  });
  t.same((await call(sandbox.url, 'GET', '/api/settings/download-client')).body, DEFAULTS, 'the recorded defaults');
  const bad = await call(sandbox.url, 'POST', '/api/settings/download-client', { download_client_url: 'qbittorrent.lan/', download_client_delete_data: true, download_client_fallback_ratio: 0.2 });
  t.equal(bad.status, 400);
  t.match(bad.body, {
    message: 'Validation failed',
    errors: [
      { path: ['download_client_url'], message: 'Must start with http:// or https://' },
      { path: ['download_client_url'], message: "Must not end with a '/'" },
      { path: ['download_client_fallback_ratio'], message: 'Too small: expected number to be >=0.5' },
    ],
  });
  const withoutCredentials = { download_client_url: 'http://qbittorrent.lan:8080', download_client_delete_data: false, download_client_fallback_ratio: 2 };
  t.same((await call(sandbox.url, 'POST', '/api/settings/download-client', withoutCredentials)).body, { status: 'OK', code: 1, message: 'Success' }, 'credentials are optional');
  await sandbox.close();
  restarted = await startTestSandbox({ apiVersion: '3.24', dataDir: sandbox.dataDir });
  t.same((await call(restarted.url, 'GET', '/api/settings/download-client')).body, { ...DEFAULTS, ...withoutCredentials }, 'kept across a restart');
  t.match((await call(restarted.url, 'GET', '/api/settings')).body, { download_client_url: 'http://qbittorrent.lan:8080', download_client_username: null }, 'empty credentials are stored as none');
  const reached = await call(restarted.url, 'POST', '/api/settings/test/download-client', { ...withoutCredentials, download_client_url: 'http://qbittorrent.demo:8080' });
  t.same([reached.status, reached.body], [201, { status: 'OK', code: 1, message: 'v5.0.4' }], "the demo host answers with its version");
  t.same((await call(restarted.url, 'DELETE', '/api/settings/download-client')).body, { status: 'OK', code: 1, message: 'Success' });
  t.same((await call(restarted.url, 'GET', '/api/settings/download-client')).body, DEFAULTS, 'every field back to its default');
});
