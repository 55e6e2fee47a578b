// Sessions: the cookie's flags (HttpOnly, SameSite=Lax, Path=BASE_PATH, Secure over https
// from a trusted proxy only); stateless signed sessions that a second gateway sharing the key
// accepts and that survive a restart; a tampered or expired cookie refused; a password change ends
// every other session.
import t from 'tap';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway } from '../helpers/gateway.ts';
import { startUpstream } from '../helpers/upstream.ts';
import { ADMIN, cookieFrom, createAdmin, postJson, signIn } from '../helpers/auth.ts';

const upstream = await startUpstream((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"ok":true}');
});
t.teardown(() => upstream.close());

async function freshDataDir(t: { teardown(fn: () => Promise<void>): void }): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'auth-session-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const settings = (url: string, cookie: string) => fetch(`${url}/api/settings`, { headers: { cookie } });

t.test('cookie flags: over http, over https from a trusted proxy, under BASE_PATH', async (t) => {
  const plain = await startGateway({ MAINTAINERR_URL: upstream.url, AUTH: 'login' });
  t.teardown(() => plain.close());
  await createAdmin(plain.url);
  const overHttp = (await signIn(plain.url)).headers.get('set-cookie')!;
  t.match(overHttp, /; Path=\/; HttpOnly; SameSite=Lax$/);
  t.notMatch(overHttp, /Secure/, 'not Secure over plain http');
  const claimedHttps = (await signIn(plain.url, ADMIN, { 'x-forwarded-proto': 'https' })).headers.get('set-cookie')!;
  t.notMatch(claimedHttps, /Secure/, 'X-Forwarded-Proto from an untrusted address is not believed');

  const proxied = await startGateway({ MAINTAINERR_URL: upstream.url, AUTH: 'login', TRUSTED_PROXIES: '127.0.0.1', BASE_PATH: '/maintainerr' });
  t.teardown(() => proxied.close());
  await createAdmin(proxied.url);
  const overHttps = (await signIn(proxied.url, ADMIN, { 'x-forwarded-proto': 'https' })).headers.get('set-cookie')!;
  t.match(overHttps, /; Path=\/maintainerr; HttpOnly; SameSite=Lax; Secure$/, 'Secure behind a trusted TLS proxy, scoped to BASE_PATH');
  const proxiedHttp = (await signIn(proxied.url, ADMIN, { 'x-forwarded-proto': 'http' })).headers.get('set-cookie')!;
  t.notMatch(proxiedHttp, /Secure/);
  const signOut = await fetch(`${proxied.url}/auth/logout`, { method: 'POST', headers: { 'x-forwarded-proto': 'https' } });
  t.match(signOut.headers.get('set-cookie'), /Max-Age=0; Path=\/maintainerr; HttpOnly; SameSite=Lax; Secure$/, 'sign-out clears the same cookie');
});

t.test('a tampered, foreign or expired cookie is refused', async (t) => {
  let nowMs = Date.now();
  const gateway = await startGateway({ MAINTAINERR_URL: upstream.url, AUTH: 'login' }, { clock: () => nowMs });
  t.teardown(() => gateway.close());
  const cookie = await createAdmin(gateway.url);
  t.equal((await settings(gateway.url, cookie)).status, 200);
  const [name, token] = cookie.split('=') as [string, string];
  const [version, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const forged = Buffer.from(JSON.stringify({ ...claims, u: 'admin', e: claims.e + 1e12, r: true })).toString('base64url');
  const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
  for (const [label, value] of [
    ['a longer expiry under the old signature', `${version}.${forged}.${signature}`],
    ['a changed signature', `${version}.${payload}.${flipped}`],
    ['no signature', `${version}.${payload}`],
    ['garbage', 'garbage'],
    ['a different version', `v2.${payload}.${signature}`],
  ]) {
    t.equal((await settings(gateway.url, `${name}=${value}`)).status, 401, label!);
  }

  const other = await startGateway({ MAINTAINERR_URL: upstream.url, AUTH: 'login' });
  t.teardown(() => other.close());
  await createAdmin(other.url);
  t.equal((await settings(other.url, cookie)).status, 401, 'a gateway with its own key refuses it');

  nowMs += 24 * 60 * 60 * 1000 - 1000;
  t.equal((await settings(gateway.url, cookie)).status, 200, 'a browser-session sign-in holds for a day');
  nowMs += 2000;
  t.equal((await settings(gateway.url, cookie)).status, 401, 'and not longer');
  const remembered = cookieFrom(await signIn(gateway.url, { ...ADMIN, remember: true }));
  nowMs += 30 * 24 * 60 * 60 * 1000 - 1000;
  t.equal((await settings(gateway.url, remembered)).status, 200, '"remember me" holds for 30 days');
  nowMs += 2000;
  t.equal((await settings(gateway.url, remembered)).status, 401, 'and not longer');
});

t.test('gateways sharing DATA_DIR (or SESSION_SECRET) accept each other\'s sessions; a restart signs no one out', async (t) => {
  const dataDir = await freshDataDir(t);
  const first = await startGateway({ MAINTAINERR_URL: upstream.url, AUTH: 'login', DATA_DIR: dataDir });
  const cookie = await createAdmin(first.url);
  await first.close();
  const second = await startGateway({ MAINTAINERR_URL: upstream.url, AUTH: 'login', DATA_DIR: dataDir });
  t.teardown(() => second.close());
  t.equal((await settings(second.url, cookie)).status, 200, 'the key in DATA_DIR/auth.json signs for both');

  const secret = 'a-shared-session-secret-of-40-characters!';
  const withSecret = await startGateway({ MAINTAINERR_URL: upstream.url, AUTH: 'login', DATA_DIR: dataDir, SESSION_SECRET: secret });
  t.teardown(() => withSecret.close());
  t.equal((await settings(withSecret.url, cookie)).status, 401, 'SESSION_SECRET replaces the key in the file');
  const secretCookie = cookieFrom(await signIn(withSecret.url));
  const sameSecret = await startGateway({ MAINTAINERR_URL: upstream.url, AUTH: 'login', DATA_DIR: dataDir, SESSION_SECRET: secret });
  t.teardown(() => sameSecret.close());
  t.equal((await settings(sameSecret.url, secretCookie)).status, 200, 'a gateway with the same secret accepts it');
  t.equal((await settings(second.url, secretCookie)).status, 401, 'one without it does not');
});

t.test('changing the password ends the other sessions and keeps this one', async (t) => {
  const gateway = await startGateway({ MAINTAINERR_URL: upstream.url, AUTH: 'login' });
  t.teardown(() => gateway.close());
  const here = await createAdmin(gateway.url, true);
  const elsewhere = cookieFrom(await signIn(gateway.url));
  const change = (cookie: string, body: unknown) => postJson(`${gateway.url}/auth/password`, body, { cookie });

  const wrong = await change(here, { currentPassword: 'not it at all', newPassword: 'a brand new password' });
  t.equal(wrong.status, 403);
  t.equal((await wrong.json()).code, 'GW_ERR_AUTH_WRONG_PASSWORD');
  const short = await change(here, { currentPassword: ADMIN.password, newPassword: 'short' });
  t.equal(short.status, 400, 'the new password needs 10 characters');
  t.equal((await change('', { currentPassword: ADMIN.password, newPassword: 'a brand new password' })).status, 401, 'only a signed-in user');
  t.equal((await settings(gateway.url, elsewhere)).status, 200, 'nothing changed yet');

  const changed = await change(here, { currentPassword: ADMIN.password, newPassword: 'a brand new password' });
  t.equal(changed.status, 204);
  t.match(changed.headers.get('set-cookie'), /Max-Age=2592000/, 'a new cookie, remembered like the one it replaces');
  t.equal((await settings(gateway.url, cookieFrom(changed))).status, 200, 'this browser stays signed in');
  t.equal((await settings(gateway.url, elsewhere)).status, 401, 'the other session has ended');
  t.equal((await settings(gateway.url, here)).status, 401, 'so has the replaced cookie');
  t.equal((await signIn(gateway.url)).status, 401, 'the old password no longer signs in');
  t.equal((await signIn(gateway.url, { username: 'admin', password: 'a brand new password' })).status, 200, 'the new one does');
});
