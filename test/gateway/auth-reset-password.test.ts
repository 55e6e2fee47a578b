// A lost password is reset by a command, not by deleting data: `npm run reset-password`
// reads the new password twice, keeps the account and its keys, and ends every session, which a
// running gateway notices without a restart.
import t from 'tap';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway } from '../helpers/gateway.ts';
import { ADMIN, createAdmin, signIn } from '../helpers/auth.ts';

const root = new URL('../../', import.meta.url).pathname;

/** Runs the command (its TypeScript source) with DATA_DIR and the given standard input. */
function resetPassword(dataDir: string, input: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', './test/loader/register.mjs', 'gateway/reset-password.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  child.stdin.end(input);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

const dataDir = await mkdtemp(join(tmpdir(), 'auth-reset-'));
const gateway = await startGateway({ MAINTAINERR_URL: 'http://127.0.0.1:9', AUTH: 'login', DATA_DIR: dataDir });
t.teardown(async () => {
  await gateway.close();
  await rm(dataDir, { recursive: true, force: true });
});

t.test('without an account there is nothing to reset', async (t) => {
  const { code, output } = await resetPassword(dataDir, 'a new password\na new password\n');
  t.equal(code, 1);
  t.match(output, /no account in .*auth\.json yet: open the app to create it/);
});

t.test('a damaged auth.json is said in one line, not a stack trace', async (t) => {
  const damaged = await mkdtemp(join(tmpdir(), 'auth-reset-damaged-'));
  t.teardown(() => rm(damaged, { recursive: true, force: true }));
  await writeFile(join(damaged, 'auth.json'), '{broken');
  const { code, output } = await resetPassword(damaged, 'a new password\na new password\n');
  t.equal(code, 1);
  t.equal(output.trim().split('\n').length, 1, `one line: ${output}`);
  t.match(output, /^reset-password: .*auth\.json is not a valid auth file: .*; nothing changed\n$/);
  t.equal(await readFile(join(damaged, 'auth.json'), 'utf8'), '{broken', 'the file is as it was');
});

t.test('two different or short passwords change nothing', async (t) => {
  await createAdmin(gateway.url);
  const before = await readFile(join(dataDir, 'auth.json'), 'utf8');
  for (const [input, reason] of [
    ['a new password\nanother one!!\n', /the two passwords differ/],
    ['short\nshort\n', /at least 10 characters/],
    ['only one line\n', /twice/],
  ] as const) {
    const { code, output } = await resetPassword(dataDir, input);
    t.equal(code, 1, JSON.stringify(input));
    t.match(output, reason);
  }
  t.equal(await readFile(join(dataDir, 'auth.json'), 'utf8'), before, 'the file is as it was');
});

t.test('the new password signs in, the old one and every session end', async (t) => {
  const session = (await signIn(gateway.url)).headers.get('set-cookie')!.split(';')[0]!;
  const apiKey = JSON.parse(await readFile(join(dataDir, 'auth.json'), 'utf8')).apiKey;
  const { code, output } = await resetPassword(dataDir, 'fresh secret phrase\nfresh secret phrase\n');
  t.equal(code, 0, output);
  t.match(output, /Resetting the password of "admin"/);
  t.notMatch(output, 'fresh secret phrase', 'the password is not echoed');
  // The running gateway reads auth.json again once it has changed (checked at most once a second).
  await new Promise((resolve) => setTimeout(resolve, 1100));
  t.equal((await fetch(`${gateway.url}/api/settings`, { headers: { cookie: session } })).status, 401, 'the session has ended');
  t.equal((await signIn(gateway.url)).status, 401, 'the old password is refused');
  t.equal((await signIn(gateway.url, { username: ADMIN.username, password: 'fresh secret phrase' })).status, 200, 'the new one signs in');
  t.equal(JSON.parse(await readFile(join(dataDir, 'auth.json'), 'utf8')).apiKey, apiKey, 'the API key is kept');
});
