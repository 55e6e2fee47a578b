// /healthz answers whenever the process serves, without touching the upstream; /readyz answers 200
// only when the service answers /api/app/timezone with a time zone within 2 s, else 503 with a
// reason. Both are the gateway's own (never proxied), at the root and under BASE_PATH.
import t from 'tap';
import { startGateway } from '../helpers/gateway.ts';
import { defaultHandler, startUpstream, writeEndlessly } from '../helpers/upstream.ts';

const upstream = await startUpstream();
const gateway = await startGateway({ MAINTAINERR_URL: upstream.url, BASE_PATH: '/maintainerr' });
t.teardown(async () => {
  await gateway.close();
  await upstream.close();
});

t.test('healthz is 200 and never asks the upstream, even when it is down', async (t) => {
  await upstream.stop();
  const before = upstream.requests.length;
  for (const url of [`${gateway.origin}/healthz`, `${gateway.url}/healthz`]) {
    const response = await fetch(url);
    t.equal(response.status, 200, url);
    t.same(await response.json(), { status: 'ok' });
  }
  t.equal(upstream.requests.length, before);
  await upstream.restart();
});

t.test('readyz follows the upstream', async (t) => {
  const ready = await fetch(`${gateway.origin}/readyz`);
  t.equal(ready.status, 200);
  t.same(await ready.json(), { status: 'ready', upstream: upstream.url });
  t.equal(upstream.requests.at(-1)!.url, '/api/app/timezone', 'it asked /api/app/timezone');

  const underBase = await fetch(`${gateway.url}/readyz`);
  t.equal(underBase.status, 200, 'also under BASE_PATH');
  await underBase.text();

  await upstream.stop();
  const down = await fetch(`${gateway.origin}/readyz`);
  t.equal(down.status, 503);
  const body = await down.json();
  t.match(body, { statusCode: 503, error: 'Service Unavailable', code: 'GW_ERR_NOT_READY', upstream: upstream.url });
  t.match(body.message, upstream.url, 'the reason names the service');
  t.match(body.message, /unreachable/);
  await upstream.restart();

  upstream.handle((request, response) => {
    response.writeHead(500, { 'content-type': 'text/plain' });
    response.end(request.url);
  });
  const failing = await fetch(`${gateway.origin}/readyz`);
  t.equal(failing.status, 503);
  t.match((await failing.json()).message, /answered 500/);

  // Another service on that address (a web UI's port, say) answering 200 is not the service.
  const others = [
    ['text/html', '<html><body>Maintainerr</body></html>'],
    ['application/json', '{"status":"ok"}'],
    ['text/plain', 'ok'],
  ];
  for (const [type, text] of others) {
    upstream.handle((_request, response) => {
      response.writeHead(200, { 'content-type': type });
      response.end(text);
    });
    const other = await fetch(`${gateway.origin}/readyz`);
    t.equal(other.status, 503, `a 200 with ${text} is not ready`);
    t.match((await other.json()).message, /not with Maintainerr's answer \(a time zone name\)/);
  }
  // Any zone the service may be set to, as text or as a JSON string.
  for (const zone of ['Europe/Amsterdam', 'America/Argentina/Buenos_Aires', 'Etc/GMT+1', '"UTC"', 'Pacific/Somewhere_New']) {
    upstream.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(zone);
    });
    const ready = await fetch(`${gateway.origin}/readyz`);
    t.equal(ready.status, 200, `${zone} is the service's answer`);
    await ready.text();
  }
  upstream.handle(defaultHandler);
});

t.test('readyz does not wait on /api/app/status, which a service without internet answers after ~38 s', async (t) => {
  // As the real service does offline: the status waits on GitHub, the time zone answers at once.
  const slowStatusAnswers: (() => void)[] = [];
  upstream.handle((request, response, body) => {
    if (request.url === '/api/app/status') slowStatusAnswers.push(() => defaultHandler(request, response, body));
    else defaultHandler(request, response, body);
  });
  const ready = await fetch(`${gateway.origin}/readyz`);
  t.equal(ready.status, 200);
  t.same(await ready.json(), { status: 'ready', upstream: upstream.url });
  t.equal(slowStatusAnswers.length, 0, 'the status was not asked');
  for (const answer of slowStatusAnswers) answer();
  upstream.handle(defaultHandler);
});

t.test('readyz gives up after 2 s on a silent upstream', async (t) => {
  upstream.handle(() => {});
  const silent = await fetch(`${gateway.origin}/readyz`);
  t.equal(silent.status, 503);
  t.match((await silent.json()).message, /did not answer within 2000 ms/);
  upstream.handle(defaultHandler);
});

t.test('readyz waits no longer than UPSTREAM_TIMEOUT_MS when that is shorter, and says so', async (t) => {
  const impatient = await startGateway({ MAINTAINERR_URL: upstream.url, UPSTREAM_TIMEOUT_MS: '500' });
  t.teardown(() => impatient.close());
  upstream.handle(() => {});
  const silent = await fetch(`${impatient.origin}/readyz`);
  t.equal(silent.status, 503);
  t.match((await silent.json()).message, /did not answer within 500 ms/, 'a timeout, not "unreachable"');
  upstream.handle(defaultHandler);
});

t.test('readyz stops reading an answer far bigger than a status', async (t) => {
  let written = () => 0;
  upstream.handle((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    // An answer that never ends: only the size bound can end the check before its 2 s.
    written = writeEndlessly(response, Buffer.alloc(16 * 1024, 32));
  });
  const endless = await fetch(`${gateway.origin}/readyz`);
  t.equal(endless.status, 503);
  t.match((await endless.json()).message, /answered more than 65536 bytes/, 'refused on its size, not at the 2 s limit');
  t.ok(written() < 64 * 1024 * 1024, `the service was cut off after ${written()} bytes`);
  upstream.handle(defaultHandler);
});

t.test('health paths are not proxied and not the app', async (t) => {
  const before = upstream.requests.length;
  const response = await fetch(`${gateway.url}/healthz`, { headers: { accept: 'text/html' } });
  t.match(response.headers.get('content-type'), /application\/json/);
  await response.text();
  t.equal(upstream.requests.length, before);
});

t.test('the built-in sandbox is named when there is no MAINTAINERR_URL', async (t) => {
  const demo = await startGateway({});
  t.teardown(() => demo.close());
  const response = await fetch(`${demo.origin}/readyz`);
  const body = await response.json();
  t.equal(body.upstream, 'the built-in sandbox');
});

t.test('another method on a health path is refused in words that fit it', async (t) => {
  for (const [method, path] of [['PUT', '/healthz'], ['POST', '/readyz']] as const) {
    // A body that is not JSON is not read: the method is the answer.
    const response = await fetch(`${gateway.origin}${path}`, { method, headers: { 'content-type': 'application/json' }, body: '{bad' });
    t.equal(response.status, 405, `${method} ${path}`);
    t.equal(response.headers.get('allow'), 'GET, HEAD');
    t.match(await response.json(), { code: 'GW_ERR_METHOD_NOT_ALLOWED', message: `${method} is not allowed here; use GET or HEAD` });
  }
});
