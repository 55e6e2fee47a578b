import t from 'tap';
import { buildApp } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';

t.test('the gateway serves the app for a client route', async (t) => {
  const app = await buildApp(loadConfig({ MAINTAINERR_URL: 'http://127.0.0.1:9' }), { logger: false });
  t.teardown(() => app.close());
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const response = await fetch(`${address}/overview`, { headers: { accept: 'text/html' } });
  t.equal(response.status, 200);
  t.match(await response.text(), /<div id="root">/);
});
