// No log line carries a credential, at any level down to trace and wherever a request is logged:
// answered, proxied, streamed, refused for a missing file, failed upstream, and the
// client errors Node refuses before any route (431 oversized headers, 400 malformed request), which
// Fastify would log at trace with the raw request bytes. Query secrets, Authorization, Cookie,
// X-Api-Key and X-Plex-Token are each planted with a marker the log must never contain.
import t from 'tap';
import { Writable } from 'node:stream';
import { createWebRoot, startGateway } from '../helpers/gateway.ts';
import { openRaw } from '../helpers/raw-http.ts';
import { defaultHandler, startUpstream } from '../helpers/upstream.ts';

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

const lines: LogLine[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
const web = await createWebRoot();
const upstream = await startUpstream((request, response, body) => {
  if (request.url!.startsWith('/api/events/stream')) {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write('\n');
    return;
  }
  defaultHandler(request, response, body);
});
const gateway = await startGateway({ MAINTAINERR_URL: upstream.url, LOG_LEVEL: 'trace' }, { webRoot: web.dir, logger: { level: 'trace', stream: sink } });
t.teardown(async () => {
  await gateway.close();
  await upstream.close();
  await web.close();
});

const SECRET = /SECRET-\w+/;
const QUERY = '?apikey=SECRET-Q1&api_key=SECRET-Q2&token=SECRET-Q3&X-Plex-Token=SECRET-Q4&password=SECRET-Q5&page=2';
const CREDENTIAL_HEADERS = {
  authorization: 'Bearer SECRET-H1',
  cookie: 'connect.sid=SECRET-H2',
  'x-api-key': 'SECRET-H3',
  'x-plex-token': 'SECRET-H4',
};

/** Waits (bounded) until the log holds a line matching the predicate. */
async function lineFor(predicate: (line: LogLine) => boolean): Promise<LogLine | undefined> {
  for (let tries = 0; tries < 100; tries += 1) {
    const found = lines.find(predicate);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

const mentions = (line: LogLine, text: string) => JSON.stringify(line).includes(text);

/** A line as text, with any serialized Buffer (pino writes {type:'Buffer', data:[…]}) decoded, so raw bytes are read too. */
const readable = (line: LogLine) =>
  JSON.stringify(line, (_key, value: unknown) =>
    value && typeof value === 'object' && (value as { type?: unknown }).type === 'Buffer' && Array.isArray((value as { data?: unknown }).data)
      ? Buffer.from((value as { data: number[] }).data).toString('latin1')
      : value,
  );

t.test('requests answered in every way', async (t) => {
  for (const path of ['/api/settings/test/plex', '/api/missing', '/overview', '/assets/nope.js']) {
    const response = await fetch(`${gateway.url}${path}${QUERY}`, { headers: { ...CREDENTIAL_HEADERS, accept: 'text/html' } });
    await response.arrayBuffer();
    t.ok(await lineFor((line) => mentions(line, path)), `${path} is logged`);
  }
  const stream = new AbortController();
  const events = await fetch(`${gateway.url}/api/events/stream${QUERY}`, { headers: CREDENTIAL_HEADERS, signal: stream.signal });
  await events.body!.getReader().read();
  stream.abort();
  t.ok(await lineFor((line) => mentions(line, '/api/events/stream')), 'the event stream is logged');

  await upstream.stop();
  t.teardown(() => upstream.restart());
  for (const path of ['/api/settings/test/plex', '/api/events/stream']) {
    const response = await fetch(`${gateway.url}${path}${QUERY}&down=1`, { headers: CREDENTIAL_HEADERS });
    t.equal(response.status, 502, `${path}: the service is down`);
    await response.arrayBuffer();
    t.ok(await lineFor((line) => mentions(line, path) && mentions(line, 'down=1')), `${path}: the failure is logged`);
  }
});

t.test('client errors refused before any route', async (t) => {
  const credentialLines = Object.entries(CREDENTIAL_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  const requests = [
    ['oversized headers', 431, `GET /api/rules${QUERY} HTTP/1.1\r\nHost: gateway\r\n${credentialLines}x-filler: ${'f'.repeat(20_000)}\r\n\r\n`],
    ['a malformed header line', 400, `GET /api/rules${QUERY} HTTP/1.1\r\nHost: gateway\r\n${credentialLines}not a header\r\n\r\n`],
  ] as const;
  for (const [label, status, bytes] of requests) {
    const before = lines.length;
    const raw = await openRaw(gateway.url);
    raw.socket.write(bytes);
    await raw.waitFor(new RegExp(`^HTTP/1\\.1 ${status} `));
    raw.socket.destroy();
    const line = await lineFor((candidate) => lines.indexOf(candidate) >= before && candidate.level <= 20);
    t.ok(line, `${label}: still logged, below info`);
    t.match(line, { res: { statusCode: status }, req: { method: 'GET', url: /^\/api\/rules\?apikey=\[REDACTED\]/ } }, `${label}: with its status and redacted target`);
  }
});

t.test('a cross-origin change refused, its Referer carrying secrets in its query', async (t) => {
  const before = lines.length;
  const response = await fetch(`${gateway.url}/api/rules`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', referer: `http://elsewhere.example/page${QUERY}` },
    body: '{}',
  });
  t.equal(response.status, 403);
  await response.arrayBuffer();
  const line = await lineFor((candidate) => lines.indexOf(candidate) >= before && candidate.msg === 'cross-origin change refused');
  t.equal(line?.referer, 'http://elsewhere.example', 'the warning names where the change came from, and only that');
});

t.test('no line at any level holds a credential', async (t) => {
  t.ok(lines.some((line) => line.level <= 20), 'debug or trace lines were written');
  t.ok(lines.some((line) => line.level === 30), 'info lines were written');
  t.ok(lines.some((line) => line.level >= 40), 'warning or error lines were written');
  const leaking = lines.filter((line) => SECRET.test(readable(line)));
  t.same(leaking, [], "no line holds a planted secret");
  t.ok(lines.some((line) => mentions(line, '[REDACTED]')), 'query secrets are shown as redacted');
});
