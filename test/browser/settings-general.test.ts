// /settings/main in Chromium against the sandbox (API.md §2.1): a save sends the whole loaded
// object (cron fields included) overlaid with the changes, a regenerated API key sticks, and a
// soft failure {code:0} is a failure toast that keeps the typed values.
import t from 'tap';
import type { MainSettings } from '../../wire/v2/settings.ts';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';

const gateway = await startGateway({}, { sandboxApi: '2.21' });
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.close();
  await gateway.close();
});

async function settings(): Promise<MainSettings> {
  return (await fetch(`${gateway.url}/api/settings`)).json() as Promise<MainSettings>;
}

async function openGeneral() {
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/settings/main`);
  await page.getByLabel('Application title').waitFor();
  return page;
}

t.test('a save changes exactly the edited fields and keeps the rest', async (t) => {
  const before = await settings();
  const page = await openGeneral();
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/settings'));
  await page.getByLabel('Application title').fill('  My Library  ');
  await page.getByLabel('Hostname (application URL)').fill('media.example.com');
  await page.getByLabel('Cache images').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Settings saved', { exact: true }).waitFor();
  const body = (await posted).postDataJSON() as MainSettings;
  t.equal(body.collection_handler_job_cron, before.collection_handler_job_cron, 'the cron fields are sent along');
  t.equal(body.rules_handler_job_cron, before.rules_handler_job_cron);
  const after = await settings();
  t.same(
    { title: after.applicationTitle, url: after.applicationUrl, cache: after.cacheImages },
    { title: 'My Library', url: 'media.example.com', cache: 0 },
  );
  t.same({ ...after, applicationTitle: '', applicationUrl: '', cacheImages: 0 }, { ...before, applicationTitle: '', applicationUrl: '', cacheImages: 0 }, 'nothing else changed');
  await page.close();
});

t.test('an empty title shows its message and nothing is sent', async (t) => {
  const page = await openGeneral();
  const writes: string[] = [];
  page.on('request', (r) => r.method() !== 'GET' && writes.push(r.url()));
  await page.getByLabel('Application title').fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Enter an application title').waitFor();
  t.same(writes, []);
  await page.close();
});

t.test('a regenerated API key is saved by the service and shown', async (t) => {
  const before = await settings();
  const page = await openGeneral();
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await page.getByText('New API key saved').waitFor();
  const after = await settings();
  t.not(after.apikey, before.apikey, 'the service kept the new key');
  t.equal(await page.getByLabel('API key').inputValue(), after.apikey, 'the field shows it');
  t.equal(await page.getByLabel('API key').getAttribute('type'), 'text', 'and reveals it');
  await page.close();
});

t.test('a soft failure from the service is a failure toast and the typed values stay', async (t) => {
  const page = await openGeneral();
  await page.route('**/api/settings', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 201,
          contentType: 'application/json',
          body: JSON.stringify({ status: 'NOK', code: 0, message: 'Update failed, invalid CRON value was found' }),
        })
      : route.continue(),
  );
  await page.getByLabel('Application title').fill('Kept title');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(/Update failed, invalid CRON value was found/).waitFor();
  t.equal(await page.getByLabel('Application title').inputValue(), 'Kept title');
  await page.close();
});

t.test('a General save keeps Plex SSL on (port 32400) and never re-sends the integrations\' URLs', async (t) => {
  // An SSL server on 32400, saved the way the Plex tab does it, and an Overseerr URL with capitals
  // saved through its own endpoint (which keeps the case).
  const post = (path: string, body: unknown) =>
    fetch(`${gateway.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const current = await settings();
  await post('/settings', { ...current, plex_hostname: 'https://plex.example.com', plex_port: 32400 });
  await post('/settings/overseerr', { url: 'http://Overseerr.Local:5055', api_key: 'key' });
  const before = await settings();
  t.same({ host: before.plex_hostname, ssl: before.plex_ssl, overseerr: before.overseerr_url }, { host: 'plex.example.com', ssl: 1, overseerr: 'http://Overseerr.Local:5055' }, 'set up');

  const page = await openGeneral();
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/settings'));
  await page.getByLabel('Cache images').setChecked(before.cacheImages === 0);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Settings saved', { exact: true }).waitFor();
  const body = (await posted).postDataJSON() as Record<string, unknown>;
  t.equal(body.plex_hostname, 'https://plex.example.com', 'the SSL hostname is sent with its scheme');
  t.same(
    Object.keys(body).filter((field) => /^(overseerr|jellyseerr|tautulli)_/.test(field)),
    [],
    'no url or api_key of Overseerr, Jellyseerr or Tautulli is sent',
  );
  const after = await settings();
  t.equal(after.plex_ssl, 1, 'the service still has SSL on');
  t.equal(after.plex_hostname, 'plex.example.com');
  t.equal(after.cacheImages, before.cacheImages === 0 ? 1 : 0, 'the change was saved');
  await page.close();
});
