// Secure by default: with no AUTH set, the demo (no MAINTAINERR_URL) asks for the account
// like a real install; AUTH=off serves without login and the start-up log says so in one warn line.
import t from 'tap';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnGateway } from '../helpers/gateway.ts';

async function started(t: { teardown(fn: () => Promise<void>): void }, env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'auth-start-up-'));
  const gateway = spawnGateway({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SANDBOX_SCHEDULE_MS: '0', LOG_LEVEL: 'info', ...env });
  t.teardown(async () => {
    gateway.child.kill('SIGTERM');
    await gateway.exited;
    await rm(dataDir, { recursive: true, force: true });
  });
  return { gateway, origin: await gateway.listening };
}

/** The start-up line: out once `started` has resolved, which waits for it. */
function startLine(gateway: { output(): string }): { level: number; msg: string } {
  const line = gateway.output().split('\n').find((text) => text.includes('maintainerr-gateway listening on'));
  return line ? JSON.parse(line) : { level: 0, msg: `no start-up line in ${gateway.output()}` };
}

t.test('with AUTH unset the demo asks for the admin account', async (t) => {
  // An empty value means the default (spawnGateway itself defaults to AUTH=off for other tests).
  const { gateway, origin } = await started(t, { AUTH: '' });
  t.equal((await fetch(`${origin}/api/settings`)).status, 401, 'the demo service is guarded');
  t.match(await (await fetch(`${origin}/auth/status`)).json(), { mode: 'login', accountExists: false });
  t.notMatch(gateway.output(), /AUTH=off/, 'no warning');
});

t.test('AUTH=off serves without login, and the start-up line warns', async (t) => {
  const { gateway, origin } = await started(t, { AUTH: 'off' });
  t.equal((await fetch(`${origin}/api/settings`)).status, 200);
  const signIn = await fetch(`${origin}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  t.match({ status: signIn.status, ...(await signIn.json()) }, { status: 409, code: 'GW_ERR_AUTH_NO_LOGIN', message: /AUTH=off, nobody needs to sign in$/ }, 'a sign-in is told there is none');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const warnings = gateway.output().split('\n').filter((line) => line.includes('AUTH=off'));
  t.equal(warnings.length, 1, 'one line');
  t.match(JSON.parse(warnings[0]!), { level: 40, msg: /listening on .*; AUTH=off: anyone who can reach this port controls the Maintainerr service$/ }, 'the start-up line itself, at warn');
});

t.test('an AUTH_BYPASS_NETWORKS range holding every address makes the start-up line a warning', async (t) => {
  // /00 is /0 too.
  const { gateway, origin } = await started(t, { AUTH: 'login', AUTH_BYPASS_NETWORKS: '192.168.0.0/16, 0.0.0.0/00' });
  t.equal((await fetch(`${origin}/api/settings`)).status, 200, 'this client skips login, as every client would');
  const line = startLine(gateway);
  t.match(line, { level: 40, msg: /listening on .*; AUTH_BYPASS_NETWORKS holds 0\.0\.0\.0\/00, every address: anyone who can reach this port skips login/ });
});

t.test('bound to every interface, the start-up line says so beside the local URL', async (t) => {
  const { gateway } = await started(t, { HOST: '0.0.0.0', AUTH: 'login' });
  const line = startLine(gateway);
  t.match(line.msg, /^maintainerr-gateway listening on port (\d+) of every interface \(http:\/\/127\.0\.0\.1:\1\/ from this machine\), fronting the built-in sandbox/);
  t.equal(line.level, 30, 'at info');
});

t.test('a damaged auth.json stops the start with one line, rather than offering a new admin account', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'auth-start-up-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  await writeFile(join(dataDir, 'auth.json'), '{"version":1,"account":');
  const gateway = spawnGateway({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, MAINTAINERR_URL: 'http://127.0.0.1:9', AUTH: 'login' });
  t.equal(await gateway.exited, 1);
  const lines = gateway.output().trim().split('\n');
  t.equal(lines.length, 1, `one line: ${gateway.output()}`);
  t.match(lines[0], /^maintainerr-gateway: cannot start: .*auth\.json/);
});

t.test('a DATA_DIR that cannot be made stops a login gateway at start with one line, instead of hanging', async (t) => {
  // Under /proc, mkdir answers ENOENT for a folder whose parent exists: Node's recursive mkdir then
  // retried forever and the gateway never started nor stopped.
  const dataDir = `/proc/maintainerr-gateway-test-${process.pid}/data`;
  // The sandbox (no MAINTAINERR_URL) keeps its demo data in DATA_DIR too: the account's line comes
  // first and alone, before the sandbox starts and logs.
  const service: Record<string, string> = { MAINTAINERR_URL: 'http://127.0.0.1:9' };
  const sandbox: Record<string, string> = {};
  for (const [auth, upstream] of [['login', service], ['proxy', service], ['login', sandbox]] as const) {
    const gateway = spawnGateway({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...upstream, AUTH: auth, TRUSTED_PROXIES: '127.0.0.1' });
    const stillRunning = setTimeout(() => gateway.child.kill('SIGKILL'), 10_000);
    const code = await gateway.exited;
    clearTimeout(stillRunning);
    const which = `AUTH=${auth}${'MAINTAINERR_URL' in upstream ? '' : ', sandbox'}`;
    t.equal(code, 1, `${which}: stopped by itself`);
    const lines = gateway.output().trim().split('\n');
    t.equal(lines.length, 1, `one line: ${gateway.output()}`);
    t.equal(lines[0], `maintainerr-gateway: cannot start: DATA_DIR ${dataDir} cannot hold auth.json (the account and keys): ENOENT: no such file or directory, mkdir '/proc/maintainerr-gateway-test-${process.pid}'`);
  }
});
