// Browsers on /api/events/stream share one upstream stream: 50 of them hold one connection to the
// service, and one event reaches each of them byte for byte; the connection closes once the last
// browser has left; a browser resuming with Last-Event-ID gets exactly the events after its id; a
// browser that joins while a frame is half written never gets half of it.
import t from 'tap';
import Fastify from 'fastify';
import { request as httpRequest, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { eventsPlugin } from '../../gateway/plugins/events.ts';
import { startUpstream } from '../helpers/upstream.ts';

/** A service-like stream: each event has an id, and a stream opened with Last-Event-ID gets the ones after it. */
const open: { response: ServerResponse; closed: Promise<void> }[] = [];
const sent: { id: number; frame: string }[] = [];
const upstream = await startUpstream((request, response) => {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  const after = Number(request.headers['last-event-id'] ?? Infinity);
  const replay = sent.filter((event) => event.id > after).map((event) => event.frame);
  if (replay.length > 0) response.write(replay.join(''));
  else response.flushHeaders();
  open.push({ response, closed: new Promise((resolve) => response.once('close', () => resolve())) });
});
const live = () => open.filter((stream) => !stream.response.destroyed);
const eventStreamRequests = () => upstream.requests.filter((request) => request.url.startsWith('/api/events/stream')).length;

let nextId = 1;
/** Sends one event on every open upstream stream, as the service would; returns its frame. */
function broadcast(type: string): string {
  const id = nextId++;
  const frame = `id: ${id}\nevent: ${type}\ndata: {"type":"${type}","id":${id}}\n\n`;
  sent.push({ id, frame });
  for (const stream of live()) stream.response.write(frame);
  return frame;
}

const app = Fastify({ forceCloseConnections: true });
await app.register(eventsPlugin, { upstreamUrl: upstream.url, upstreamLabel: upstream.url, timeoutMs: 2000, heartbeatMs: 0, sharedCloseGraceMs: 50 });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
t.teardown(async () => {
  await app.close();
  await upstream.close();
});

/** A browser's stream over its own socket, collecting the raw bytes of the body. */
interface Browser {
  request: ClientRequest;
  received(): Buffer;
  waitFor(text: string): Promise<void>;
  close(): void;
}

function openBrowser(path: string, headers: Record<string, string> = {}): Promise<Browser> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let waiters: (() => void)[] = [];
    const request = httpRequest(`${origin}${path}`, { agent: false, headers: { accept: 'text/event-stream', ...headers } }, (response: IncomingMessage) => {
      if (response.statusCode !== 200) reject(new Error(`status ${response.statusCode}`));
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        for (const wake of waiters) wake();
        waiters = [];
      });
      const browser: Browser = {
        request,
        received: () => Buffer.concat(chunks),
        async waitFor(text) {
          while (!browser.received().includes(text)) await new Promise<void>((wake) => waiters.push(wake));
        },
        close: () => request.destroy(),
      };
      resolve(browser);
    });
    request.on('error', () => {});
    request.end();
  });
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
};

t.test('50 browsers, one upstream connection, one event reaching all byte for byte', async (t) => {
  const before = eventStreamRequests();
  const browsers = await Promise.all(Array.from({ length: 50 }, () => openBrowser('/api/events/stream')));
  t.teardown(() => browsers.forEach((browser) => browser.close()));
  t.equal(eventStreamRequests() - before, 1, 'exactly one upstream request');
  t.equal(live().length, 1, 'and one open upstream stream');
  const frame = broadcast('rule_handler.started');
  await Promise.all(browsers.map((browser) => browser.waitFor('"type":"rule_handler.started"')));
  const identical = browsers.filter((browser) => browser.received().equals(Buffer.from(frame)));
  t.equal(identical.length, 50, 'each browser got the frame exactly as the service wrote it');
});

t.test('the upstream connection closes when the last browser leaves', async (t) => {
  await until(() => live().length === 0);
  const browsers = await Promise.all(Array.from({ length: 3 }, () => openBrowser('/api/events/stream')));
  const upstreamSide = live()[0]!;
  browsers[0]!.close();
  browsers[1]!.close();
  await new Promise((resolve) => setTimeout(resolve, 200));
  t.notOk(upstreamSide.response.destroyed, 'still open while one browser listens');
  browsers[2]!.close();
  await upstreamSide.closed;
  t.equal(live().length, 0, 'closed once the last one left');
});

t.test('a browser resuming with Last-Event-ID gets only the events after its id', async (t) => {
  await until(() => live().length === 0);
  const first = await openBrowser('/api/events/stream');
  t.teardown(() => first.close());
  const frames = ['rule_handler.started', 'rule_handler.progressed', 'rule_handler.progressed', 'rule_handler.finished'].map(broadcast);
  await first.waitFor(frames.at(-1)!);
  const seenId = /^id: (\d+)/.exec(frames[1]!)![1]!;
  const requests = eventStreamRequests();

  const resumed = await openBrowser('/api/events/stream', { 'last-event-id': seenId });
  t.teardown(() => resumed.close());
  await resumed.waitFor(frames.at(-1)!);
  t.equal(resumed.received().toString(), frames.slice(2).join(''), 'exactly the two events after it, whole and in order');
  const next = broadcast('collection_handler.started');
  await resumed.waitFor(next);
  t.equal(resumed.received().toString(), frames.slice(2).join('') + next, 'then the live stream');
  t.equal(eventStreamRequests(), requests, 'served from the shared stream, no new upstream request');

  const byQuery = await openBrowser(`/api/events/stream?lastEventId=${seenId}`);
  t.teardown(() => byQuery.close());
  await byQuery.waitFor(next);
  t.equal(byQuery.received().toString(), frames.slice(2).join('') + next, 'the same for ?lastEventId');
});

t.test('a browser joining while a frame is half written gets no part of a frame', async (t) => {
  const first = await openBrowser('/api/events/stream?mid');
  t.teardown(() => first.close());
  const upstreamSide = live().at(-1)!;
  const whole = 'event: rule_handler.progressed\ndata: {"n":1}\n\n';
  const next = 'event: rule_handler.progressed\ndata: {"n":2}\n\n';
  upstreamSide.response.write(whole.slice(0, 20));
  await first.waitFor(whole.slice(0, 20));
  const joined = await openBrowser('/api/events/stream?mid');
  t.teardown(() => joined.close());
  upstreamSide.response.write(whole.slice(20));
  upstreamSide.response.write(next);
  await joined.waitFor('"n":2');
  const text = joined.received().toString();
  t.ok(text === whole + next || text === next, `whole frames only: ${JSON.stringify(text)}`);
  t.ok(first.received().toString().endsWith(whole + next), 'the first browser got both frames too');
});
