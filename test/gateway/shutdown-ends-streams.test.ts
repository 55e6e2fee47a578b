// SIGTERM and SIGINT stop the gateway cleanly: no new connections, open event streams end, a request
// in flight gets its answer (or, when the service holds it past the 2 s grace, a 503 saying the gateway
// is stopping), the process exits 0 (before its own 5 s deadline, which would exit 1).
// The start-up line says which upstream it fronts.
import t, { type Test } from 'tap';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import type { ServerResponse } from 'node:http';
import { spawnGateway } from '../helpers/gateway.ts';
import { defaultHandler, startUpstream } from '../helpers/upstream.ts';

/** The answer to /api/slow, held until the test sends it. */
let slowResponse: (response: ServerResponse) => void = () => {};
const upstream = await startUpstream((request, response, body) => {
  if (request.url === '/api/events/stream') {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write('\n');
    return; // held open until the gateway lets go
  }
  if (request.url === '/api/slow') return slowResponse(response);
  // Streams the service never answers: the gateway is still waiting for them when it is stopped.
  if (request.url === '/api/events/stream?held=1' || request.url === '/api/logs/stream?held=1') return;
  defaultHandler(request, response, body);
});

/** True when a TCP connection to the port is refused, false when it is accepted. */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? resolve(true) : reject(error)));
  });
}
t.teardown(() => upstream.close());

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  t.test(`${signal} with an open event stream`, async (t) => {
    const gateway = spawnGateway({ MAINTAINERR_URL: upstream.url, PORT: '0', HOST: '127.0.0.1' });
    t.teardown(() => {
      if (gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
    });
    const origin = await gateway.listening;
    t.match(gateway.output(), `fronting the Maintainerr service at ${upstream.url}`, 'the start-up line names the upstream');

    const response = await fetch(`${origin}/api/events/stream`);
    const reader = response.body!.getReader();
    await reader.read();

    gateway.child.kill(signal);
    let ended = false;
    while (!ended) ended = (await reader.read().catch(() => ({ done: true }))).done;
    t.ok(ended, 'the open stream ended');
    t.equal(await gateway.exited, 0, 'exit code 0');
    t.match(gateway.output(), /shutting down/);
  });
}

t.test('a stream still waiting for the service when SIGTERM comes gets 503 GW_ERR_SHUTTING_DOWN, not "unreachable"', async (t) => {
  const gateway = spawnGateway({ MAINTAINERR_URL: upstream.url, PORT: '0', HOST: '127.0.0.1' });
  t.teardown(() => {
    if (gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
  });
  const origin = await gateway.listening;
  // The handler events' shared stream and the log's own stream.
  const paths = ['/api/events/stream?held=1', '/api/logs/stream?held=1'];
  const answers = paths.map((path) => fetch(`${origin}${path}`));
  while (paths.some((path) => !upstream.requests.some((request) => request.url === path))) await new Promise((resolve) => setTimeout(resolve, 10));
  gateway.child.kill('SIGTERM');
  for (const [index, answer] of (await Promise.all(answers)).entries()) {
    t.equal(answer.status, 503, `${paths[index]}: 503`);
    t.match(await answer.json(), { code: 'GW_ERR_SHUTTING_DOWN', message: new RegExp(`stopping.*${upstream.url}`) });
  }
  t.equal(await gateway.exited, 0, 'exit code 0');
  t.notMatch(gateway.output(), /event stream upstream failed/, 'no warning that the service failed');
});

/** A gateway in front of the upstream with one GET /api/slow in flight, its answer held by the upstream. */
async function gatewayWithHeldRequest(t: Test) {
  const gateway = spawnGateway({ MAINTAINERR_URL: upstream.url, PORT: '0', HOST: '127.0.0.1' });
  t.teardown(() => {
    if (gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
  });
  const origin = await gateway.listening;
  const arrived = new Promise<ServerResponse>((resolve) => {
    slowResponse = resolve;
  });
  const inFlight = fetch(`${origin}/api/slow`);
  return { gateway, origin, inFlight, held: await arrived };
}

t.test('after SIGTERM new connections are refused while a request in flight still gets its answer', async (t) => {
  const { gateway, origin, inFlight, held } = await gatewayWithHeldRequest(t);

  gateway.child.kill('SIGTERM');
  // The listener closes as the shutdown begins; the in-flight request keeps the process up meanwhile.
  while (!(await connectionRefused(Number(new URL(origin).port)))) await new Promise((resolve) => setTimeout(resolve, 10));
  t.pass('a new connection is refused');
  held.writeHead(200, { 'content-type': 'text/plain' }).end('answered after the listener closed');
  const response = await inFlight;
  t.equal(response.status, 200, 'the request in flight still got its answer, so the gateway was up while refusing');
  t.equal(await response.text(), 'answered after the listener closed');
  t.equal(await gateway.exited, 0, 'exit code 0');
});

t.test('a request the service still holds when the shutdown grace ends answers 503 GW_ERR_SHUTTING_DOWN, not an empty reply', async (t) => {
  const { gateway, inFlight, held } = await gatewayWithHeldRequest(t);
  t.teardown(() => held.destroy());

  gateway.child.kill('SIGTERM');
  const response = await inFlight;
  t.equal(response.status, 503);
  t.equal(response.headers.get('connection'), 'close');
  const body = (await response.json()) as { code?: string; message?: string };
  t.equal(body.code, 'GW_ERR_SHUTTING_DOWN');
  t.match(body.message, `could not wait longer for the Maintainerr service at ${upstream.url}`);
  t.equal(await gateway.exited, 0, 'exit code 0, within the shutdown deadline');
});

t.test('the start-up line names the built-in sandbox when there is no MAINTAINERR_URL', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'gateway-shutdown-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const gateway = spawnGateway({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SANDBOX_SCHEDULE_MS: '0' });
  t.teardown(() => {
    if (gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
  });
  await gateway.listening;
  t.match(gateway.output(), 'fronting the built-in sandbox');
  t.match(gateway.output(), 'set MAINTAINERR_URL to connect your server');
  gateway.child.kill('SIGTERM');
  t.equal(await gateway.exited, 0);
});

t.test('the start-up line says /api has nothing behind it when the sandbox cannot start', async (t) => {
  const folder = await mkdtemp(join(tmpdir(), 'gateway-no-sandbox-'));
  t.teardown(() => rm(folder, { recursive: true, force: true }));
  const dataDirThatIsAFile = join(folder, 'data');
  await writeFile(dataDirThatIsAFile, 'not a folder');
  const gateway = spawnGateway({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDirThatIsAFile, SANDBOX_SCHEDULE_MS: '0' });
  t.teardown(() => {
    if (gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
  });
  await gateway.listening;
  const startLine = gateway.output().split('\n').find((line) => line.includes('listening on')) ?? '';
  t.match(startLine, 'fronting nothing');
  t.match(startLine, '/api answers 503');
  t.notMatch(startLine, 'fronting the built-in sandbox', 'it does not claim a sandbox that is not there');
  gateway.child.kill('SIGTERM');
  t.equal(await gateway.exited, 0);
});
