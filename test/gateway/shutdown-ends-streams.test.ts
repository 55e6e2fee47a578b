// SIGTERM and SIGINT stop the gateway cleanly: open event streams end, the process exits 0 (before
// its own 5 s deadline, which would exit 1). The start-up line says which upstream it fronts.
import t from 'tap';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnGateway } from '../helpers/gateway.ts';
import { defaultHandler, startUpstream } from '../helpers/upstream.ts';

const upstream = await startUpstream((request, response, body) => {
  if (request.url === '/api/events/stream') {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write('\n');
    return; // held open until the gateway lets go
  }
  defaultHandler(request, response, body);
});
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
