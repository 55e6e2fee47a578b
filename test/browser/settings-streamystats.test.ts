// Settings > Streamystats, which Maintainerr 3.x offers only while it runs Jellyfin: the tab shows
// then and only then; its form is the URL alone (no API key is shown or sent), checked at the field
// before anything is sent; Save and Test send {url}. A link to it on a service running Plex leads to
// the request service's tab.
import { rm } from 'node:fs/promises';
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { freshInstallDataDir } from '../helpers/fresh-install.ts';
import { startGateway } from '../helpers/gateway.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

t.test('Maintainerr 3.24 running Plex (the demo): no Streamystats tab, and its link opens Seerr', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/settings/streamystats`);
  await page.waitForURL('**/settings/seerr');
  const tabs = page.getByRole('navigation', { name: 'Settings sections' });
  await tabs.getByRole('link', { name: 'Tautulli' }).waitFor();
  t.equal(await tabs.getByRole('link', { name: 'Streamystats' }).count(), 0);
  await page.close();
});

t.test('Maintainerr 3.24 running Jellyfin: the URL alone, checked, saved and tested', async (t) => {
  const dataDir = await freshInstallDataDir({ media_server_type: 'jellyfin' });
  const gateway = await startGateway({ DATA_DIR: dataDir }, { sandboxApi: '3.24' });
  t.teardown(async () => {
    await gateway.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  // Set up, as far as the screens here care: the demo's setup check knows Plex only.
  t.teardown(gateway.app.sandbox!.control.respond('GET', '/api/settings/test/setup', () => ({ text: 'true' })));
  const { page } = await openPage(browser);
  const writes: { path: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/settings')) writes.push({ path: new URL(request.url()).pathname, body: request.postDataJSON() });
  });
  await page.goto(`${gateway.url}/settings/streamystats`);
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Streamystats' }).waitFor();
  const form = page.getByRole('region', { name: 'Streamystats' });
  await form.getByLabel('URL').waitFor();
  t.match(page.url(), /\/settings\/streamystats$/, 'the tab stays: the service runs Jellyfin');
  t.equal(await form.getByLabel('API key').count(), 0, 'no API key field');

  await form.getByLabel('URL').fill('streamystats.lan:3000/');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Must start with http:// or https://').waitFor();
  t.ok(await page.getByText("Must not end with a '/'").isVisible(), 'both URL rules');
  t.same(writes, [], 'nothing sent');

  await form.getByLabel('URL').fill('http://streamystats.lan:3000');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Streamystats settings saved').waitFor();
  await form.getByRole('button', { name: 'Test', exact: true }).click();
  await page.getByText('Could not connect to Streamystats: Connection refused. Verify host, port, and that the service is running.').waitFor();
  t.same(
    writes,
    [
      { path: '/api/settings/streamystats', body: { url: 'http://streamystats.lan:3000' } },
      { path: '/api/settings/test/streamystats', body: { url: 'http://streamystats.lan:3000' } },
    ],
    'Save and Test each sent the URL alone',
  );
  t.same(await (await fetch(`${gateway.url}/api/settings/streamystats`)).json(), { url: 'http://streamystats.lan:3000' }, 'stored');
  await page.close();
});
