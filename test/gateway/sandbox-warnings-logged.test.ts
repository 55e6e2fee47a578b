// In demo mode, a sandbox settings file that had to be recreated is reported in the gateway's own
// JSON log at warn level (the operator reads one log), and the gateway still serves. A first start,
// whose file is simply new, says so at info: nothing is wrong.
import t from 'tap';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SETTINGS_FILE } from '../../gateway/sandbox/store.ts';
import { spawnGateway } from '../helpers/gateway.ts';

/** The gateway's JSON log lines (what it wrote that is not JSON, such as a stack, is left out). */
const logRecords = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; sandbox?: boolean });

t.test('a corrupt sandbox settings file gives a warn line in the gateway log', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'gw-sandbox-warn-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  await writeFile(join(dataDir, SETTINGS_FILE), '{"main": {"applicationTitle": "Att');

  const gateway = spawnGateway({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  t.teardown(() => {
    if (gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
  });
  const origin = await gateway.listening;
  const status = await fetch(`${origin}/api/app/status`);
  t.equal(status.status, 200, 'the sandbox answers');
  await status.arrayBuffer();

  const lines = logRecords(gateway.output());
  const warning = lines.find((line) => line.sandbox === true);
  t.ok(warning, 'a log line comes from the sandbox');
  t.equal(warning?.level, 40, 'at warn level');
  t.match(warning?.msg, /unreadable.*kept it as .*\.corrupt/, 'naming the problem and where the file went');

  gateway.child.kill('SIGTERM');
  t.equal(await gateway.exited, 0);
});

t.test('a first start creates the sandbox settings file and says so at info, without a warning', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'gw-sandbox-first-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const gateway = spawnGateway({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  t.teardown(() => {
    if (gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
  });
  await gateway.listening;
  gateway.child.kill('SIGTERM');
  t.equal(await gateway.exited, 0);
  const lines = logRecords(gateway.output());
  const fromSandbox = lines.filter((line) => line.sandbox === true);
  t.match(fromSandbox, [{ level: 30, msg: /settings file .* not found \(a first start\); starting from the demo defaults, which are saved there$/ }], 'one info line names the new file');
  t.same(lines.filter((line) => line.level >= 40 && !/AUTH=off/.test(line.msg)).map((line) => line.msg), [], 'no warning');
});
