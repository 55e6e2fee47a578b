// Tracearr on the v3.24 sandbox, beyond the recorded read and 502 (contract-recordings-3.24.test.ts
// replays those): bodies checked as the service checks them, the demo host's two servers, a save
// that names one of them, and the removal.
import t from 'tap';
import { call, removeDir, startTestSandbox } from './support.ts';

t.test('checked, listed, saved with a server, removed', async (t) => {
  const sandbox = await startTestSandbox({ apiVersion: '3.24' });
  t.teardown(async () => {
    await sandbox.close();
    await removeDir(sandbox.dataDir);
  });
  const connection = { url: 'http://tracearr.demo:3000', api_key: 'a-key' };
  const bad = await call(sandbox.url, 'POST', '/api/settings/tracearr', { ...connection, server_id: 'cabin' });
  t.equal(bad.status, 400);
  t.match(bad.body, { message: 'Validation failed', errors: [{ path: ['server_id'], message: 'Tracearr server ID must be a UUID' }] });
  const noKey = await call(sandbox.url, 'POST', '/api/settings/tracearr/servers', { url: connection.url, api_key: ' ' });
  t.match(noKey.body, { errors: [{ path: ['api_key'], message: 'API key is required' }] });

  const servers = (await call(sandbox.url, 'POST', '/api/settings/tracearr/servers', connection)).body as { id: string; name: string }[];
  t.equal(servers.length, 2, 'the demo follows two servers');
  const unnamed = await call(sandbox.url, 'POST', '/api/settings/tracearr', connection);
  t.match(unnamed.body, { status: 'NOK', code: 0 }, 'so a save must name one');
  t.same((await call(sandbox.url, 'POST', '/api/settings/tracearr', { ...connection, server_id: servers[1]!.id })).body, { status: 'OK', code: 1, message: 'Success' });
  t.same((await call(sandbox.url, 'GET', '/api/settings/tracearr')).body, { ...connection, server_id: servers[1]!.id });
  t.same((await call(sandbox.url, 'DELETE', '/api/settings/tracearr')).body, { status: 'OK', code: 1, message: 'Success' });
  t.same((await call(sandbox.url, 'GET', '/api/settings/tracearr')).body, { url: null, api_key: null, server_id: null }, 'removed');
});
