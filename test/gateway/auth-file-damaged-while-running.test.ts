// auth.json damaged or made unreadable while the gateway runs (a hand edit, a restore gone wrong):
// every request that needs the account gets a 503 in the gateway's JSON, never Fastify's 500 with
// the parser's message (which quotes the file's bytes, a key among them); no one can create a new
// account meanwhile; the log names the file and the fault, never its text; and once the file reads
// again, so does the gateway, sessions included.
import t from 'tap';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { startGateway } from '../helpers/gateway.ts';
import { ADMIN, cookieFrom, createAdmin, postJson, signIn } from '../helpers/auth.ts';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
let now = Date.parse('2026-12-07T10:00:00Z');
const dataDir = await mkdtemp(join(tmpdir(), 'auth-damaged-'));
const gateway = await startGateway(
  { MAINTAINERR_URL: 'http://127.0.0.1:9', AUTH: 'login', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
  { clock: () => now, logger: { level: 'info', stream: sink } },
);
// A second gateway on the same DATA_DIR that lets everyone in (AUTH=off): its API key routes read the file too.
const open = await startGateway({ MAINTAINERR_URL: 'http://127.0.0.1:9', AUTH: 'off', DATA_DIR: dataDir }, { clock: () => now });
t.teardown(async () => {
  await open.close();
  await gateway.close();
  await rm(dataDir, { recursive: true, force: true });
});

const file = join(dataDir, 'auth.json');
await createAdmin(gateway.url);
const session = cookieFrom(await signIn(gateway.url));
const good = await readFile(file, 'utf8');
const sessionKey = (JSON.parse(good) as { sessionKey: string }).sessionKey;

/** The store reads the file again at most once a second: the clock moves past that. */
const laterOn = () => (now += 1500);

for (const [damage, write] of [
  ['cut short (not JSON)', () => writeFile(file, good.slice(0, good.indexOf(sessionKey) + 12))],
  ['a field of the wrong kind', () => writeFile(file, good.replace(`"${sessionKey}"`, '12345'))],
  ['unreadable', () => chmod(file, 0o000)],
] as const) {
  const skip = damage === 'unreadable' && process.getuid?.() === 0 ? 'root reads any file' : false;
  t.test(`auth.json ${damage}: 503 in JSON, no new account, the log names the fault but not the file's text`, { skip }, async (t) => {
    const linesBefore = lines.length;
    await write();
    laterOn();
    const answers = [
      await fetch(`${gateway.url}/auth/status`),
      await postJson(`${gateway.url}/auth/login`, ADMIN),
      await postJson(`${gateway.url}/auth/setup`, { username: 'intruder', password: 'a long password', remember: false }),
      await fetch(`${gateway.url}/api/rules`, { headers: { cookie: session } }),
      await fetch(`${open.url}/auth/api-key`),
      await postJson(`${open.url}/auth/api-key`, {}),
    ];
    for (const answer of answers) {
      t.equal(answer.status, 503, answer.url);
      const body = (await answer.json()) as { code: string; message: string };
      t.equal(body.code, 'GW_ERR_AUTH_STORE_UNREADABLE');
      t.notMatch(body.message, /auth\.json|position|token|sessionKey/, 'the answer names neither the file nor its text');
    }
    const page = await fetch(`${gateway.url}/overview`, { headers: { cookie: session, accept: 'text/html' } });
    t.equal(page.status, 200, 'the page itself still loads: the app meets the 503 and says so');
    await page.text();
    const logged = lines.slice(linesBefore).join('\n');
    t.match(logged, /auth\.json (is not a valid auth file|cannot be read)/, 'the log says which file and what is wrong');
    t.notMatch(logged, sessionKey.slice(0, 12), 'and never quotes it');

    await chmod(file, 0o600);
    await writeFile(file, good);
    laterOn();
    const back = await fetch(`${gateway.url}/api/rules`, { headers: { cookie: session } });
    t.not(back.status, 503, 'read again: the session lets the request through');
    t.not(back.status, 401);
    t.equal(JSON.parse(await readFile(file, 'utf8')).account.username, ADMIN.username, 'no other account was created');
  });
}
