// One shutdown per process, whatever the signals: SIGTERM followed by SIGINT (Ctrl-C after
// `docker stop`) shuts down once and exits 0, and a signal that arrives while the gateway is still
// starting (the sandbox reading its data) ends it cleanly too, with exit 0 and nothing listening.
import t from 'tap';
import { execFileSync } from 'node:child_process';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SETTINGS_FILE } from '../../gateway/sandbox/store.ts';
import { spawnGateway } from '../helpers/gateway.ts';

t.test('SIGTERM then SIGINT run the shutdown once', async (t) => {
  const gateway = spawnGateway({ MAINTAINERR_URL: 'http://127.0.0.1:9', PORT: '0', HOST: '127.0.0.1' });
  t.teardown(() => {
    if (gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
  });
  await gateway.listening;
  gateway.child.kill('SIGTERM');
  gateway.child.kill('SIGINT');
  t.equal(await gateway.exited, 0, 'exit code 0');
  t.equal(gateway.output().match(/shutting down/g)?.length, 1, `one shutdown (${gateway.output()})`);
  t.notMatch(gateway.output(), /error while shutting down|took too long/);
});

t.test('a signal during start-up ends the process cleanly', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'gateway-signal-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  // The sandbox's settings file is a FIFO: opening it for writing waits until the gateway opens it
  // for reading, so the test knows the gateway is inside start-up, and start-up waits for the test.
  const settings = join(dataDir, SETTINGS_FILE);
  execFileSync('mkfifo', [settings]);
  const gateway = spawnGateway({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SANDBOX_SCHEDULE_MS: '0' });
  t.teardown(() => {
    if (gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
  });
  const writer = await Promise.race([
    open(settings, 'w'),
    gateway.exited.then((code) => {
      throw new Error(`the gateway ended before reading its settings (${code}): ${gateway.output()}`);
    }),
  ]);
  gateway.child.kill('SIGTERM');
  await writer.close();
  t.equal(await gateway.exited, 0, `exit code 0 (${gateway.output()})`);
  t.notMatch(gateway.output(), /listening on/, 'it never listened');
});
