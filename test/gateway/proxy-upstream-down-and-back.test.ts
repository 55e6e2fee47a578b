// When the service is down the API answers 502 JSON naming it; when it is too slow, 504; the gateway
// keeps serving and recovers by itself once the service is back.
import t from 'tap';
import { startGateway } from '../helpers/gateway.ts';
import { defaultHandler, startUpstream } from '../helpers/upstream.ts';

const upstream = await startUpstream();
const gateway = await startGateway({ MAINTAINERR_URL: upstream.url });
// Only the 504 cases wait for the timeout: the requests that must pass go through a gateway whose
// timeout a slow machine's stall cannot reach.
const impatient = await startGateway({ MAINTAINERR_URL: upstream.url, UPSTREAM_TIMEOUT_MS: '1000' });
t.teardown(async () => {
  await gateway.close();
  await impatient.close();
  await upstream.close();
});

t.test('down, then back', async (t) => {
  const before = await fetch(`${gateway.url}/api/app/status`);
  t.equal(before.status, 200, 'up: the answer passes');
  await before.text();

  await upstream.stop();
  for (const [method, path] of [['GET', '/api/app/status'], ['POST', '/api/rules/execute'], ['DELETE', '/api/settings/overseerr']]) {
    const down = await fetch(`${gateway.url}${path}`, { method });
    t.equal(down.status, 502, `${method} ${path}`);
    t.match(down.headers.get('content-type'), /application\/json/);
    t.same(await down.json(), {
      statusCode: 502,
      error: 'Bad Gateway',
      message: `The Maintainerr service at ${upstream.url} is unreachable`,
      code: 'GW_ERR_UPSTREAM_UNREACHABLE',
    });
  }
  const page = await fetch(`${gateway.url}/overview`, { headers: { accept: 'text/html' } });
  t.equal(page.status, 200, 'the app itself is still served');
  await page.text();

  await upstream.restart();
  const after = await fetch(`${gateway.url}/api/app/status`);
  t.equal(after.status, 200, 'back: answers pass again without a restart of the gateway');
  t.match(await after.text(), /"version":"2.21.0"/);
});

t.test('an upstream that does not answer in time gives 504', async (t) => {
  upstream.handle((request, response) => {
    if (request.url === '/api/slow') return; // never answers
    defaultHandler(request, response, Buffer.alloc(0));
  });
  const slow = await fetch(`${impatient.url}/api/slow`);
  t.equal(slow.status, 504);
  t.same(await slow.json(), {
    statusCode: 504,
    error: 'Gateway Timeout',
    message: `The Maintainerr service at ${upstream.url} did not answer in time`,
    code: 'GW_ERR_UPSTREAM_TIMEOUT',
  });
  const next = await fetch(`${impatient.url}/api/app/status`);
  t.equal(next.status, 200, 'the next request is served normally');
  await next.text();
});

t.test('an upstream 503 passes through once, not retried', async (t) => {
  upstream.handle((_request, response) => {
    response.writeHead(503, { 'content-type': 'application/json' });
    response.end('{"statusCode":503,"message":"busy"}');
  });
  const before = upstream.requests.length;
  const response = await fetch(`${gateway.url}/api/busy`);
  t.equal(response.status, 503);
  t.same(await response.json(), { statusCode: 503, message: 'busy' });
  t.equal(upstream.requests.length - before, 1);
});

t.test('a request with a body gets the same 504 and 502 JSON as one without', async (t) => {
  upstream.handle((request, response) => {
    if (request.url === '/api/slow') return; // never answers
    if (request.url === '/api/reset') return void request.socket.destroy();
    defaultHandler(request, response, Buffer.alloc(0));
  });
  for (const size of [7, 2_000_000]) {
    const body = JSON.stringify({ padding: 'x'.repeat(size) });
    const slow = await fetch(`${impatient.url}/api/slow`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    t.equal(slow.status, 504, `${size} bytes, no answer in time: 504`);
    t.match(await slow.json(), { code: 'GW_ERR_UPSTREAM_TIMEOUT' });
    const reset = await fetch(`${gateway.url}/api/reset`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
    t.equal(reset.status, 502, `${size} bytes, connection reset: 502`);
    t.match(await reset.json(), { code: 'GW_ERR_UPSTREAM_UNREACHABLE' });
  }
});

t.test("a service that refuses a large body before reading it: its answer passes, and the upload ends", async (t) => {
  upstream.handle((request, response) => {
    // As a server with a body limit does: answer at once from the headers, then close.
    response.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
    response.end('{"statusCode":413,"message":"request entity too large"}');
    request.socket.end();
  });
  for (const size of [2_000_000, 8_000_000]) {
    const refused = await fetch(`${gateway.url}/api/settings/tautulli`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ padding: 'x'.repeat(size) }) });
    t.equal(refused.status, 413, `${size} bytes: the service's 413`);
    t.same(await refused.json(), { statusCode: 413, message: 'request entity too large' });
  }
});
