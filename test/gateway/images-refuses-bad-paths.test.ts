import t from 'tap';
import { startFakeOrigin, startImageGateway } from './images-fake-origin.ts';

// Each of these must be refused without any request reaching the image host.
const BAD_PATHS = [
  '/images/w300/..%2f..%2fetc%2fpasswd.jpg',
  '/images/w300/%2e%2e%2fsecret.jpg',
  '/images/%2e%2e/secret.jpg',
  '/images/..%5c..%5csecret.jpg/x.jpg',
  '/images/w300/..%5csecret.jpg',
  '/images/w300/a%2fb.jpg',
  '/images/w300/a%00.jpg',
  '/images/w300/%252e%252e%252fsecret.jpg',
  '/images/w300/http:%2f%2fevil.example%2fx.jpg',
  '/images/w300/https%3A%2F%2Fevil.example%2Fx.jpg',
  '/images/w300//evil.example/x.jpg',
  '/images/w300/evil.example/x.jpg',
  '/images/w300/poster.exe',
  '/images/w300/poster.jpg.html',
  '/images/w300/poster.html',
  '/images/w300/poster',
  '/images/W300/poster.jpg',
  '/images/w300%2f..%2f..%2f/poster.jpg',
  '/images/w300/.jpg',
  `/images/w300/${'a'.repeat(200)}.jpg`,
];

t.test('the image cache refuses traversal, other hosts and odd names, and never fetches them', async (t) => {
  const origin = await startFakeOrigin();
  const gateway = await startImageGateway(origin.url);
  t.teardown(async () => {
    await gateway.close();
    await origin.close();
  });
  for (const path of BAD_PATHS) {
    const response = await fetch(`${gateway.url}${path}`);
    const body = await response.text();
    // 414: Fastify refuses an over-long parameter before the route runs.
    t.ok([400, 404, 414].includes(response.status), `${path} -> ${response.status}`);
    if (response.status === 400) t.match(JSON.parse(body), { statusCode: 400, code: 'GW_ERR_IMAGE_PATH_INVALID' }, path);
  }
  t.same(origin.hits, [], 'no refused path reached the image host');
});

t.test('an absolute URL as the request target cannot pick the host', async (t) => {
  const origin = await startFakeOrigin();
  const gateway = await startImageGateway(origin.url);
  t.teardown(async () => {
    await gateway.close();
    await origin.close();
  });
  const { request } = await import('node:http');
  const { port } = new URL(gateway.url);
  const status = await new Promise<number>((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path: 'http://evil.example/t/p/w300/x.jpg', method: 'GET' },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
  t.not(status, 200);
  t.same(origin.hits, []);
});
