// The embedded app comes from memory: br > gzip > identity by Accept-Encoding, ETags per form,
// 304 on If-None-Match, HEAD, immutable hashed assets and a never-cached index.html.
import t from 'tap';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { createWebRoot, startGateway } from '../helpers/gateway.ts';

const web = await createWebRoot();
const gateway = await startGateway({ MAINTAINERR_URL: 'http://127.0.0.1:9' }, { webRoot: web.dir });
t.teardown(async () => {
  await gateway.close();
  await web.close();
});

/** undici's request does not decompress, so the test sees the bytes on the wire. */
async function get(path: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  const response = await request(`${gateway.url}${path}`, { method, headers });
  const body = Buffer.from(await response.body.arrayBuffer());
  return { status: response.statusCode, headers: response.headers, body };
}

t.test('Accept-Encoding picks br, then gzip, then identity, honouring q-values', async (t) => {
  const cases: [string | undefined, string | undefined][] = [
    ['gzip, deflate, br', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['identity', undefined],
    [undefined, undefined],
  ];
  for (const [accept, expected] of cases) {
    const response = await get(web.scriptPath, accept === undefined ? {} : { 'accept-encoding': accept });
    t.equal(response.status, 200, `status for ${accept}`);
    t.equal(response.headers['content-encoding'], expected, `encoding for ${accept}`);
    t.equal(response.headers.vary, 'Accept-Encoding', `vary for ${accept}`);
    const decoded =
      expected === 'br' ? brotliDecompressSync(response.body) : expected === 'gzip' ? gunzipSync(response.body) : response.body;
    t.equal(decoded.toString(), web.script, `body for ${accept}`);
    t.equal(Number(response.headers['content-length']), response.body.length, `length for ${accept}`);
  }
});

t.test('hashed assets are immutable, index.html is revalidated', async (t) => {
  const asset = await get(web.scriptPath);
  t.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
  t.match(asset.headers['content-type'], /^text\/javascript/);
  const page = await get('/', { accept: 'text/html' });
  t.equal(page.headers['cache-control'], 'private, no-cache', 'the page depends on who asks, so only the browser keeps it');
  t.match(page.headers['content-type'], /^text\/html/);
  const favicon = await get('/favicon.svg');
  t.equal(favicon.headers['cache-control'], 'no-cache', 'unhashed files are revalidated too');
});

t.test('index.html is compressed in memory after the meta tag is injected', async (t) => {
  const br = await get('/index.html', { 'accept-encoding': 'br' });
  t.equal(br.headers['content-encoding'], 'br');
  t.match(brotliDecompressSync(br.body).toString(), /<meta name="maintainerr-gateway"/);
});

t.test('If-None-Match gives 304 for the representation that would be sent', async (t) => {
  const first = await get(web.scriptPath, { 'accept-encoding': 'br' });
  const etag = first.headers.etag as string;
  t.match(etag, /^"[^"]+"$/);
  const again = await get(web.scriptPath, { 'accept-encoding': 'br', 'if-none-match': etag });
  t.equal(again.status, 304);
  t.equal(again.body.length, 0);
  t.equal(again.headers.etag, etag);
  const weak = await get(web.scriptPath, { 'accept-encoding': 'br', 'if-none-match': `"nope", W/${etag}` });
  t.equal(weak.status, 304, 'a weak tag in a list matches');
  const otherForm = await get(web.scriptPath, { 'accept-encoding': 'gzip', 'if-none-match': etag });
  t.equal(otherForm.status, 200, 'the br tag does not validate the gzip form');
  t.not(otherForm.headers.etag, etag);
  const stale = await get(web.scriptPath, { 'if-none-match': '"stale"' });
  t.equal(stale.status, 200);
});

t.test('HEAD answers the headers of GET without a body', async (t) => {
  const get200 = await get(web.scriptPath, { 'accept-encoding': 'gzip' });
  const head = await get(web.scriptPath, { 'accept-encoding': 'gzip' }, 'HEAD');
  t.equal(head.status, 200);
  t.equal(head.body.length, 0);
  t.equal(head.headers['content-length'], get200.headers['content-length']);
  t.equal(head.headers.etag, get200.headers.etag);
  const route = await get('/settings/plex', { accept: 'text/html' }, 'HEAD');
  t.equal(route.status, 200);
  t.match(route.headers['content-type'], /^text\/html/);
});
