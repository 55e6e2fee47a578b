// The service is asked for the path and query only (origin form), whatever form the request target
// came in: an absolute-form target (GET http://other.example/api/x) names a host of its own, which a
// host-routing proxy in front of the service would obey. Under BASE_PATH the same holds.
// A path with a dot segment is refused, never passed on: a proxy in front of a service under a path
// could resolve /maintainerr/api/../../x to something outside the service's API.
import { once } from 'node:events';
import { connect } from 'node:net';
import t from 'tap';
import { startGateway } from '../helpers/gateway.ts';
import { startUpstream } from '../helpers/upstream.ts';

/** Sends one raw request line and reads the answer's status. */
async function rawRequest(gatewayUrl: string, target: string): Promise<number> {
  return (await rawExchange(gatewayUrl, target)).status;
}

/** Sends one raw request line (as written: nothing resolved or re-encoded) and reads the answer's status and body. */
async function rawExchange(gatewayUrl: string, target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(gatewayUrl);
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (data: Buffer) => (answer += data.toString('latin1')));
  socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
  await once(socket, 'end');
  socket.destroy();
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]), body: answer.slice(answer.indexOf('\r\n\r\n') + 4) };
}

const upstream = await startUpstream();
t.teardown(() => upstream.close());

for (const basePath of ['', '/mt']) t.test(`BASE_PATH=${basePath || '(none)'}`, async (t) => {
  const gateway = await startGateway({ MAINTAINERR_URL: upstream.url, AUTH: 'off', ...(basePath ? { BASE_PATH: basePath } : {}) });
  t.teardown(() => gateway.close());
  const origin = new URL(gateway.url).origin;
  for (const [target, expected] of [
    [`http://other.example${basePath}/api/app/status?x=%2F1`, '/api/app/status?x=%2F1'],
    [`${origin}${basePath}/api/app/status`, '/api/app/status'],
    [`${basePath}/api/app/status?y=2`, '/api/app/status?y=2'],
  ] as const) {
    const before = upstream.requests.length;
    const status = await rawRequest(gateway.url, target);
    t.equal(status, 200, `${target}: answered (${status})`);
    t.equal(upstream.requests[before]?.url, expected, `${target}: the service is asked for ${expected}`);
  }
});

for (const basePath of ['', '/mt']) t.test(`BASE_PATH=${basePath || '(none)'}: dot segments under /api are refused with 400 before the service is asked; look-alikes pass`, async (t) => {
  const gateway = await startGateway({ MAINTAINERR_URL: `${upstream.url}/maintainerr`, AUTH: 'off', ...(basePath ? { BASE_PATH: basePath } : {}) });
  t.teardown(() => gateway.close());
  const climbing = [
    '/api/../../admin', '/api/rules/..', '/api/./rules', '/api/%2e%2e/%2E%2E/admin', '/api/.%2e/admin', '/api/rules/%2e?x=1', '/api/..?x=/',
    // Separators a proxy may decode or resolve before the dots: encoded slashes and backslashes, plain backslashes.
    '/api/..%2fadmin', '/api/%2e%2e%2Fadmin', '/api/..%5cadmin', '/api/..\\..\\admin', '/api/x%2f..%2fy',
  ];
  for (const path of climbing) {
    const target = `${basePath}${path}`;
    const before = upstream.requests.length;
    const { status, body } = await rawExchange(gateway.url, target);
    t.equal(status, 400, `${target}: 400`);
    t.equal((JSON.parse(body) as { code?: string }).code, 'GW_ERR_PATH_REFUSED', `${target}: refused by the gateway, not by Node's parser`);
    t.equal(upstream.requests.length, before, `${target}: the service was not asked`);
  }
  const absolute = await rawExchange(gateway.url, `http://other.example${basePath}/api/../admin`);
  t.equal((JSON.parse(absolute.body) as { code?: string }).code, 'GW_ERR_PATH_REFUSED', 'an absolute-form target is checked the same');
  for (const [target, expected] of [
    ['/api/plex/search/...', '/maintainerr/api/plex/search/...'],
    ['/api/plex/search/a..b', '/maintainerr/api/plex/search/a..b'],
    ['/api/files/.hidden', '/maintainerr/api/files/.hidden'],
    ['/api/plex/search/AC%2FDC', '/maintainerr/api/plex/search/AC%2FDC'],
    ['/api/rules?path=../x', '/maintainerr/api/rules?path=../x'],
  ] as const) {
    const before = upstream.requests.length;
    t.not(await rawRequest(gateway.url, `${basePath}${target}`), 400, `${target}: not refused`);
    t.equal(upstream.requests[before]?.url, expected, `${target}: passed on as sent`);
  }
});
