// The API key: `X-Api-Key: <key>` or `?apikey=<key>` is accepted on /api/* instead of a
// session, for scripts and dashboards; only there. Regenerating it ends the old one at once. The
// key never reaches the service (as a header or in the query, nor does the session cookie) and never
// appears in a log line.
import t from 'tap';
import { Writable } from 'node:stream';
import { startGateway } from '../helpers/gateway.ts';
import { startUpstream } from '../helpers/upstream.ts';
import { createAdmin } from '../helpers/auth.ts';

const log: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    log.push(chunk.toString());
    done();
  },
});
const upstream = await startUpstream((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"ok":true}');
});
const gateway = await startGateway({ MAINTAINERR_URL: upstream.url, AUTH: 'login', LOG_LEVEL: 'info' }, { logger: { level: 'info', stream: sink } });
t.teardown(async () => {
  await gateway.close();
  await upstream.close();
});
const cookie = await createAdmin(gateway.url);

async function currentKey(): Promise<string> {
  const response = await fetch(`${gateway.url}/auth/api-key`, { headers: { cookie } });
  t.equal(response.headers.get('cache-control'), 'no-store');
  return ((await response.json()) as { apiKey: string }).apiKey;
}

t.test('the signed-in admin reads the key', async (t) => {
  const key = await currentKey();
  t.match(key, /^[0-9a-f]{32}$/);
  t.equal(await currentKey(), key, 'the same key until it is regenerated');
});

t.test('by header and by query on /api/*', async (t) => {
  const key = await currentKey();
  const byHeader = await fetch(`${gateway.url}/api/settings`, { headers: { 'x-api-key': key } });
  t.equal(byHeader.status, 200, 'X-Api-Key');
  t.equal(upstream.requests.at(-1)!.headers['x-api-key'], undefined, 'the key is not passed on to the service');
  const byQuery = await fetch(`${gateway.url}/api/settings?apikey=${key}`);
  t.equal(byQuery.status, 200, '?apikey=');
  t.equal(upstream.requests.at(-1)!.url, '/api/settings', 'the query key is not passed on either');
  const amid = await fetch(`${gateway.url}/api/collections/media?a=1&api%6Bey=${key}&b=%2F2+3`);
  t.equal(amid.status, 200, '?apikey= among other parameters, its name encoded');
  t.equal(upstream.requests.at(-1)!.url, '/api/collections/media?a=1&b=%2F2+3', 'the other parameters go on as they came');
  const bySession = await fetch(`${gateway.url}/api/settings`, { headers: { cookie: `theme=dark; ${cookie}; other=1` } });
  t.equal(bySession.status, 200, 'a session');
  t.equal(upstream.requests.at(-1)!.headers.cookie, 'theme=dark; other=1', "the gateway's session cookie is not passed on; other cookies are");
  const post = await fetch(`${gateway.url}/api/rules/execute`, { method: 'POST', headers: { 'x-api-key': key } });
  t.equal(post.status, 200, 'a script may also change things');

  for (const wrong of ['x', key.slice(0, -1), `${key}0`, key.toUpperCase()]) {
    const response = await fetch(`${gateway.url}/api/settings`, { headers: { 'x-api-key': wrong } });
    t.equal(response.status, 401, `wrong key ${JSON.stringify(wrong)}`);
    // A script with a replaced key is told so, not taken for one that sent none.
    t.match(await response.json(), { code: 'GW_ERR_AUTH_REQUIRED', message: "Sign in to use /api/settings: the API key sent is not this gateway's (Settings > Security shows it)" });
  }
  const wrongByQuery = await fetch(`${gateway.url}/api/settings?apikey=nope`);
  t.match(await wrongByQuery.json(), { message: /the API key sent is not this gateway's/ }, 'by query too');
  for (const [query, none] of [['', {}], ['', { 'x-api-key': '' }], ['?apikey=', {}]] as [string, Record<string, string>][]) {
    const response = await fetch(`${gateway.url}/api/settings${query}`, { headers: none });
    t.equal(response.status, 401, `no key ${query} ${JSON.stringify(none)}`);
    t.match(await response.json(), { message: 'Sign in to use /api/settings (or send the API key)' });
  }
});

t.test('only on /api/*: not for images or the Security routes', async (t) => {
  const key = await currentKey();
  t.equal((await fetch(`${gateway.url}/images/w300/abc.jpg`, { headers: { 'x-api-key': key } })).status, 401);
  t.equal((await fetch(`${gateway.url}/auth/api-key`, { headers: { 'x-api-key': key } })).status, 401);
  t.equal((await fetch(`${gateway.url}/auth/api-key?apikey=${key}`, { method: 'POST' })).status, 401);
});

t.test('regenerating replaces the key at once', async (t) => {
  const old = await currentKey();
  const response = await fetch(`${gateway.url}/auth/api-key`, { method: 'POST', headers: { cookie } });
  t.equal(response.status, 200);
  const { apiKey } = (await response.json()) as { apiKey: string };
  t.not(apiKey, old);
  t.equal(await currentKey(), apiKey);
  t.equal((await fetch(`${gateway.url}/api/settings`, { headers: { 'x-api-key': old } })).status, 401, 'the old key is refused');
  t.equal((await fetch(`${gateway.url}/api/settings`, { headers: { 'x-api-key': apiKey } })).status, 200, 'the new one works');
});

t.test('the key never appears in a log line', async (t) => {
  const key = await currentKey();
  await fetch(`${gateway.url}/api/settings?apikey=${key}`);
  await fetch(`${gateway.url}/api/nope?apikey=${key}`, { headers: { 'x-api-key': key } });
  await new Promise((resolve) => setTimeout(resolve, 400));
  const text = log.join('');
  t.match(text, /apikey=\[REDACTED\]/, 'the query value is redacted');
  t.notMatch(text, key);
});
