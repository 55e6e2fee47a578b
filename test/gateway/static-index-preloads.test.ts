// The page the gateway sends for a client route starts the first screen's downloads: the chunks of
// the screen the path opens, and the app's first reads. Those under /api only when the request could
// read /api, since a browser would hand a preloaded 401 to the app's first read after signing in.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { createAdmin } from '../helpers/auth.ts';
import { DATA_PRELOADS_PLACEHOLDER, SCREEN_PRELOADS_PLACEHOLDER } from '../../gateway/plugins/index-page.ts';
import { createWebRoot, FIXTURE_SCREEN_CHUNKS, startGateway } from '../helpers/gateway.ts';

const web = await createWebRoot();
t.teardown(() => web.close());

/** The hrefs of a page's preload links of one kind: chunks (module), the app's first reads (fetch) or stylesheets (style). */
function preloads(html: string, kind: 'module' | 'fetch' | 'style'): string[] {
  const link = kind === 'module' ? /<link rel="modulepreload" href="([^"]+)">/g : new RegExp(`<link rel="preload" href="([^"]+)" as="${kind}"`, 'g');
  return [...html.matchAll(link)].map((match) => match[1]!);
}

const chunkHrefs = (basePath: string, files: readonly string[]) => files.filter((file) => file.endsWith('.js')).map((file) => `${basePath}/${file}`);
const styleHrefs = (basePath: string, files: readonly string[]) => files.filter((file) => file.endsWith('.css')).map((file) => `${basePath}/${file}`);

t.test('each route names the chunks of the screen it opens', async (t) => {
  const gateway = await startGateway({ MAINTAINERR_URL: 'http://127.0.0.1:9' }, { webRoot: web.dir });
  t.teardown(() => gateway.close());
  const cases: [string, readonly string[]][] = [
    ['/overview', FIXTURE_SCREEN_CHUNKS.overview],
    ['/', FIXTURE_SCREEN_CHUNKS.overview],
    ['/index.html', FIXTURE_SCREEN_CHUNKS.overview],
    ['/rules', FIXTURE_SCREEN_CHUNKS.rules],
    ['/rules/3/edit', FIXTURE_SCREEN_CHUNKS.rules],
    ['/settings/plex', FIXTURE_SCREEN_CHUNKS.settings],
    ['/no-such-screen', []],
  ];
  for (const [path, files] of cases) {
    const response = await fetch(`${gateway.url}${path}`, { headers: { accept: 'text/html' } });
    t.equal(response.status, 200, `${path} answers`);
    const html = await response.text();
    t.same(preloads(html, 'module'), chunkHrefs('', files), `${path} preloads its screen's chunks and no other's`);
    t.same(preloads(html, 'style'), styleHrefs('', files), `${path} preloads its screen's stylesheets and no other's`);
    t.notOk(html.includes('<!--'), `${path}: no placeholder is left`);
  }
});

t.test('under BASE_PATH the preloads carry it', async (t) => {
  const gateway = await startGateway({ MAINTAINERR_URL: 'http://127.0.0.1:9', BASE_PATH: '/maintainerr' }, { webRoot: web.dir });
  t.teardown(() => gateway.close());
  const html = await (await fetch(`${gateway.url}/rules`)).text();
  t.same(preloads(html, 'module'), chunkHrefs('/maintainerr', FIXTURE_SCREEN_CHUNKS.rules));
  t.same(preloads(html, 'style'), styleHrefs('/maintainerr', FIXTURE_SCREEN_CHUNKS.rules));
  t.same(preloads(html, 'fetch'), ['/maintainerr/auth/status', '/maintainerr/api/app/status', '/maintainerr/api/settings/test/setup']);
});

t.test('the app\'s first reads are preloaded only where the request could read /api', async (t) => {
  const gateway = await startGateway({ MAINTAINERR_URL: 'http://127.0.0.1:9', AUTH: 'login' }, { webRoot: web.dir });
  t.teardown(() => gateway.close());
  const signedOut = await (await fetch(`${gateway.url}/overview`)).text();
  t.same(preloads(signedOut, 'fetch'), ['/auth/status'], 'signed out: the sign-in check only');
  t.match(signedOut, /<link rel="preload" href="\/auth\/status" as="fetch" crossorigin>/, 'as a fetch the app\'s own matches');
  const cookie = await createAdmin(gateway.url);
  const signedIn = await (await fetch(`${gateway.url}/overview`, { headers: { cookie } })).text();
  t.same(preloads(signedIn, 'fetch'), ['/auth/status', '/api/app/status', '/api/settings/test/setup'], 'signed in: the service\'s status and setup check too');
  const forged = await (await fetch(`${gateway.url}/overview`, { headers: { cookie: `${cookie}x` } })).text();
  t.same(preloads(forged, 'fetch'), ['/auth/status'], 'a cookie that does not check out counts as signed out');
  t.same(preloads(signedIn, 'module'), preloads(signedOut, 'module'), 'the screen\'s chunks either way');
  t.same(preloads(signedIn, 'style'), preloads(signedOut, 'style'), 'and its stylesheets');
});

t.test('each variant has its own ETag, and its compressed forms hold the same page', async (t) => {
  const gateway = await startGateway({ MAINTAINERR_URL: 'http://127.0.0.1:9' }, { webRoot: web.dir });
  t.teardown(() => gateway.close());
  const etags = new Set<string>();
  for (const path of ['/overview', '/rules', '/no-such-screen']) {
    const identity = await fetch(`${gateway.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const html = await identity.text();
    etags.add(identity.headers.get('etag')!);
    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      // Node's fetch decodes by itself; undici's request gives the bytes as sent.
      const response = await request(`${gateway.url}${path}`, { headers: { 'accept-encoding': encoding } });
      t.equal(response.headers['content-encoding'], encoding, `${path} in ${encoding}`);
      t.equal(decode(Buffer.from(await response.body.arrayBuffer())).toString(), html, `${path}: ${encoding} holds the same page`);
    }
    const again = await fetch(`${gateway.url}${path}`, { headers: { 'accept-encoding': 'identity', 'if-none-match': identity.headers.get('etag')! } });
    t.equal(again.status, 304, `${path}: its own ETag revalidates`);
  }
  t.equal(etags.size, 3, 'three pages, three ETags');
  const other = await fetch(`${gateway.url}/rules`, { headers: { 'accept-encoding': 'identity', 'if-none-match': [...etags][0]! } });
  t.equal(other.status, 200, 'one route\'s ETag does not revalidate another\'s page');
});

t.test('the built page has the places the gateway fills, and the meta tag naming the screens\' chunks', async (t) => {
  // npm test builds dist/ first; the fixture above has them by hand, so this checks the build itself.
  const built = readFileSync(new URL('../../dist/web/index.html', import.meta.url), 'utf8');
  t.ok(built.includes(DATA_PRELOADS_PLACEHOLDER), 'where the first reads go');
  t.ok(built.includes(SCREEN_PRELOADS_PLACEHOLDER), 'where the screen\'s chunks go');
  t.match(built, /<meta name="maintainerr-screen-chunks" content="[^"]*overview/, 'the Overview\'s chunks are named');
});

t.test('HEAD answers a route with its page\'s headers and no body', async (t) => {
  const gateway = await startGateway({ MAINTAINERR_URL: 'http://127.0.0.1:9' }, { webRoot: web.dir });
  t.teardown(() => gateway.close());
  const get = await request(`${gateway.url}/rules`, { headers: { 'accept-encoding': 'br' } });
  await get.body.arrayBuffer();
  const head = await request(`${gateway.url}/rules`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
  t.equal(head.statusCode, 200);
  t.equal((await head.body.arrayBuffer()).byteLength, 0, 'no body');
  t.equal(head.headers.etag, get.headers.etag, 'the same page');
  t.equal(head.headers['content-length'], get.headers['content-length']);
});

t.test('a page whose meta tag does not parse is still served, without screen preloads', async (t) => {
  const parent = await mkdtemp(join(tmpdir(), 'gateway-web-broken-meta-'));
  t.teardown(() => rm(parent, { recursive: true, force: true }));
  const html = (await readFile(join(web.dir, 'index.html'), 'utf8')).replace(/content="\{[^"]*"/, 'content="{not json"');
  await writeFile(join(parent, 'index.html'), html);
  const gateway = await startGateway({ MAINTAINERR_URL: 'http://127.0.0.1:9' }, { webRoot: parent });
  t.teardown(() => gateway.close());
  const response = await fetch(`${gateway.url}/overview`);
  t.equal(response.status, 200);
  const page = await response.text();
  t.same(preloads(page, 'module'), [], 'no chunk is named');
  t.same(preloads(page, 'style'), [], 'no stylesheet either');
  t.same(preloads(page, 'fetch'), ['/auth/status', '/api/app/status', '/api/settings/test/setup'], 'the first reads still are');
});
