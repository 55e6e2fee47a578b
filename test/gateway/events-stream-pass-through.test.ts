// The event streams reach the browser frame by frame, uncompressed and uncached; a browser that
// leaves closes its upstream connection at once; upstream failures end or refuse the stream cleanly;
// and open streams never starve the API of upstream connections
// (a pooled proxy would hold one pool connection per open stream, and the pool has a limit).
import t from 'tap';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startGateway } from '../helpers/gateway.ts';
import { defaultHandler, startUpstream } from '../helpers/upstream.ts';

/** Open upstream streams by path, so a test can write frames and watch them close. */
const streams: { request: IncomingMessage; response: ServerResponse; closed: Promise<void> }[] = [];
let streamOpened: () => void = () => {};

const upstream = await startUpstream((request, response, body) => {
  if (request.url!.startsWith('/api/events/stream') || request.url!.startsWith('/api/logs/stream')) {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-cache, no-store, must-revalidate, max-age=0, no-transform',
      connection: 'keep-alive',
    });
    if (request.url!.endsWith('?headers-only')) response.flushHeaders();
    else response.write('\n');
    const closed = new Promise<void>((resolve) => response.once('close', () => resolve()));
    streams.push({ request, response, closed });
    streamOpened();
    return;
  }
  defaultHandler(request, response, body);
});
const gateway = await startGateway({ MAINTAINERR_URL: upstream.url });
// Only the 504 case waits for the timeout; the 150 streams opened at once go through a gateway whose
// timeout a slow machine's stall cannot reach.
const impatient = await startGateway({ MAINTAINERR_URL: upstream.url, UPSTREAM_TIMEOUT_MS: '1000' });
t.teardown(async () => {
  await gateway.close();
  await impatient.close();
  await upstream.close();
});

const frame = (type: string, n: number) => `event: ${type}\ndata: {"type":"${type}","n":${n}}\n\n`;

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: string): Promise<string> {
  let seen = '';
  while (!seen.includes(text)) {
    const chunk = await reader.read();
    if (chunk.done) throw new Error(`stream ended before ${JSON.stringify(text)}; saw ${JSON.stringify(seen)}`);
    seen += Buffer.from(chunk.value).toString();
  }
  return seen;
}

function waitForStreams(count: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (streams.length >= count) resolve();
    };
    streamOpened = check;
    check();
  });
}

t.test('each frame reaches the browser before the upstream writes the next', async (t) => {
  const controller = new AbortController();
  const response = await fetch(`${gateway.url}/api/events/stream?x=1`, {
    headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br' },
    signal: controller.signal,
  });
  t.equal(response.status, 200);
  t.equal(response.headers.get('content-type'), 'text/event-stream; charset=utf-8');
  t.equal(response.headers.get('cache-control'), 'no-cache');
  t.equal(response.headers.get('x-accel-buffering'), 'no');
  t.equal(response.headers.get('content-encoding'), null, 'never compressed');
  const upstreamSide = streams.at(-1)!;
  t.equal(upstreamSide.request.url, '/api/events/stream?x=1', 'the query passes');
  t.equal(upstreamSide.request.headers['accept-encoding'], 'identity');
  const reader = response.body!.getReader();
  for (let n = 1; n <= 3; n += 1) {
    upstreamSide.response.write(frame('rule_handler.progressed', n));
    const seen = await readUntil(reader, `"n":${n}}`);
    t.match(seen, `event: rule_handler.progressed\ndata: {"type":"rule_handler.progressed","n":${n}}\n\n`);
  }
  controller.abort();
  await upstreamSide.closed;
  t.pass('leaving the page closed the upstream stream');
});

t.test('headers reach the browser even before the first byte of the stream', async (t) => {
  const controller = new AbortController();
  const count = streams.length;
  const response = await fetch(`${gateway.url}/api/events/stream?headers-only`, { signal: controller.signal });
  t.equal(response.status, 200, 'the EventSource can open');
  t.match(response.headers.get('content-security-policy'), /default-src 'self'/, 'with the security headers');
  await waitForStreams(count + 1);
  controller.abort();
  await streams.at(-1)!.closed;
});

t.test('the log stream passes the same way', async (t) => {
  const controller = new AbortController();
  const count = streams.length;
  const response = await fetch(`${gateway.url}/api/logs/stream`, { signal: controller.signal });
  await waitForStreams(count + 1);
  const upstreamSide = streams.at(-1)!;
  t.equal(upstreamSide.request.url, '/api/logs/stream');
  const reader = response.body!.getReader();
  upstreamSide.response.write('event: log\ndata: {"date":null,"level":"INFO","message":"hello"}\n\n');
  t.match(await readUntil(reader, 'hello'), /event: log/);
  controller.abort();
  await upstreamSide.closed;
  t.pass('closed upstream too');
});

t.test('a reopened stream names its last event id in the query; the service gets it as Last-Event-ID', async (t) => {
  const opened = async (path: string, headers: Record<string, string> = {}) => {
    const controller = new AbortController();
    const count = streams.length;
    await fetch(`${gateway.url}${path}`, { headers, signal: controller.signal });
    await waitForStreams(count + 1);
    const upstreamSide = streams.at(-1)!;
    controller.abort();
    await upstreamSide.closed;
    return upstreamSide.request;
  };
  const resumed = await opened('/api/events/stream?lastEventId=41');
  t.equal(resumed.headers['last-event-id'], '41', 'the header a v3.x service resumes from');
  t.equal(resumed.url, '/api/events/stream?lastEventId=41', 'the query reaches the service as it was');
  t.equal((await opened('/api/events/stream')).headers['last-event-id'], undefined, 'no id, no header');
  t.equal((await opened('/api/events/stream?lastEventId=41', { 'last-event-id': '7' })).headers['last-event-id'], '7', "the browser's own header wins");
  t.equal((await opened('/api/events/stream?lastEventId=%0d%0aX-Evil:%201')).headers['last-event-id'], undefined, 'a value with control characters is not sent');
});

t.test('an upstream that ends the stream ends the browser response', async (t) => {
  const count = streams.length;
  const response = await fetch(`${gateway.url}/api/events/stream`);
  await waitForStreams(count + 1);
  const reader = response.body!.getReader();
  streams.at(-1)!.response.write(frame('collection_handler.started', 1));
  await readUntil(reader, 'collection_handler.started');
  streams.at(-1)!.request.socket.destroy();
  let done = false;
  while (!done) done = (await reader.read().catch(() => ({ done: true }))).done;
  t.ok(done, 'the browser sees the end and will reconnect');
});

t.test('more open streams than the proxy pool holds share one upstream stream, and the API still answers', async (t) => {
  const total = 150;
  const controller = new AbortController();
  const count = streams.length;
  const readers = await Promise.all(
    Array.from({ length: total }, async () => {
      const response = await fetch(`${gateway.url}/api/events/stream`, { signal: controller.signal });
      return response.body!.getReader();
    }),
  );
  await waitForStreams(count + 1);
  const api = await fetch(`${gateway.url}/api/app/status`);
  t.equal(api.status, 200, 'an API call is not queued behind the streams');
  await api.text();
  t.equal(streams.length - count, 1, 'one upstream stream serves them all');
  streams.at(-1)!.response.write(frame('rule_handler.finished', 99));
  const received = await Promise.all(readers.map((reader) => readUntil(reader, '"n":99').then(() => true)));
  t.equal(received.filter(Boolean).length, total, 'every stream got the event');
  controller.abort();
  await streams.at(-1)!.closed;
});

t.test('an upstream that is down before the headers gives 502 JSON', async (t) => {
  await upstream.stop();
  const response = await fetch(`${gateway.url}/api/events/stream`);
  t.equal(response.status, 502);
  t.same(await response.json(), {
    statusCode: 502,
    error: 'Bad Gateway',
    message: `The Maintainerr service at ${upstream.url} is unreachable`,
    code: 'GW_ERR_UPSTREAM_UNREACHABLE',
  });
  await upstream.restart();
  const count = streams.length;
  const again = await fetch(`${gateway.url}/api/events/stream`);
  t.equal(again.status, 200, 'and the stream works again once it is back');
  await waitForStreams(count + 1);
  await again.body!.cancel();
  // Closed upstream too, so that the next request opens a stream of its own rather than joining this one.
  await streams.at(-1)!.closed;
});

t.test('an upstream that never sends headers gives 504', async (t) => {
  upstream.handle(() => {});
  const response = await fetch(`${impatient.url}/api/events/stream`);
  t.equal(response.status, 504);
  t.match(await response.json(), { code: 'GW_ERR_UPSTREAM_TIMEOUT' });
});
