// Behind an auth proxy: AUTH=proxy believes AUTH_PROXY_HEADER only from TRUSTED_PROXIES;
// from anywhere else it is ignored. AUTH_BYPASS_NETWORKS skips login for client addresses, judged
// after TRUSTED_PROXIES (X-Forwarded-For counts only when a trusted proxy sent it).
import t from 'tap';
import { startGateway } from '../helpers/gateway.ts';
import { startUpstream } from '../helpers/upstream.ts';

const upstream = await startUpstream((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"ok":true}');
});
t.teardown(() => upstream.close());

const settings = (url: string, headers: Record<string, string> = {}) => fetch(`${url}/api/settings`, { headers });

t.test('proxy mode: the header from a trusted proxy signs the user in', async (t) => {
  // The tests' requests come from 127.0.0.1: here that is the trusted proxy.
  const gateway = await startGateway({ MAINTAINERR_URL: upstream.url, AUTH: 'proxy', TRUSTED_PROXIES: '127.0.0.1', AUTH_PROXY_HEADER: 'X-Authentik-Username' });
  t.teardown(() => gateway.close());
  t.equal((await settings(gateway.url, { 'x-authentik-username': 'alice' })).status, 200, 'the named header is believed');
  t.equal((await settings(gateway.url, { 'remote-user': 'alice' })).status, 401, 'another header is not');
  t.equal((await settings(gateway.url)).status, 401, 'without the header: 401');
  t.equal((await settings(gateway.url, { 'x-authentik-username': '  ' })).status, 401, 'an empty name is no user');
  t.match(await (await fetch(`${gateway.url}/auth/status`, { headers: { 'x-authentik-username': 'alice' } })).json(), {
    mode: 'proxy',
    signedIn: true,
    username: 'alice',
    via: 'proxy',
  });
  const events = await fetch(`${gateway.url}/api/events/stream`, { headers: { 'x-authentik-username': 'alice' } });
  t.not(events.status, 401, 'the event stream too');
  await events.body?.cancel();
  const signIn = await fetch(`${gateway.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":"a","password":"bbbbbbbbbbbb"}' });
  t.equal(signIn.status, 409, 'no local sign-in in proxy mode');
  t.match(await signIn.json(), { code: 'GW_ERR_AUTH_NO_LOGIN', message: 'This gateway has no sign-in of its own: AUTH=proxy, the auth proxy in front of it signs users in' }, 'and a script is told why');
  for (const [type, body] of [['application/json', '{not json'], ['application/x-www-form-urlencoded', 'username=a&password=b']]) {
    const other = await fetch(`${gateway.url}/auth/setup`, { method: 'POST', headers: { 'content-type': type }, body });
    t.equal(other.status, 409, `whatever the body holds (${type})`);
    t.match(await other.json(), { code: 'GW_ERR_AUTH_NO_LOGIN' });
  }
});

t.test('proxy mode: the same header from an untrusted address is ignored (spoofed)', async (t) => {
  const gateway = await startGateway({ MAINTAINERR_URL: upstream.url, AUTH: 'proxy', TRUSTED_PROXIES: '10.0.0.2,fd00::/8' });
  t.teardown(() => gateway.close());
  t.equal((await settings(gateway.url, { 'remote-user': 'admin' })).status, 401);
  t.equal((await settings(gateway.url, { 'remote-user': 'admin', 'x-forwarded-for': '10.0.0.2' })).status, 401, 'claiming to come through the proxy changes nothing');
  t.match(await (await fetch(`${gateway.url}/auth/status`, { headers: { 'remote-user': 'admin' } })).json(), { signedIn: false });
});

t.test('bypass networks skip login for their clients only', async (t) => {
  const inside = await startGateway({ MAINTAINERR_URL: upstream.url, AUTH: 'login', AUTH_BYPASS_NETWORKS: '127.0.0.0/8' });
  t.teardown(() => inside.close());
  t.equal((await settings(inside.url)).status, 200, 'a client in the network needs no session');
  t.match(await (await fetch(`${inside.url}/auth/status`)).json(), { signedIn: true, via: 'bypass' });

  const outside = await startGateway({ MAINTAINERR_URL: upstream.url, AUTH: 'login', AUTH_BYPASS_NETWORKS: '192.168.0.0/16' });
  t.teardown(() => outside.close());
  t.equal((await settings(outside.url)).status, 401, 'a client outside it does');
  t.equal((await settings(outside.url, { 'x-forwarded-for': '192.168.1.20' })).status, 401, 'X-Forwarded-For from an untrusted address is not believed');
});

t.test('bypass is judged on the client behind a trusted proxy', async (t) => {
  const gateway = await startGateway({ MAINTAINERR_URL: upstream.url, AUTH: 'login', TRUSTED_PROXIES: '127.0.0.1', AUTH_BYPASS_NETWORKS: '192.168.0.0/16' });
  t.teardown(() => gateway.close());
  t.equal((await settings(gateway.url, { 'x-forwarded-for': '192.168.1.20' })).status, 200, 'a LAN client through the proxy');
  t.equal((await settings(gateway.url, { 'x-forwarded-for': '203.0.113.9' })).status, 401, 'an outside client through the proxy');
  t.equal((await settings(gateway.url, { 'x-forwarded-for': '192.168.1.20, 203.0.113.9' })).status, 401, 'the address the proxy saw counts, not what the client claimed before it');
  t.equal((await settings(gateway.url)).status, 401, 'the proxy itself is not in the bypass network');
});
