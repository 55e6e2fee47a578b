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
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Tracearr settings saved').waitFor();
  t.equal(await form.getByRole('combobox', { name: 'Tracearr server' }).count(), 0, 'the stored server, still listed, is named without asking');

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

  const control = gateway.app.sandbox!.control;
  const serversAre = (list: unknown[]) => control.respond('POST', '/api/settings/tracearr/servers', () => ({ status: 201, json: list }));
  await t.test('one server: named without asking', async (t) => {
    const only = { id: '0f1e2d3c-4b5a-4678-9abc-def012345678', name: 'Plex' };
    const done = serversAre([only]);
    t.teardown(done);
    writes.length = 0;
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Tracearr settings saved').nth(0).waitFor();
    t.same(writes.at(-1), { path: '/api/settings/tracearr', body: { ...connection, server_id: only.id } });
  });
  await t.test('the stored server no longer listed: the choice is asked for, the focus on it', async (t) => {
    const others = [
      { id: '11111111-2222-4333-8444-555555555555', name: 'Jellyfin (attic)' },
      { id: '66666666-7777-4888-9999-aaaaaaaaaaaa', name: 'Jellyfin (garage)' },
    ];
    const done = serversAre(others);
    t.teardown(done);
    writes.length = 0;
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const choice = form.getByRole('combobox', { name: 'Tracearr server' });
    await choice.waitFor();
    t.ok(await choice.evaluate((element) => element === document.activeElement), 'the focus is on the choice');
    t.equal(await choice.getAttribute('aria-invalid'), 'true', 'said at the field');
    t.same(writes.map((write) => write.path), ['/api/settings/tracearr/servers'], 'nothing saved with a server Tracearr did not list');
    await url.fill('http://tracearr.demo:3001');
    await choice.waitFor({ state: 'detached' });
    t.pass('another URL is another Tracearr: the servers found go');
  });
  await t.test('no server: refused, with what to do', async (t) => {
    const done = serversAre([]);
    t.teardown(done);
    writes.length = 0;
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saving the Tracearr settings failed: Tracearr follows no media server: add the one Maintainerr runs with in Tracearr first.').waitFor();
    t.same(writes.map((write) => write.path), ['/api/settings/tracearr/servers'], 'nothing saved');
  });
  await page.close();
});
