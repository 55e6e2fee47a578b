// The file npm start runs, dist/gateway/server.mjs (the gateway with its dependencies bundled by
// build.mjs), serves the app, proxies the API and an event stream, and stops cleanly on SIGTERM.
import t from 'tap';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnGateway } from '../helpers/gateway.ts';
import { defaultHandler, startUpstream } from '../helpers/upstream.ts';

const root = new URL('../../', import.meta.url).pathname;
// npm test builds first; run alone, build what is missing (build.mjs swaps dist/ in atomically).
const build = spawnSync(process.execPath, ['build.mjs', '--if-missing'], { cwd: root, stdio: 'inherit' });
t.equal(build.status, 0, 'dist/ is built');

const upstream = await startUpstream((request, response, body) => {
  if (request.url === '/api/events/stream') {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write('\n');
    response.write('event: rule_handler.started\ndata: {"type":"rule_handler.started"}\n\n');
    return;
  }
  defaultHandler(request, response, body);
});
t.teardown(() => upstream.close());

t.test('the bundled gateway works end to end', async (t) => {
  const gateway = spawnGateway({ MAINTAINERR_URL: upstream.url, PORT: '0', HOST: '127.0.0.1' }, { bundled: true });
  t.teardown(() => {
    if (gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
  });
  const origin = await gateway.listening;

  const page = await fetch(`${origin}/overview`, { headers: { accept: 'text/html' } });
  t.equal(page.status, 200);
  const html = await page.text();
  t.match(html, /<meta name="maintainerr-gateway"/);
  const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
  t.ok(script, 'the page names its script');
  const asset = await fetch(`${origin}${script}`, { headers: { 'accept-encoding': 'br' } });
  t.equal(asset.status, 200);
  t.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  await asset.arrayBuffer();

  const api = await fetch(`${origin}/api/app/status`);
  t.equal(api.status, 200);
  t.match(await api.text(), /"version":"2.21.0"/);

  const controller = new AbortController();
  const stream = await fetch(`${origin}/api/events/stream`, { signal: controller.signal });
  const reader = stream.body!.getReader();
  let seen = '';
  while (!seen.includes('\n\n', 1)) seen += Buffer.from((await reader.read()).value ?? []).toString();
  t.match(seen, 'event: rule_handler.started');
  controller.abort();

  const ready = await fetch(`${origin}/readyz`);
  t.equal(ready.status, 200);
  await ready.text();

  gateway.child.kill('SIGTERM');
  t.equal(await gateway.exited, 0, gateway.output().split('\n').slice(-6).join('\n'));
});

t.test('the bundled gateway runs its demo sandbox, whose own Fastify instance is built as the gateway\'s is', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bundled-sandbox-'));
  const gateway = spawnGateway({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SANDBOX_SCHEDULE_MS: '0' }, { bundled: true, sandboxApi: '3.24' });
  t.teardown(() => {
    if (gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  const origin = await gateway.listening;

  const settings = await fetch(`${origin}/api/settings`);
  t.equal(settings.status, 200, 'the sandbox answers GET /api/settings');
  t.match(await settings.json(), { applicationTitle: String });
  // A field of the wrong type is refused by the sandbox's zod check, in zod's English words.
  const wrongType = await fetch(`${origin}/api/settings`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"plex_port":"x"}' });
  t.equal(wrongType.status, 400);
  t.match(await wrongType.text(), /expected number/);

  gateway.child.kill('SIGTERM');
  t.equal(await gateway.exited, 0);
});

t.test('the bundle leaves out what Fastify never loads in the gateway: its schema compilers, ajv and fast-json-stringify', (t) => {
  const gatewayDir = `${root}dist/gateway`;
  const scripts = readdirSync(gatewayDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.mjs'));
  const source = scripts.map((name) => readFileSync(`${gatewayDir}/${name}`, 'utf8')).join('\n');
  t.match(source, 'node_modules/fastify/fastify.js', "esbuild names each bundled CommonJS module's path, which this test reads");
  for (const left of ['node_modules/ajv/', 'node_modules/@fastify/ajv-compiler/', 'node_modules/fast-json-stringify/index.js']) {
    t.notOk(source.includes(left), `${left} is not bundled`);
  }
  t.end();
});
