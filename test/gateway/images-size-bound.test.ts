import t from 'tap';
import { startFakeOrigin, startImageGateway } from './images-fake-origin.ts';

t.test('the image cache stays within its size bound, evicting the least recently used', async (t) => {
  const origin = await startFakeOrigin(400);
  const gateway = await startImageGateway(origin.url, 1000);
  t.teardown(async () => {
    await gateway.close();
    await origin.close();
  });
  const get = async (name: string) => {
    const response = await fetch(`${gateway.url}/images/w300/${name}.jpg`);
    await response.arrayBuffer();
    return response.status;
  };

  t.equal(await get('one'), 200);
  t.equal(await get('two'), 200);
  t.equal(await get('one'), 200, 'one is used again, so two is now the least recently used');
  t.equal(origin.hits.length, 2);
  t.equal(await get('three'), 200);
  t.ok((await gateway.cacheBytes()) <= 1000, 'the cache folder is within 1000 bytes');

  t.equal(await get('one'), 200);
  t.equal(origin.hits.length, 3, 'one was kept');
  t.equal(await get('two'), 200);
  t.equal(origin.hits.length, 4, 'two was evicted and fetched again');
  t.ok((await gateway.cacheBytes()) <= 1000);
});

t.test('an image bigger than the whole bound is served but not kept', async (t) => {
  const origin = await startFakeOrigin(2000);
  const gateway = await startImageGateway(origin.url, 1000);
  t.teardown(async () => {
    await gateway.close();
    await origin.close();
  });
  const response = await fetch(`${gateway.url}/images/original/big.png`);
  t.equal(response.status, 200);
  t.equal((await response.arrayBuffer()).byteLength, 2000);
  t.equal(await gateway.cacheBytes(), 0);
});
