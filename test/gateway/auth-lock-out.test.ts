// Brute force: after 5 failed sign-ins from one address within 15 minutes that address
// gets 429 with Retry-After for the rest of the window, even with the right password; a success
// resets the count. Failures are logged at warn with the address, never the password.
import t from 'tap';
import { waitInWords } from '../../gateway/plugins/auth/routes.ts';
import { Writable } from 'node:stream';
import { startGateway } from '../helpers/gateway.ts';
import { ADMIN, createAdmin, signIn } from '../helpers/auth.ts';

const logLines: { level: number; msg: string; address?: string }[] = [];
const rawLog: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    rawLog.push(chunk.toString());
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});
let nowMs = Date.parse('2026-01-01T10:00:00Z');
const gateway = await startGateway(
  { MAINTAINERR_URL: 'http://127.0.0.1:9', AUTH: 'login', LOG_LEVEL: 'info' },
  { clock: () => nowMs, logger: { level: 'info', stream: sink } },
);
t.teardown(() => gateway.close());
await createAdmin(gateway.url);

const WRONG = { username: 'admin', password: 'not the password' };

t.test('five failures lock the address out for the rest of the 15 minutes', async (t) => {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    t.equal((await signIn(gateway.url, WRONG)).status, 401, `failure ${attempt} is a plain 401`);
    nowMs += 60_000;
  }
  // The window began at the first failure, 5 minutes ago: 10 minutes remain.
  const locked = await signIn(gateway.url, ADMIN);
  t.equal(locked.status, 429, 'even the right password is refused');
  t.equal(locked.headers.get('retry-after'), String(10 * 60));
  t.match(await locked.json(), { code: 'GW_ERR_AUTH_TOO_MANY_ATTEMPTS', message: /try again in 10 minutes$/ });

  nowMs += 10 * 60_000 - 1000;
  t.equal((await signIn(gateway.url, ADMIN)).status, 429, 'one second before the window ends, still locked');
  t.equal((await signIn(gateway.url, ADMIN)).headers.get('retry-after'), '1');
  nowMs += 1000;
  t.equal((await signIn(gateway.url, ADMIN)).status, 200, 'once the window has passed, the right password signs in');
});

t.test('a success resets the count', async (t) => {
  for (let attempt = 1; attempt <= 4; attempt += 1) await signIn(gateway.url, WRONG);
  t.equal((await signIn(gateway.url, ADMIN)).status, 200);
  for (let attempt = 1; attempt <= 4; attempt += 1) t.equal((await signIn(gateway.url, WRONG)).status, 401);
  t.equal((await signIn(gateway.url, ADMIN)).status, 200, 'four more failures do not lock: the count began again');
});

t.test('failures are logged at warn with the address, never the password', async (t) => {
  await signIn(gateway.url, { username: 'admin', password: 'a-password-to-find-in-logs' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  const failures = logLines.filter((line) => line.msg.startsWith('sign-in failed'));
  t.ok(failures.length >= 1, 'a line for each failure');
  t.match(failures[0], { level: 40, address: '127.0.0.1' });
  t.notMatch(rawLog.join(''), 'a-password-to-find-in-logs', 'no password anywhere in the log');
  t.notMatch(rawLog.join(''), ADMIN.password, 'nor the right one');
});

t.test('the wait is worded as a person reads it', async (t) => {
  t.equal(waitInWords(1), '1 second');
  t.equal(waitInWords(40), '40 seconds');
  t.equal(waitInWords(119), '119 seconds');
  t.equal(waitInWords(120), '2 minutes');
  t.equal(waitInWords(869), '15 minutes', 'rounded up: never less than the real wait');
});
