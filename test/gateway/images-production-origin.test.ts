import t from 'tap';
import { type Dispatcher, MockAgent } from 'undici';
import UnwrapHandler from 'undici/lib/handler/unwrap-handler.js';
import { startGateway } from '../helpers/gateway.ts';

t.test('with MAINTAINERR_URL set, the image cache fetches from https://image.tmdb.org and nowhere else', async (t) => {
  // A mock agent stands in for the internet and answers only image.tmdb.org: the gateway gets its
  // connections to the poster host from it, so another host, or another path, is refused.
  const internet = new MockAgent();
  internet.disableNetConnect();
  const posterHost = internet.get('https://image.tmdb.org');
  // The mock answers undici's older handler interface; undici's own pools turn the gateway's handler into it the same way.
  const imageHostFor = (origin: string) => {
    const host = internet.get(origin);
    return { dispatch: (options, handler) => host.dispatch(options, UnwrapHandler.unwrap(handler)) } as Dispatcher;
  };
  const gateway = await startGateway({ MAINTAINERR_URL: 'http://127.0.0.1:9' }, { imageHostFor });
  t.teardown(async () => {
    await gateway.close();
    await internet.close();
  });
  posterHost
    .intercept({ path: '/t/p/w300_and_h450_face/kqjL17yufvn9OVLyXYpvtyrFfak.jpg' })
    .reply(200, Buffer.alloc(321, 9), { headers: { 'content-type': 'image/jpeg' } });

  const poster = await fetch(`${gateway.url}/images/w300_and_h450_face/kqjL17yufvn9OVLyXYpvtyrFfak.jpg`);
  t.equal(poster.status, 200);
  t.equal((await poster.arrayBuffer()).byteLength, 321, 'the bytes image.tmdb.org sent');
  internet.assertNoPendingInterceptors();

  const page = await (await fetch(`${gateway.url}/overview`)).text();
  const meta = /name="maintainerr-gateway" content="([^"]*)"/.exec(page)?.[1] ?? '';
  t.equal(
    JSON.parse(meta.replaceAll('&quot;', '"').replaceAll('&amp;', '&')).imageBase,
    'https://image.tmdb.org/t/p',
    'with cacheImages off the browser is sent to the same host',
  );
});
