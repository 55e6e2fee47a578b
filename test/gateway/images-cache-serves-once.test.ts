import t from 'tap';
import { startFakeOrigin, startImageGateway } from './images-fake-origin.ts';

t.test('a poster is fetched from the image host once and then served from the cache', async (t) => {
  const origin = await startFakeOrigin(500);
  const gateway = await startImageGateway(origin.url);
  t.teardown(async () => {
    await gateway.close();
    await origin.close();
  });

  const first = await fetch(`${gateway.url}/images/w300_and_h450_face/abc123.jpg`);
  t.equal(first.status, 200);
  t.equal(first.headers.get('content-type'), 'image/jpeg');
  t.equal(first.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  t.equal((await first.arrayBuffer()).byteLength, 500);
  t.same(origin.hits, ['/t/p/w300_and_h450_face/abc123.jpg']);

  const second = await fetch(`${gateway.url}/images/w300_and_h450_face/abc123.jpg`);
  t.equal(second.status, 200);
  t.equal((await second.arrayBuffer()).byteLength, 500);
  t.equal(origin.hits.length, 1, 'the second request did not reach the image host');
  t.equal(await gateway.cacheBytes(), 500);
});

t.test('simultaneous requests for one poster cost one fetch', async (t) => {
  const origin = await startFakeOrigin();
  const gateway = await startImageGateway(origin.url);
  t.teardown(async () => {
    await gateway.close();
    await origin.close();
  });
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => fetch(`${gateway.url}/images/w500/same.png`).then((r) => r.status)),
  );
  t.same(answers, [200, 200, 200, 200, 200]);
  t.equal(origin.hits.length, 1);
});

t.test('an SVG poster is served with its type and a policy that forbids script', async (t) => {
  const origin = await startFakeOrigin();
  const gateway = await startImageGateway(origin.url);
  t.teardown(async () => {
    await gateway.close();
    await origin.close();
  });
  const response = await fetch(`${gateway.url}/images/w300_and_h450_face/sandbox-movie-12.svg`);
  t.equal(response.status, 200);
  t.equal(response.headers.get('content-type'), 'image/svg+xml');
  t.match(response.headers.get('content-security-policy'), /default-src 'none'/);
  t.notMatch(response.headers.get('content-security-policy'), /script-src/);
  t.equal(response.headers.get('x-content-type-options'), 'nosniff');
});
