import t from 'tap';
import { startFakeOrigin, startImageGateway } from './images-fake-origin.ts';

t.test('a redirect from the image host to another host is not followed', async (t) => {
  const origin = await startFakeOrigin();
  const elsewhere = await startFakeOrigin();
  const gateway = await startImageGateway(origin.url);
  t.teardown(async () => {
    await gateway.close();
    await origin.close();
    await elsewhere.close();
  });
  for (const status of [301, 302, 307]) {
    origin.respond = (request, response) => response.writeHead(status, { location: `${elsewhere.url}${request.url}` }).end();
    const response = await fetch(`${gateway.url}/images/w300/moved-${status}.jpg`);
    t.equal(response.status, 502, `a ${status} is a bad gateway`);
    t.match(await response.json(), { statusCode: 502, code: 'GW_ERR_IMAGE_UPSTREAM' });
  }
  t.equal(origin.hits.length, 3);
  t.same(elsewhere.hits, [], 'nothing reached the other host');
  t.equal(await gateway.cacheBytes(), 0);
});
