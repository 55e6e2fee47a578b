import t from 'tap';
import { startFakeOrigin, startImageGateway } from './images-fake-origin.ts';

t.test('an image host failure is a 502 in the gateway error shape and is not cached', async (t) => {
  const origin = await startFakeOrigin();
  const gateway = await startImageGateway(origin.url);
  t.teardown(async () => {
    await gateway.close();
    await origin.close();
  });
  origin.failWith = 500;
  const failed = await fetch(`${gateway.url}/images/w300/broken.jpg`);
  t.equal(failed.status, 502);
  t.match(await failed.json(), { statusCode: 502, error: 'Bad Gateway', code: 'GW_ERR_IMAGE_UPSTREAM' });

  origin.failWith = undefined;
  const recovered = await fetch(`${gateway.url}/images/w300/broken.jpg`);
  t.equal(recovered.status, 200, 'the failure was not cached');
});

t.test('an image the host does not have is a 404', async (t) => {
  const origin = await startFakeOrigin();
  const gateway = await startImageGateway(origin.url);
  t.teardown(async () => {
    await gateway.close();
    await origin.close();
  });
  origin.failWith = 404;
  const response = await fetch(`${gateway.url}/images/w300/missing.jpg`);
  t.equal(response.status, 404);
  t.match(await response.json(), { statusCode: 404, code: 'GW_ERR_NOT_FOUND' });
});

t.test('an unreachable image host is a 502', async (t) => {
  const origin = await startFakeOrigin();
  const unreachable = origin.url;
  await origin.close();
  const gateway = await startImageGateway(unreachable);
  t.teardown(() => gateway.close());
  const response = await fetch(`${gateway.url}/images/w300/any.jpg`);
  t.equal(response.status, 502);
  t.match(await response.json(), { code: 'GW_ERR_IMAGE_UPSTREAM' });
});
