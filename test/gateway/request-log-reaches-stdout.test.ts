// The gateway's log goes to stdout in batches (gateway/batched-log-destination.ts). Batching must
// lose nothing and reorder nothing: every request's line reaches stdout once and in order, lines
// written while traffic is light still leave without more traffic, and what is pending when the
// gateway stops, or when the process exits without a close, is written before it ends.
import t from 'tap';
import { spawn } from 'node:child_process';
import { spawnGateway } from '../helpers/gateway.ts';
import { defaultHandler, startUpstream } from '../helpers/upstream.ts';

const upstream = await startUpstream(defaultHandler);
t.teardown(() => upstream.close());

/** The `n` query values of the request lines in `output`, in the order they were written. */
function loggedMarkers(output: string, prefix: string): number[] {
  const markers: number[] = [];
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    const { msg, req } = JSON.parse(line) as { msg?: string; req?: { url?: string } };
    const match = new RegExp(`^/api/app/status\\?${prefix}=(\\d+)$`).exec(req?.url ?? '');
    if (msg === 'request' && match) markers.push(Number(match[1]));
  }
  return markers;
}

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

t.test('every request line reaches stdout once, in order, and the last ones at shutdown', async (t) => {
  const gateway = spawnGateway({ MAINTAINERR_URL: upstream.url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' });
  t.teardown(() => {
    if (gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
  });
  const origin = await gateway.listening;

  // About 250 characters a line: 400 lines fill several batches of 16,000 characters.
  const count = 400;
  for (let n = 0; n < count; n += 1) {
    const response = await fetch(`${origin}/api/app/status?burst=${n}`);
    await response.arrayBuffer();
  }
  const expected = Array.from({ length: count }, (_, n) => n);
  // Light traffic: the last partial batch leaves without any further request.
  await waitFor(() => loggedMarkers(gateway.output(), 'burst').length === count, 'the burst\'s lines');
  t.same(loggedMarkers(gateway.output(), 'burst'), expected, 'each line once, in the order of the requests');

  // Lines still pending when the gateway is told to stop are written before it exits.
  for (let n = 0; n < 3; n += 1) {
    const response = await fetch(`${origin}/api/app/status?last=${n}`);
    await response.arrayBuffer();
  }
  gateway.child.kill('SIGTERM');
  t.equal(await gateway.exited, 0);
  t.same(loggedMarkers(gateway.output(), 'last'), [0, 1, 2], 'the requests right before the stop are logged');
  t.match(gateway.output(), /"msg":"shutting down/, 'and the shutdown line');
});

/**
 * Runs a module (the repo's TypeScript loaded as the tests load it) in a process of its own with
 * stdout to a pipe, as the gateway's is in Docker; resolves with its exit code and all it printed.
 */
async function runScript(script: string): Promise<{ code: number | null; output: string }> {
  const root = new URL('../../', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', './test/loader/register.mjs', '--input-type=module', '-e', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

t.test('a line still gathered when the process exits without closing the app is written', async (t) => {
  // What server.ts's shutdown deadline does: a line logged, then process.exit at once.
  const { code, output } = await runScript(`
    import pino from 'pino';
    import { batchedLogDestination } from './gateway/batched-log-destination.ts';
    const log = pino({}, batchedLogDestination(undefined));
    log.error('shutdown took too long; exiting anyway');
    process.exit(1);
  `);
  t.equal(code, 1);
  t.match(output, /"level":50,.*"msg":"shutdown took too long; exiting anyway"/);
});

t.test('a line logged after the app closed (the sandbox stopping, a failed shutdown) is written too', async (t) => {
  const { code, output } = await runScript(`
    import pino from 'pino';
    import { batchedLogDestination } from './gateway/batched-log-destination.ts';
    const destination = batchedLogDestination(undefined);
    const log = pino({}, destination);
    log.info('before close');
    destination.close();
    log.info('after close');
    process.exit(0);
  `);
  t.equal(code, 0);
  t.match(output, /"msg":"before close"[\s\S]*"msg":"after close"/, 'both, in order');
});
