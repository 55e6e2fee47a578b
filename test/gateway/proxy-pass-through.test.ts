// /api and /api/… reach the service untouched: every method, the raw path and query, the body;
// and its answer comes back untouched: status, headers, body (raw text/html scalars, empty 201s),
// streamed as it is written rather than buffered.
import t from 'tap';
import { request as httpRequest } from 'node:http';
import { startGateway } from '../helpers/gateway.ts';
import { startUpstream } from '../helpers/upstream.ts';

const upstream = await startUpstream((request, response, body) => {
  const url = request.url!;
  if (url === '/api/app/status') {
    // As recorded: a JSON string sent as text/html (scenarios/GET_app_status.json).
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: 'W/"4d-abc"', 'x-powered-by': 'Express' });
    return response.end('{"status":1,"version":"2.21.0","commitTag":"local","updateAvailable":false}');
  }
  if (url === '/api/rules/count') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end('0');
  }
  if (url === '/api/rules/execute') {
    // As recorded: 201, empty body, no content type (scenarios/POST_rules_execute.json).
    response.writeHead(201, { 'content-length': '0' });
    return response.end();
  }
  if (url === '/api/early-hints') {
    response.writeEarlyHints({ link: '</assets/app.js>; rel=preload; as=script' });
    response.writeHead(200, { 'content-type': 'text/plain' });
    return response.end('after the hints');
  }
  if (url === '/api/does-not-exist') {
    response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
    return response.end('{"message":"Cannot GET /api/does-not-exist","error":"Not Found","statusCode":404}');
  }
  if (url === '/api/slow-body') {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.write('first part;');
    // The rest only once the test has seen the first part through the gateway.
    upstream.handle((_req, later) => {
      later.end('ok');
      response.end('second part');
    });
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'x-echo': 'yes' });
  response.end(JSON.stringify({ method: request.method, url, body: body.toString('utf8') }));
});
const gateway = await startGateway({ MAINTAINERR_URL: upstream.url });
t.teardown(async () => {
  await gateway.close();
  await upstream.close();
});

const lastRequest = () => upstream.requests[upstream.requests.length - 1]!;

t.test('every method reaches the upstream with its body', async (t) => {
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'SEARCH']) {
    const withBody = ['POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND'].includes(method);
    const body = withBody ? JSON.stringify({ method, ünicode: 'ok', list: [1, 2] }) : undefined;
    const response = await fetch(`${gateway.url}/api/settings/overseerr`, {
      method,
      body,
      headers: body ? { 'content-type': 'application/json' } : {},
    });
    t.equal(response.status, 200, method);
    t.equal(lastRequest().method, method);
    t.equal(lastRequest().body.toString('utf8'), body ?? '', `${method} body arrives byte for byte`);
  }
  const text = await fetch(`${gateway.url}/api/logs/settings`, { method: 'POST', body: 'not json at all', headers: { 'content-type': 'text/plain' } });
  t.equal(text.status, 200);
  t.equal(lastRequest().body.toString(), 'not json at all', 'non-JSON bodies pass too');
  t.equal(lastRequest().headers['content-type'], 'text/plain');
});

t.test('paths and query strings arrive byte-identical', async (t) => {
  const paths = [
    '/api/tasks/Rule%20Handler/status',
    '/api/tasks/Collection%20Handler/status',
    '/api/collections/media/count',
    '/api/rules?libraryId=2&typeId=1',
    '/api/search?q=a%2Bb%20c&empty=&flag&dup=1&dup=2',
    '/api/plex/library/1/content/2?amount=50&page=%C3%A9',
    '/api/',
    '/api',
    '/api?x=1',
  ];
  for (const path of paths) {
    await new Promise<void>((resolve, reject) => {
      httpRequest(`${gateway.url}${path}`, (response) => {
        response.resume();
        response.on('end', resolve);
      })
        .on('error', reject)
        .end();
    });
    t.equal(lastRequest().url, path, path);
  }
});

t.test('/apix is not the API', async (t) => {
  const before = upstream.requests.length;
  const response = await fetch(`${gateway.url}/apix`, { headers: { accept: 'text/html' } });
  t.equal(response.status, 200);
  t.match(response.headers.get('content-type'), /text\/html/);
  t.equal(upstream.requests.length, before, 'the upstream never saw it');
});

t.test('the answer comes back as the service sent it', async (t) => {
  const status = await fetch(`${gateway.url}/api/app/status`);
  t.equal(status.status, 200);
  t.equal(status.headers.get('content-type'), 'text/html; charset=utf-8');
  t.equal(status.headers.get('etag'), 'W/"4d-abc"');
  t.equal(await status.text(), '{"status":1,"version":"2.21.0","commitTag":"local","updateAvailable":false}');

  const count = await fetch(`${gateway.url}/api/rules/count`);
  t.equal(await count.text(), '0', 'a scalar stays raw text');

  const execute = await fetch(`${gateway.url}/api/rules/execute`, { method: 'POST' });
  t.equal(execute.status, 201);
  t.equal(execute.headers.get('content-type'), null, 'no content type is invented');
  t.equal(await execute.text(), '');

  const missing = await fetch(`${gateway.url}/api/does-not-exist`);
  t.equal(missing.status, 404);
  t.same(await missing.json(), { message: 'Cannot GET /api/does-not-exist', error: 'Not Found', statusCode: 404 });
});

t.test('an interim 103 answer is not mistaken for the final one', async (t) => {
  const response = await fetch(`${gateway.url}/api/early-hints`);
  t.equal(response.status, 200);
  t.equal(await response.text(), 'after the hints');
});

t.test('the answer is streamed, not buffered', async (t) => {
  const response = await fetch(`${gateway.url}/api/slow-body`);
  const reader = response.body!.getReader();
  const first = await reader.read();
  t.equal(Buffer.from(first.value!).toString(), 'first part;', 'the first part arrives while the upstream is still writing');
  // Releasing the upstream's second part now: any request to the upstream finishes it.
  await fetch(`${gateway.url}/api/release`);
  let rest = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += Buffer.from(chunk.value).toString();
  t.equal(rest, 'second part');
});
