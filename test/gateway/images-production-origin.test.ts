import t from 'tap';
import { getGlobalDispatcher, MockAgent, setGlobalDispatcher } from 'undici';
import { startGateway } from '../helpers/gateway.ts';

t.test('with MAINTAINERR_URL set, the image cache fetches from https://image.tmdb.org and nowhere else', async (t) => {
  // Node's fetch goes through undici's global dispatcher: a mock agent stands in for the internet,
  // answers only image.tmdb.org and lets the test talk to the gateway on 127.0.0.1.
  const previous = getGlobalDispatcher();
  const internet = new MockAgent();
  internet.disableNetConnect();
  internet.enableNetConnect(/^127\.0\.0\.1:\d+$/);
  setGlobalDispatcher(internet);
  const gateway = await startGateway({ MAINTAINERR_URL: 'http://127.0.0.1:9' });
  t.teardown(async () => {
    await gateway.close();
    setGlobalDispatcher(previous);
    await internet.close();
  });
  internet
    .get('https://image.tmdb.org')
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
