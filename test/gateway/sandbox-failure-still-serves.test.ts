// With no MAINTAINERR_URL and a sandbox that cannot start (here DATA_DIR is a file, not a folder),
// the gateway still starts and serves the app; it logs why at error level, every /api call and event
// stream answers 503 GW_ERR_UPSTREAM_NOT_CONFIGURED with that reason, and /readyz is 503 with it.
import t from 'tap';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWebRoot, startGateway } from '../helpers/gateway.ts';

const folder = await mkdtemp(join(tmpdir(), 'gateway-no-sandbox-'));
const dataDirThatIsAFile = join(folder, 'data');
await writeFile(dataDirThatIsAFile, 'not a folder');
const web = await createWebRoot();
const logLines: Record<string, unknown>[] = [];
const gateway = await startGateway(
  { DATA_DIR: dataDirThatIsAFile, BASE_PATH: '/maintainerr' },
  { webRoot: web.dir, logger: { level: 'error', stream: { write: (line: string) => logLines.push(JSON.parse(line)) } } },
);
t.teardown(async () => {
  await gateway.close();
  await web.close();
  await rm(folder, { recursive: true, force: true });
});

t.test('the reason is logged at error level', async (t) => {
  const line = logLines.find((entry) => entry.level === 50);
  t.ok(line, 'an error line');
  t.match(line?.msg, /built-in sandbox did not start/);
  t.match(line?.msg, dataDirThatIsAFile, 'naming what failed');
});

t.test('the app is served', async (t) => {
  const page = await fetch(`${gateway.url}/overview`, { headers: { accept: 'text/html' } });
  t.equal(page.status, 200);
  t.match(await page.text(), /<div id="root">/);
  const health = await fetch(`${gateway.origin}/healthz`);
  t.equal(health.status, 200, '/healthz: the process serves');
  await health.text();
});

t.test('/api and the event streams answer 503 with the reason', async (t) => {
  const calls: [method: string, path: string, body?: string][] = [
    ['GET', '/api'],
    ['GET', '/api/app/status'],
    ['POST', '/api/rules', '{"broken json'],
    ['DELETE', '/api/collections/1'],
    ['GET', '/api/events/stream'],
    ['GET', '/api/logs/stream'],
  ];
  for (const [method, path, body] of calls) {
    const response = await fetch(`${gateway.url}${path}`, {
      method,
      body,
      headers: { accept: 'text/event-stream, application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    });
    t.equal(response.status, 503, `${method} ${path}`);
    t.match(response.headers.get('content-type'), /^application\/json/, `${method} ${path} is JSON`);
    const json = await response.json();
    t.match(json, { statusCode: 503, error: 'Service Unavailable', code: 'GW_ERR_UPSTREAM_NOT_CONFIGURED' }, `${method} ${path} body`);
    t.match(json.message, /MAINTAINERR_URL is unset and the built-in sandbox did not start/, `${method} ${path} says why`);
  }
});

t.test('/readyz is 503 with the reason, at the root and under BASE_PATH', async (t) => {
  for (const url of [`${gateway.origin}/readyz`, `${gateway.url}/readyz`]) {
    const response = await fetch(url);
    t.equal(response.status, 503, url);
    const json = await response.json();
    t.match(json, { statusCode: 503, code: 'GW_ERR_NOT_READY', upstream: 'the built-in sandbox' });
    t.match(json.message, /built-in sandbox did not start/);
  }
});
