import t from 'tap';
import { startGateway } from '../helpers/gateway.ts';

t.test('the image cache lives under the base path and the page tells the app where images are', async (t) => {
  const gateway = await startGateway({ MAINTAINERR_URL: 'http://127.0.0.1:9', BASE_PATH: '/maintainerr' });
  t.teardown(() => gateway.close());
  const refused = await fetch(`${gateway.url}/images/w300/..%2fx.jpg`);
  t.equal(refused.status, 400);
  t.match(await refused.json(), { code: 'GW_ERR_IMAGE_PATH_INVALID' });

  const page = await (await fetch(`${gateway.url}/overview`)).text();
  const meta = /name="maintainerr-gateway" content="([^"]*)"/.exec(page)?.[1] ?? '';
  t.equal(JSON.parse(meta.replaceAll('&quot;', '"').replaceAll('&amp;', '&')).imageBase, 'https://image.tmdb.org/t/p');
});

t.test('in demo mode images come through the gateway', async (t) => {
  const gateway = await startGateway({ BASE_PATH: '/m' });
  t.teardown(() => gateway.close());
  const page = await (await fetch(`${gateway.url}/overview`)).text();
  const meta = /name="maintainerr-gateway" content="([^"]*)"/.exec(page)?.[1] ?? '';
  t.equal(JSON.parse(meta.replaceAll('&quot;', '"').replaceAll('&amp;', '&')).imageBase, '/m/images');
});
