// One JSON log line per request, with secrets taken out of the query string; successful health
// checks stay below info; a browser hanging up on a stream or a proxied answer is noted, not logged
// as an error.
import t from 'tap';
import { Writable } from 'node:stream';
import { redactUrl } from '../../gateway/plugins/request-log.ts';
import { createWebRoot, startGateway } from '../helpers/gateway.ts';
import { defaultHandler, startUpstream } from '../helpers/upstream.ts';

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  clientClosed?: boolean;
}

const lines: LogLine[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
/** A request the test upstream holds unanswered: whether its response closed before it finished tells whether the gateway let it go. */
interface HeldRequest {
  closedUnfinished: Promise<boolean>;
}
/** The next held request, resolved when it reaches the upstream. */
let heldArrived: (held: HeldRequest) => void = () => undefined;
const nextHeldRequest = () => new Promise<HeldRequest>((resolve) => (heldArrived = resolve));

const web = await createWebRoot();
const upstream = await startUpstream((request, response, body) => {
  // /api/slow is never answered; /api/slow-body sends its head and a first chunk, then nothing.
  if (request.url === '/api/slow' || request.url === '/api/slow-body') {
    if (request.url === '/api/slow-body') {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      response.write('first chunk');
    }
    heldArrived({ closedUnfinished: new Promise((resolve) => response.once('close', () => resolve(!response.writableFinished))) });
    return;
  }
  // The service breaks off its answer after the head and a first chunk.
  if (request.url === '/api/broken-body') {
    response.writeHead(200, { 'content-type': 'application/octet-stream' });
    response.write('first chunk', () => response.socket?.destroy());
    return;
  }
  if (request.url === '/api/events/stream') {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write('\n');
    return;
  }
  defaultHandler(request, response, body);
});
const gateway = await startGateway(
  { MAINTAINERR_URL: upstream.url, LOG_LEVEL: 'info' },
  { webRoot: web.dir, logger: { level: 'info', stream: sink } },
);
t.teardown(async () => {
  await gateway.close();
  await upstream.close();
  await web.close();
});

/** Waits (bounded) for the log to hold a line matching the predicate. */
async function lineFor(predicate: (line: LogLine) => boolean): Promise<LogLine | undefined> {
  for (let tries = 0; tries < 50; tries += 1) {
    const found = lines.find(predicate);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

t.test('one line per request, with method, path and status', async (t) => {
  for (const [path, status] of [['/overview', 200], [web.scriptPath, 200], ['/api/app/status', 200], ['/assets/nope.js', 404]] as const) {
    const before = lines.length;
    const response = await fetch(`${gateway.url}${path}`, { headers: { accept: 'text/html' } });
    await response.arrayBuffer();
    const line = await lineFor((l) => l.req?.url === path);
    t.match(line, { level: 30, msg: 'request', req: { method: 'GET', url: path }, res: { statusCode: status } }, path);
    t.equal(lines.length - before, 1, `${path}: exactly one line`);
  }
});

t.test('secrets in query strings never reach the log', async (t) => {
  const response = await fetch(`${gateway.url}/api/settings/test/plex?apikey=SECRET1&x=1&token=SECRET2&api_key=SECRET3&X-Plex-Token=SECRET4`);
  await response.arrayBuffer();
  const line = await lineFor((l) => l.req?.url.startsWith('/api/settings/test/plex') ?? false);
  t.equal(line?.req?.url, '/api/settings/test/plex?apikey=[REDACTED]&x=1&token=[REDACTED]&api_key=[REDACTED]&X-Plex-Token=[REDACTED]');
  t.notMatch(JSON.stringify(lines), /SECRET\d/);
  t.equal(upstream.requests.at(-1)!.url, '/api/settings/test/plex?apikey=SECRET1&x=1&token=SECRET2&api_key=SECRET3&X-Plex-Token=SECRET4', 'the upstream still gets them');
});

t.test('redactUrl keeps everything else as sent', async (t) => {
  t.equal(redactUrl('/a?b=1&c&password=x&Token=y'), '/a?b=1&c&password=[REDACTED]&Token=[REDACTED]');
  t.equal(redactUrl('/plain'), '/plain');
  t.equal(redactUrl('/a?%74oken=z'), '/a?%74oken=[REDACTED]', 'an encoded name is recognised');
});

t.test('successful health checks are not logged at info', async (t) => {
  const before = lines.length;
  for (const path of ['/healthz', '/readyz']) {
    const response = await fetch(`${gateway.origin}${path}`);
    t.equal(response.status, 200);
    await response.text();
  }
  await fetch(`${gateway.url}/overview`, { headers: { accept: 'text/html' } }).then((r) => r.text());
  await lineFor((l) => l.req?.url === '/overview' && lines.indexOf(l) >= before);
  t.notOk(lines.slice(before).some((l) => l.req?.url === '/healthz' || l.req?.url === '/readyz'));
  await upstream.stop();
  await fetch(`${gateway.origin}/readyz`).then((r) => r.text());
  t.match(await lineFor((l) => l.req?.url === '/readyz'), { res: { statusCode: 503 } }, 'a failing readiness check is');
  await upstream.restart();
});

t.test('a browser leaving an event stream is not a server error', async (t) => {
  const controller = new AbortController();
  const response = await fetch(`${gateway.url}/api/events/stream`, { signal: controller.signal });
  await response.body!.getReader().read();
  controller.abort();
  const line = await lineFor((l) => l.req?.url === '/api/events/stream');
  t.match(line, { level: 30, clientClosed: true });
  t.notOk(lines.some((l) => l.level >= 50), 'no error lines at all');
});

t.test('a browser leaving a proxied answer gets one line saying so, and the service\'s request is let go', async (t) => {
  for (const [path, leaves] of [['/api/slow', 'before the answer started'], ['/api/slow-body', 'in the middle of the answer']] as const) {
    const arrived = nextHeldRequest();
    const controller = new AbortController();
    const response = fetch(`${gateway.url}${path}`, { signal: controller.signal });
    const held = await arrived;
    if (path === '/api/slow-body') await (await response).body!.getReader().read();
    controller.abort();
    await response.catch(() => undefined);
    t.equal(await held.closedUnfinished, true, `${leaves}: the gateway stopped asking the service`);
    t.match(await lineFor((l) => l.req?.url === path), { level: 30, msg: 'request', req: { method: 'GET' }, clientClosed: true }, `${leaves}: logged`);
  }
  // A later request's line is written after anything the gateway still had to say about these.
  await fetch(`${gateway.url}/api/app/status`).then((r) => r.arrayBuffer());
  await lineFor((l) => l.req?.url === '/api/app/status' && lines.indexOf(l) > lines.findIndex((other) => other.req?.url === '/api/slow-body'));
  for (const path of ['/api/slow', '/api/slow-body']) t.equal(lines.filter((l) => l.req?.url === path).length, 1, `${path}: one line`);
  t.notOk(lines.some((l) => l.level >= 50), 'no error lines at all');
});

t.test('a service that breaks off its answer is logged as its failure, not as the browser leaving', async (t) => {
  const response = await fetch(`${gateway.url}/api/broken-body`);
  await response.arrayBuffer().catch(() => undefined);
  const line = await lineFor((l) => l.req?.url === '/api/broken-body');
  t.match(line, { level: 40, msg: 'response ended early by an upstream error' });
  t.notOk(line?.clientClosed, 'not said to be the browser');
  t.equal(lines.filter((l) => l.req?.url === '/api/broken-body').length, 1, 'one line');
});
