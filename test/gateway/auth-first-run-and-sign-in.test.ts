// Login: on first run the admin account is created (and signed in); after that the app's
// data needs a session from a sign-in, with or without "remember me", until sign-out.
import t from 'tap';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway } from '../helpers/gateway.ts';
import { startUpstream } from '../helpers/upstream.ts';
import { ADMIN, cookieFrom, createAdmin, postJson, signIn } from '../helpers/auth.ts';

const upstream = await startUpstream();
const dataDir = await mkdtemp(join(tmpdir(), 'auth-first-run-'));
const gateway = await startGateway({ MAINTAINERR_URL: upstream.url, AUTH: 'login', DATA_DIR: dataDir });
t.teardown(async () => {
  await gateway.close();
  await upstream.close();
  await rm(dataDir, { recursive: true, force: true });
});

const status = async (cookie = '') => (await fetch(`${gateway.url}/auth/status`, { headers: { cookie } })).json();
const appStatus = (cookie = '') => fetch(`${gateway.url}/api/app/status`, { headers: { cookie } });

t.test('first run: no account, nothing of the service answers, the account is created', async (t) => {
  t.same(await status(), { mode: 'login', accountExists: false, signedIn: false, username: null, via: null });
  t.equal((await appStatus()).status, 401, 'the API needs a session before any account exists');
  t.equal((await signIn(gateway.url)).status, 409, 'signing in before the account exists says to create it');

  const cases: [unknown, RegExp][] = [
    [{ username: 'admin', password: 'short' }, /password: At least 10 characters/],
    [{ username: '  ', password: ADMIN.password }, /username: Enter a username/],
    [{ password: ADMIN.password }, /username/],
  ];
  for (const [body, message] of cases) {
    const response = await postJson(`${gateway.url}/auth/setup`, body);
    t.equal(response.status, 400, `refused: ${JSON.stringify(body)}`);
    const answer = await response.json();
    t.equal(answer.code, 'GW_ERR_AUTH_INVALID_INPUT');
    t.match(answer.message, message);
  }
  const plain = await fetch(`${gateway.url}/auth/setup`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(ADMIN) });
  t.equal(plain.status, 400, 'a text/plain body is not read as a form');
  // A body that is not JSON is answered as a form that breaks a rule, on every form.
  for (const path of ['/auth/setup', '/auth/login']) {
    // Text is read as text, which the form's schema then refuses; the rest never reaches it.
    const cases: [string, string, string][] = [
      ['application/json', '{bad', 'the body must be a JSON object'],
      ['application/json', '', 'the body must be a JSON object'],
      ['application/octet-stream', 'x', 'the body must be a JSON object'],
      ['text/plain', JSON.stringify(ADMIN), 'Invalid input: expected object, received string'],
    ];
    for (const [type, body, message] of cases) {
      const response = await fetch(`${gateway.url}${path}`, { method: 'POST', headers: { 'content-type': type }, body });
      t.equal(response.status, 400, `${path}, ${type} ${JSON.stringify(body)}: 400`);
      t.match(await response.json(), { code: 'GW_ERR_AUTH_INVALID_INPUT', message }, "in the gateway's shape, saying what is wrong");
    }
  }
  t.same((await status()).accountExists, false, 'no account after refused forms');

  const cookie = await createAdmin(gateway.url);
  t.match(cookie, /^maintainerr_gateway_session=v1\./, 'the new account is signed in');
  t.equal((await appStatus(cookie)).status, 200, 'and reaches the service');
  t.same(await status(cookie), { mode: 'login', accountExists: true, signedIn: true, username: 'admin', via: 'session' });
  t.equal((await status()).signedIn, false, 'another browser is not signed in');

  const again = await postJson(`${gateway.url}/auth/setup`, { username: 'intruder', password: 'another password' });
  t.equal(again.status, 409, 'a second account cannot be created');
  t.equal((await again.json()).code, 'GW_ERR_AUTH_ACCOUNT_EXISTS');
});

t.test('the account is stored as a scrypt hash in DATA_DIR/auth.json, mode 0600', async (t) => {
  const file = join(dataDir, 'auth.json');
  t.equal((await stat(file)).mode & 0o777, 0o600);
  const text = await readFile(file, 'utf8');
  t.notMatch(text, ADMIN.password, 'the password is not in the file');
  t.match(JSON.parse(text).account, { username: 'admin', passwordHash: /^scrypt\$/ });
});

t.test('sign in: wrong password, wrong name, then the right ones', async (t) => {
  for (const credentials of [{ username: 'admin', password: 'wrong password!' }, { username: 'root', password: ADMIN.password }]) {
    const response = await signIn(gateway.url, credentials);
    t.equal(response.status, 401, `refused: ${credentials.username}`);
    t.equal(response.headers.get('set-cookie'), null, 'no cookie');
    t.equal((await response.json()).code, 'GW_ERR_AUTH_INVALID_CREDENTIALS');
  }
  const response = await signIn(gateway.url);
  t.equal(response.status, 200);
  t.same(await response.json(), { username: 'admin' });
  t.equal((await appStatus(cookieFrom(response))).status, 200, 'the session reaches the service');
});

t.test('remember me lasts 30 days; without it the cookie ends with the browser session', async (t) => {
  const remembered = await signIn(gateway.url, { ...ADMIN, remember: true });
  t.match(remembered.headers.get('set-cookie'), /; Max-Age=2592000;/);
  const browserOnly = await signIn(gateway.url, { ...ADMIN, remember: false });
  t.notMatch(browserOnly.headers.get('set-cookie'), /Max-Age|Expires/i);
});

t.test('sign out clears the cookie', async (t) => {
  const cookie = cookieFrom(await signIn(gateway.url));
  const response = await fetch(`${gateway.url}/auth/logout`, { method: 'POST', headers: { cookie } });
  t.equal(response.status, 204);
  t.match(response.headers.get('set-cookie'), /^maintainerr_gateway_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
  t.equal((await status()).signedIn, false, 'the browser, sending no cookie now, is signed out');
});
