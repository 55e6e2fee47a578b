// The service's text answers reach the browser compressed when it takes Brotli or gzip, decoding to
// the very bytes the service sent; what is not worth compressing, or cannot be, passes as it came.
import t from 'tap';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startGateway } from '../helpers/gateway.ts';
import { startUpstream } from '../helpers/upstream.ts';

// A library page's worth of JSON, as the service sends it: uncompressed, with a length and a strong ETag.
const bigJson = JSON.stringify({ items: Array.from({ length: 300 }, (_, i) => ({ id: String(i), title: `Movie ${i}`, summary: 'A film.'.repeat(i % 7) })) });
const smallJson = '{"status":1,"version":"2.21.0"}';
const png = Buffer.alloc(4096, 7);

let releaseSecondPart: (() => void) | undefined;
const upstream = await startUpstream((request, response) => {
  const url = request.url!;
  if (url === '/api/big') {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(bigJson), etag: '"strong-1"', vary: 'Origin' });
    return response.end(request.method === 'HEAD' ? undefined : bigJson);
  }
  if (url === '/api/big-weak') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: 'W/"weak-1"' });
    return response.end(bigJson);
  }
  if (url === '/api/small') {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(smallJson) });
    return response.end(smallJson);
  }
  if (url === '/api/image') {
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
    return response.end(png);
  }
  if (url === '/api/already-gzipped') {
    response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': 4 });
    return response.end(Buffer.from([1, 2, 3, 4]));
  }
  if (url === '/api/streaming') {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.write(`first part;${'x'.repeat(2000)}`);
    releaseSecondPart = () => response.end('second part');
    return;
  }
  response.writeHead(404, { 'content-type': 'application/json' });
  response.end('{"statusCode":404}');
});
t.teardown(() => upstream.close());
const gateway = await startGateway({ MAINTAINERR_URL: upstream.url });
t.teardown(() => gateway.close());

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request with exactly these headers (fetch would add its own Accept-Encoding and decode). */
function ask(path: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${gateway.url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

t.test('a big JSON answer comes in Brotli when the browser takes it, and decodes to the bytes sent', async (t) => {
  const answer = await ask('/api/big', { 'accept-encoding': 'gzip, deflate, br' });
  t.equal(answer.status, 200);
  t.equal(answer.headers['content-encoding'], 'br');
  t.equal(answer.headers['content-length'], undefined, 'the upstream length no longer applies');
  t.equal(answer.headers.vary, 'Origin, Accept-Encoding', 'caches are told the answer depends on Accept-Encoding');
  t.equal(answer.headers.etag, 'W/"strong-1"', 'the strong ETag is made weak');
  t.equal(brotliDecompressSync(answer.body).toString(), bigJson);
  t.ok(answer.body.length < Buffer.byteLength(bigJson) / 4, `compressed ${Buffer.byteLength(bigJson)} -> ${answer.body.length} bytes`);
});

t.test('gzip when that is all the browser takes (plain HTTP on a LAN)', async (t) => {
  const answer = await ask('/api/big-weak', { 'accept-encoding': 'gzip, deflate' });
  t.equal(answer.headers['content-encoding'], 'gzip');
  t.equal(answer.headers.etag, 'W/"weak-1"', 'a weak ETag stays as it is');
  t.equal(gunzipSync(answer.body).toString(), bigJson);
});

t.test('passed as it came: no Accept-Encoding, refused encodings, small, binary, already encoded, HEAD', async (t) => {
  const cases: [string, string, Record<string, string>, string?][] = [
    ['no Accept-Encoding', '/api/big', {}],
    ['br and gzip refused by q=0', '/api/big', { 'accept-encoding': 'br;q=0, gzip;q=0, identity' }],
    ['under 1 KB', '/api/small', { 'accept-encoding': 'br, gzip' }],
    ['an image', '/api/image', { 'accept-encoding': 'br, gzip' }],
    ['already gzip from the service', '/api/already-gzipped', { 'accept-encoding': 'br, gzip' }],
  ];
  const expected: Record<string, Buffer> = {
    '/api/big': Buffer.from(bigJson),
    '/api/small': Buffer.from(smallJson),
    '/api/image': png,
    '/api/already-gzipped': Buffer.from([1, 2, 3, 4]),
  };
  for (const [name, path, headers] of cases) {
    const answer = await ask(path, headers);
    t.equal(answer.headers['content-encoding'], path === '/api/already-gzipped' ? 'gzip' : undefined, `${name}: encoding`);
    t.equal(answer.headers['content-length'], String(expected[path]!.length), `${name}: the upstream's length`);
    t.same(answer.body, expected[path], `${name}: the same bytes`);
  }
  const head = await ask('/api/big', { 'accept-encoding': 'br, gzip' }, 'HEAD');
  t.equal(head.headers['content-encoding'], undefined, 'HEAD: no encoding');
  t.equal(head.headers['content-length'], String(Buffer.byteLength(bigJson)), 'HEAD: the length of the uncompressed answer');
});

t.test('a compressed answer still streams: the first part arrives before the service ends it', async (t) => {
  const decoded = await new Promise<string>((resolve, reject) => {
    const request = httpRequest(`${gateway.url}/api/streaming`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      t.equal(response.headers['content-encoding'], 'gzip');
      const chunks: Buffer[] = [];
      let released = false;
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        // Only the first part has been sent: if it decodes now, the gateway did not hold it back.
        if (!released && gunzipPartial(Buffer.concat(chunks)).startsWith('first part;')) {
          released = true;
          releaseSecondPart!();
        }
      });
      response.on('end', () => resolve(gunzipSync(Buffer.concat(chunks)).toString()));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
  t.equal(decoded, `first part;${'x'.repeat(2000)}second part`);
});

/** What a gzip stream cut short decodes to so far. */
function gunzipPartial(bytes: Buffer): string {
  try {
    return gunzipSync(bytes, { finishFlush: 2 /* Z_SYNC_FLUSH */ }).toString();
  } catch {
    return '';
  }
}
