// Headers that belong to one connection are handled as RFC 9110 §7.6.1 says, never turned into a
// false 502 (undici refuses to send them and throws before connecting): Expect: 100-continue is answered by the gateway itself; Keep-Alive, Upgrade,
// TE, Proxy-Connection, Proxy-Authorization/-Authenticate and every header the Connection header
// names are not passed on, either way;
// and a client's Connection: close is honoured on /api answers. A 502 stays for a service that is down.
import t from 'tap';
import { startGateway } from '../helpers/gateway.ts';
import { lastResponseHead, openRaw } from '../helpers/raw-http.ts';
import { startUpstream } from '../helpers/upstream.ts';

const upstream = await startUpstream((_request, response, body) => {
  response.writeHead(200, {
    'content-type': 'application/json',
    // The service's own connection-level headers, which belong to the gateway's connection to it.
    connection: 'keep-alive, x-upstream-hop',
    'keep-alive': 'timeout=5, max=1000',
    'x-upstream-hop': 'for the gateway only',
    'proxy-authenticate': 'Basic realm="upstream proxy"',
    'x-end-to-end': 'kept',
  });
  response.end(JSON.stringify({ bytes: body.length }));
});
const gateway = await startGateway({ MAINTAINERR_URL: upstream.url });
t.teardown(async () => {
  await gateway.close();
  await upstream.close();
});

/** A whole JSON answer after a response head, sent with a length or as one chunk. */
const ANSWER = /HTTP\/1\.1 (?!100)\d{3}[\s\S]*?\r\n\r\n(?:[0-9a-f]+\r\n)?\{[^}]*\}/;

const CONNECTION_HEADERS = ['expect', 'keep-alive', 'upgrade', 'te', 'proxy-connection', 'proxy-authorization', 'x-client-hop'];

t.test('Expect: 100-continue is answered by the gateway, then the body is passed on', async (t) => {
  const before = upstream.requests.length;
  const body = Buffer.alloc(1_500_000, 'a');
  const raw = await openRaw(gateway.url);
  t.teardown(() => raw.socket.destroy());
  raw.socket.write(
    'POST /api/settings/upload HTTP/1.1\r\nHost: gateway\r\nContent-Type: application/octet-stream\r\n' +
      `Content-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
  );
  // As curl does: the body follows the interim answer.
  await raw.waitFor(/^HTTP\/1\.1 100 Continue\r\n\r\n/);
  raw.socket.write(body);
  const text = await raw.waitFor(ANSWER);
  t.equal(lastResponseHead(text).status, 200);
  t.equal(upstream.requests.length - before, 1, 'the service was asked once');
  t.equal(upstream.requests.at(-1)!.body.length, body.length, 'with the whole body');
  t.notOk('expect' in upstream.requests.at(-1)!.headers, 'and without the Expect header');
});

t.test('connection-level request headers are dropped, not refused', async (t) => {
  const cases: [string, Record<string, string>][] = [
    ['Keep-Alive', { 'keep-alive': 'timeout=5' }],
    ['Upgrade without Connection: upgrade', { upgrade: 'h2c' }],
    ['TE', { te: 'trailers' }],
    ['Proxy-Connection', { 'proxy-connection': 'keep-alive' }],
    ['Proxy-Authorization (the credentials of a proxy in front)', { 'proxy-authorization': 'Basic cHJveHk6c2VjcmV0' }],
    ['a header named by Connection', { connection: 'keep-alive, X-Client-Hop', 'x-client-hop': 'for the gateway only' }],
    ['all at once', { connection: 'x-client-hop', 'x-client-hop': '1', 'keep-alive': 'timeout=5', upgrade: 'websocket', te: 'trailers' }],
  ];
  for (const [label, headers] of cases) {
    const before = upstream.requests.length;
    const raw = await openRaw(gateway.url);
    const lines = Object.entries({ ...headers, 'x-end-to-end': 'kept' }).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    raw.socket.write(`GET /api/rules?x=1 HTTP/1.1\r\nHost: gateway\r\n${lines}\r\n`);
    const text = await raw.waitFor(ANSWER);
    raw.socket.destroy();
    t.equal(lastResponseHead(text).status, 200, `${label}: the service's answer, not a 502`);
    t.equal(upstream.requests.length - before, 1, `${label}: the service was asked`);
    const arrived = upstream.requests.at(-1)!.headers;
    for (const name of CONNECTION_HEADERS) t.notOk(name in arrived, `${label}: ${name} not passed on`);
    t.equal(arrived['x-end-to-end'], 'kept', `${label}: other headers pass`);
  }
});

t.test("the service's connection-level headers do not reach the client", async (t) => {
  const response = await fetch(`${gateway.url}/api/rules`);
  await response.text();
  t.equal(response.status, 200);
  t.equal(response.headers.get('x-upstream-hop'), null, 'a header its Connection names is dropped');
  t.equal(response.headers.get('proxy-authenticate'), null, "a proxy's challenge is not the client's");
  t.notMatch(response.headers.get('keep-alive') ?? '', /max=1000/, "its Keep-Alive parameters are not the client's");
  t.equal(response.headers.get('x-end-to-end'), 'kept');
});

t.test("a client's Connection: close is honoured", async (t) => {
  const raw = await openRaw(gateway.url);
  t.teardown(() => raw.socket.destroy());
  raw.socket.write('GET /api/rules HTTP/1.1\r\nHost: gateway\r\nConnection: close\r\n\r\n');
  const text = await raw.waitFor(ANSWER);
  const head = lastResponseHead(text);
  t.equal(head.status, 200);
  t.equal(head.headers.connection, 'close', 'the answer says the connection closes');
  t.notOk(head.headers['keep-alive'], 'and offers no keep-alive');
  t.ok(await raw.closedByServer(), 'and the gateway closes it');
});

t.test('a 502 is still sent when the service is down', async (t) => {
  await upstream.stop();
  t.teardown(() => upstream.restart());
  const response = await fetch(`${gateway.url}/api/rules`, { headers: { 'x-end-to-end': 'kept' } });
  t.equal(response.status, 502);
  t.match(await response.json(), { code: 'GW_ERR_UPSTREAM_UNREACHABLE' });
});
