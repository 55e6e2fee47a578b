// Which path gets what: client routes get index.html, missing assets 404, other methods 405, and
// no spelling of a climb out of dist/web (raw, percent-encoded, double-encoded, backslashes) ever
// serves a file outside it. Oversized headers get 431, malformed requests 400, nothing gives 500.
import t from 'tap';
import { METHODS } from 'node:http';
import { connect } from 'node:net';
import { createWebRoot, startGateway } from '../helpers/gateway.ts';

const web = await createWebRoot();
const gateway = await startGateway({ MAINTAINERR_URL: 'http://127.0.0.1:9' }, { webRoot: web.dir });
const { port } = new URL(gateway.origin);
t.teardown(async () => {
  await gateway.close();
  await web.close();
});

/** Sends raw bytes (paths exactly as written, nothing normalised) and returns status line and body. */
function rawRequest(text: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const response = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);
      const headEnd = response.indexOf('\r\n\r\n');
      resolve({ status, head: response.slice(0, headEnd), body: response.slice(headEnd + 4) });
    });
    socket.setTimeout(5000, () => socket.destroy());
    socket.write(text);
  });
}

const get = (path: string, accept = 'text/html,*/*;q=0.8', method = 'GET') =>
  rawRequest(`${method} ${path} HTTP/1.1\r\nHost: x\r\nAccept: ${accept}\r\nConnection: close\r\n\r\n`);

const INDEX = /<div id="root">/;
const SECRET = /TOP-SECRET/;

t.test('paths and the status each gets', async (t) => {
  const table: [method: string, path: string, accept: string | undefined, status: number, body?: RegExp][] = [
    ['GET', '/', undefined, 200, INDEX],
    ['GET', '/index.html', undefined, 200, INDEX],
    ['GET', '/overview', undefined, 200, INDEX],
    ['GET', '/rules', undefined, 200, INDEX],
    ['GET', '/settings/plex', undefined, 200, INDEX],
    ['GET', '/collections/12/exclusions', undefined, 200, INDEX],
    ['GET', '/overview?tab=1', undefined, 200, INDEX],
    ['GET', '/apix', undefined, 200, INDEX],
    // A dot followed by digits is no file extension: a mistyped id is the app's to answer.
    ['GET', '/collections/1.5', undefined, 200, INDEX],
    ['GET', '/collections/12/2.0', undefined, 200, INDEX],
    ['GET', '/assets/main.mp4', undefined, 404],
    ['GET', '/overview', 'application/json', 404],
    ['GET', '/assets/missing-123.js', undefined, 404],
    ['GET', '/favicon.ico', undefined, 404],
    ['GET', '/assets/main-TESTHASH.js.br', undefined, 404],
    ['GET', '/favicon.svg', undefined, 200, /<svg/],
    ['POST', '/overview', undefined, 405],
    ['PUT', '/assets/main-TESTHASH.js', undefined, 405],
    ['DELETE', '/', undefined, 405],
    ['PATCH', '/settings', undefined, 405],
    ['OPTIONS', '/', undefined, 405],
    // Methods Fastify does not route by default (WebDAV and others) are refused the same way, not 404.
    ['TRACE', '/', undefined, 405],
    ['QUERY', '/overview', undefined, 405],
    ['PROPFIND', '/', undefined, 405],
    ['SEARCH', '/rules', undefined, 405],
    ['MKCOL', '/assets/new', undefined, 405],
    ['LOCK', '/index.html', undefined, 405],
    ['PURGE', '/assets/main-TESTHASH.js', undefined, 405],
    // climbing out of the web root, in every spelling
    ['GET', '/../secret.txt', undefined, 400],
    ['GET', '/assets/../../secret.txt', undefined, 400],
    ['GET', '/%2e%2e/secret.txt', undefined, 400],
    ['GET', '/%2E%2E%2Fsecret.txt', undefined, 400],
    ['GET', '/assets%2f..%2f..%2fsecret.txt', undefined, 400],
    ['GET', '/..%5csecret.txt', undefined, 400],
    ['GET', '/..\\secret.txt', undefined, 400],
    ['GET', '/assets\\..\\..\\secret.txt', undefined, 400],
    ['GET', '/%252e%252e/secret.txt', undefined, 400],
    ['GET', '/%252e%252e%252fsecret.txt', undefined, 400],
    ['GET', '/.%2e/.%2e/etc/passwd', undefined, 400],
    ['GET', '/assets/./main-TESTHASH.js', undefined, 400],
    ['GET', '/%00', undefined, 400],
    ['GET', '/index.html%00.js', undefined, 400],
    // malformed percent-encoding
    ['GET', '/%', undefined, 400],
    ['GET', '/%zz', undefined, 400],
    ['GET', '/%e0%a4%a', undefined, 400],
  ];
  for (const [method, path, accept, status, body] of table) {
    const response = await get(path, accept, method);
    t.equal(response.status, status, `${method} ${path} -> ${status}`);
    t.notMatch(response.body, SECRET, `${method} ${path} leaks nothing`);
    if (body) t.match(response.body, body, `${method} ${path} body`);
  }
});

t.test('a 405 names the methods that are allowed', async (t) => {
  const response = await fetch(`${gateway.url}/overview`, { method: 'POST', body: '{"broken json', headers: { 'content-type': 'application/json' } });
  t.equal(response.status, 405);
  t.equal(response.headers.get('allow'), 'GET, HEAD');
  t.match(await response.json(), { statusCode: 405, code: 'GW_ERR_METHOD_NOT_ALLOWED' });
});

t.test('every method but GET and HEAD is 405 with Allow: GET, HEAD on app paths', async (t) => {
  const others = METHODS.filter((method) => !['GET', 'HEAD', 'CONNECT'].includes(method));
  for (const method of others) {
    for (const path of ['/', '/settings/plex', '/assets/main-TESTHASH.js']) {
      const response = await get(path, undefined, method);
      t.equal(response.status, 405, `${method} ${path}`);
      t.match(response.head, /\r\nallow: GET, HEAD(\r\n|$)/i, `${method} ${path} names GET and HEAD`);
    }
  }
});

t.test('oversized headers get 431', async (t) => {
  const response = await rawRequest(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`);
  t.equal(response.status, 431);
});

t.test('malformed requests get 400, never 500', async (t) => {
  const garbage = [
    'GARBAGE\r\n\r\n',
    'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
    'GET / HTTP/1.1\r\nBad Header Without Colon\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n',
  ];
  for (const text of garbage) {
    const response = await rawRequest(text);
    t.ok(response.status === 400 || response.status === 505, `${JSON.stringify(text.slice(0, 30))} -> ${response.status}`);
  }
});

t.test('no path gives a 500', async (t) => {
  const weird = ['/%C0%AE%C0%AE/', '/😀', '/a'.repeat(500), '/?%', '/assets/', '//', '//etc/passwd', '/;', '/%20'];
  for (const path of weird) {
    const response = await get(encodeURI(path).replace(/%25/g, '%'));
    t.ok(response.status > 0 && response.status < 500, `${path.slice(0, 30)} -> ${response.status}`);
    t.notMatch(response.body, SECRET);
  }
});
