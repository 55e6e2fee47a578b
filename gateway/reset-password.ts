// `npm run reset-password` (in the container: `node dist/gateway/reset-password.mjs`): sets a new
// password for the admin account in DATA_DIR/auth.json, for a user who lost theirs. Every
// session ends with it. The password is asked twice on a terminal without echo, or read as two
// lines from standard input (`printf '%s\n%s\n' "$pw" "$pw" | npm run reset-password`).
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { AuthStore } from './auth/auth-store.ts';
import { hashPassword, PASSWORD_MIN_LENGTH } from './auth/password-hash.ts';
import { ConfigError, loadConfig } from './config.ts';

function fail(message: string): never {
  process.stderr.write(`reset-password: ${message}\n`);
  process.exit(1);
}

/** Two lines from standard input: asked for on a terminal (typing not shown), read as they come otherwise. */
async function readTwoPasswords(): Promise<[string, string]> {
  const onTerminal = process.stdin.isTTY === true;
  let muted = false;
  // On a terminal readline echoes what is typed; this output drops the echo while a password is typed.
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const lines = createInterface({ input: process.stdin, output, terminal: onTerminal });
  const answers: string[] = [];
  const prompts = ['New password: ', 'Same password again: '];
  if (onTerminal) process.stdout.write(prompts[0]!);
  muted = true;
  for await (const line of lines) {
    answers.push(line);
    if (onTerminal) process.stdout.write('\n');
    if (answers.length === 2) break;
    if (onTerminal) process.stdout.write(prompts[1]!);
  }
  lines.close();
  if (answers.length < 2) fail('expected the new password twice (two lines)');
  return [answers[0]!, answers[1]!];
}

let dataDir: string;
try {
  dataDir = loadConfig().dataDir;
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  fail(error.message);
}
const store = new AuthStore(dataDir);
let record: ReturnType<AuthStore['read']>;
try {
  record = store.read();
} catch (error) {
  // A damaged file (a partial copy, an edit by hand): said in one line, like the gateway's start, not as a stack trace.
  fail(`${(error as Error).message}; nothing changed`);
}
if (!record?.account) fail(`no account in ${store.file} yet: open the app to create it`);

process.stdout.write(`Resetting the password of "${record.account.username}" in ${store.file}\n`);
const [password, repeated] = await readTwoPasswords();
if (password !== repeated) fail('the two passwords differ; nothing changed');
if (password.length < PASSWORD_MIN_LENGTH) fail(`the password needs at least ${PASSWORD_MIN_LENGTH} characters; nothing changed`);

const account = { ...record.account, passwordHash: await hashPassword(password), sessionGeneration: record.account.sessionGeneration + 1 };
store.write({ ...record, account });
process.stdout.write('Password changed; every session has ended. Sign in with the new password.\n');
