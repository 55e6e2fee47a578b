// Settings > Tracearr (Maintainerr 3.x): URL and API key checked at their fields before anything is
// sent; Test sends them; Save first asks which media servers Tracearr follows, and where it follows
// several, shows the choice and waits for it; a Tracearr the service cannot reach is refused with
// the service's own 502 (recorded), which does not make the app take the service for unreachable.
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

t.test('Maintainerr 3.24', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser);
  const writes: { path: string; body: unknown }[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'GET' && path.startsWith('/api/settings')) writes.push({ path, body: request.postDataJSON() });
  });
  await page.goto(`${gateway.url}/settings/tracearr`);
  const form = page.getByRole('region', { name: 'Tracearr' });
  const url = form.getByRole('textbox', { name: 'URL' });
  const key = form.getByLabel('API key');
  await url.waitFor();

  await url.fill('tracearr.lan:3000');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await form.getByText('Must start with http:// or https://').waitFor();
  t.ok(await form.getByText('API key is required').isVisible(), 'a key is required');
  t.same(writes, [], 'nothing sent');

  await url.fill('http://tracearr.lan:3000');
  await key.fill('a-key');
  await form.getByRole('button', { name: 'Test', exact: true }).click();
  await form.getByText('Could not connect to Tracearr: Connection refused. Verify host, port, and that the service is running.').waitFor();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Saving the Tracearr settings failed: Could not load Tracearr servers. Verify URL and API key. (HTTP 502).').waitFor();
  t.equal(await page.getByText('Maintainerr cannot be reached.').count(), 0, "the service's own 502 is no unreachable service");
  t.same(await (await fetch(`${gateway.url}/api/settings/tracearr`)).json(), { url: null, api_key: null, server_id: null }, 'nothing saved');

  await url.fill('http://tracearr.demo:3000');
  await form.getByRole('button', { name: 'Test', exact: true }).click();
  await form.getByText('Connected to Tracearr, version 1.4.2.').waitFor();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Saving the Tracearr settings failed: Tracearr follows several media servers: choose the one Maintainerr runs with, then save again.').waitFor();
  const server = form.getByRole('combobox', { name: 'Tracearr server' });
  await server.selectOption({ label: 'Plex (cabin)' });
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Tracearr settings saved').waitFor();
  const cabin = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
  t.same(await (await fetch(`${gateway.url}/api/settings/tracearr`)).json(), { url: 'http://tracearr.demo:3000', api_key: 'a-key', server_id: cabin }, 'saved with the server chosen');

  // Read back: the stored server is the choice, and Save needs no new one.
  await page.reload();
  await url.waitFor();
  t.equal(await form.getByRole('combobox', { name: 'Tracearr server' }).count(), 0, 'no choice shown until one is needed');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Tracearr settings saved').waitFor();

  const connection = { url: 'http://tracearr.demo:3000', api_key: 'a-key' };
  t.same(
    writes.slice(-6),
    [
      { path: '/api/settings/test/tracearr', body: connection },
      { path: '/api/settings/tracearr/servers', body: connection },
      { path: '/api/settings/tracearr/servers', body: connection },
      { path: '/api/settings/tracearr', body: { ...connection, server_id: cabin } },
      { path: '/api/settings/tracearr/servers', body: connection },
      { path: '/api/settings/tracearr', body: { ...connection, server_id: cabin } },
    ],
    'the servers asked before each save, the server named in it',
  );
  await page.close();
});
