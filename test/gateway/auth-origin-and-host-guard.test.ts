// The origin and Host guard, on in every AUTH mode: a change (POST, PUT, PATCH, DELETE)
// whose Origin, or without one Referer, is another site gets 403 and never reaches the service;
// with ALLOWED_HOSTS set any other Host name gets 421 before anything else (DNS rebinding), while an
// IP address is always answered (a rebinding page can only send its own name; probes call addresses).
import t from 'tap';
import { startGateway } from '../helpers/gateway.ts';
import { startUpstream } from '../helpers/upstream.ts';
import { rawRequest } from '../helpers/auth.ts';

const upstream = await startUpstream((_request, response) => {
  response.writeHead(201);
  response.end();
});
// AUTH=off: the guard does not depend on login (a LAN page must not drive a login-less gateway either).
const gateway = await startGateway({ MAINTAINERR_URL: upstream.url, AUTH: 'off' });
const guarded = await startGateway({ MAINTAINERR_URL: upstream.url, AUTH: 'off', ALLOWED_HOSTS: 'maintainerr.example.com,192.168.1.10,NAS.lan.' });
t.teardown(async () => {
  await gateway.close();
  await guarded.close();
  await upstream.close();
});

t.test('changes from another origin are refused before the service', async (t) => {
  const own = new URL(gateway.url).host;
  const table: [string, Record<string, string>, number][] = [
    ['POST', { origin: 'http://evil.example' }, 403],
    ['PUT', { origin: 'http://evil.example' }, 403],
    ['PATCH', { origin: `https://${own}.evil.example` }, 403],
    ['DELETE', { origin: 'http://127.0.0.1:1' }, 403],
    ['POST', { origin: 'null' }, 403],
    ['POST', { referer: 'http://evil.example/page.html' }, 403],
    ['POST', { referer: 'not a url' }, 403],
    ['POST', { origin: 'http://evil.example', referer: `http://${own}/settings` }, 403],
    ['POST', { origin: `http://${own}` }, 201],
    // The scheme is not compared: behind a TLS proxy the gateway sees http, the page https.
    ['POST', { origin: `https://${own}` }, 201],
    ['DELETE', { referer: `http://${own}/rules` }, 201],
    ['POST', {}, 201],
    ['GET', { origin: 'http://evil.example' }, 201],
  ];
  for (const [method, headers, status] of table) {
    const before = upstream.requests.length;
    const answer = await rawRequest(`${gateway.url}/api/collections/handle`, {
      method,
      headers: { 'content-type': 'text/plain', ...headers },
      body: method === 'GET' ? undefined : 'x',
    });
    t.equal(answer.status, status, `${method} ${JSON.stringify(headers)}: ${status}`);
    if (status === 403) {
      t.match(JSON.parse(answer.body), { code: 'GW_ERR_ORIGIN_REFUSED', message: new RegExp(`Refused a ${method}`) });
      t.equal(upstream.requests.length, before, 'the service saw nothing');
    }
  }
});

t.test('ALLOWED_HOSTS: any other Host gets 421, before anything else', async (t) => {
  const port = new URL(guarded.url).port;
  const table: [string, string, number][] = [
    ['maintainerr.example.com', '/api/status', 201],
    [`MAINTAINERR.example.com:${port}`, '/api/status', 201],
    [`192.168.1.10:${port}`, '/overview', 200],
    [`127.0.0.1:${port}`, '/healthz', 200],
    ['localhost', '/healthz', 200],
    // A Kubernetes probe's pod IP, a LAN monitor's address, IPv6: addresses are never a rebinding.
    [`10.244.1.7:${port}`, '/healthz', 200],
    ['192.168.1.77', '/healthz', 200],
    [`[fd00::5]:${port}`, '/api/status', 201],
    // A name's final dot is the same name.
    ['maintainerr.example.com.', '/api/status', 201],
    // Also in ALLOWED_HOSTS, where a fully qualified name may be written with its dot.
    ['nas.lan', '/api/status', 201],
    [`nas.LAN.:${port}`, '/api/status', 201],
    ['nas.lan.evil.example', '/api/status', 421],
    ['evil.example', '/api/status', 421],
    ['evil.example.', '/api/status', 421],
    ['10.244.1.7.evil.example', '/healthz', 421],
    ['evil.example', '/healthz', 421],
    ['evil.example', '/overview', 421],
    ['maintainerr.example.com.evil.example', '/api/status', 421],
  ];
  for (const [host, path, status] of table) {
    const answer = await rawRequest(`${guarded.url}${path}`, { headers: { host, accept: 'text/html' } });
    t.equal(answer.status, status, `Host ${JSON.stringify(host)} ${path}: ${status}`);
    if (status === 421) t.match(JSON.parse(answer.body), { statusCode: 421, code: 'GW_ERR_HOST_NOT_ALLOWED' });
  }
  const rebinding = await rawRequest(`${guarded.url}/api/collections/handle`, {
    method: 'POST',
    headers: { host: 'evil.example', origin: 'http://evil.example' },
  });
  t.equal(rebinding.status, 421, 'a rebinding page matches its own origin, but not ALLOWED_HOSTS');
});
