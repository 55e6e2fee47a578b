import t from 'tap';
import { startFakeOrigin, startImageGateway } from './images-fake-origin.ts';

t.test('images whose size and file differ only in where an underscore sits are cached apart', async (t) => {
  const origin = await startFakeOrigin();
  const gateway = await startImageGateway(origin.url);
  t.teardown(async () => {
    await gateway.close();
    await origin.close();
  });
  // Each answer names the path it was asked for, so a mix-up shows in the body.
  origin.respond = (request, response) => response.writeHead(200).end(request.url);
  const body = async (path: string) => {
    const response = await fetch(`${gateway.url}/images${path}`);
    t.equal(response.status, 200, path);
    return response.text();
  };

  for (const path of ['/a_/b.jpg', '/a/_b.jpg', '/w300/Poster.jpg', '/w300/poster.jpg']) {
    t.equal(await body(path), `/t/p${path}`, `${path} is its own image`);
  }
  t.equal(origin.hits.length, 4, 'each was fetched from the host');
  t.equal(await body('/a_/b.jpg'), '/t/p/a_/b.jpg', 'served again from the cache, still its own');
  t.equal(await body('/a/_b.jpg'), '/t/p/a/_b.jpg');
  t.equal(origin.hits.length, 4, 'the second round came from the cache');
});
