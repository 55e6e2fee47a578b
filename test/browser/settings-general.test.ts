// /settings/main in Chromium against the sandbox, on both generations. v2.21 saves the whole
// loaded row (cron fields included) with the changes laid over it; v3.24 PATCHes just the page's
// fields, as its own UI does. On both a regenerated API key sticks, an empty hostname is refused at
// the field, and a soft failure {code:0} is a failure toast that keeps the typed values. v3.24
// also offers its database as a file.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import type { Page } from 'playwright-core';
import type { MainSettings } from '../../wire/v2/settings.ts';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startGateway, type RunningGateway } from '../helpers/gateway.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { LEAVE_QUESTION } from '../../web/src/lib/leave-guard.ts';
import { waitUntil } from './overview-setup.ts';
import { formatBytes } from '../../web/src/lib/size-label.ts';
import { answerLeaveQuestions } from './leave-questions.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  const settings = async (): Promise<MainSettings> => (await fetch(`${gateway.url}/api/settings`)).json() as Promise<MainSettings>;
  const openGeneral = () => openSettings(gateway);
  const isSave = (method: string) => (api === '2.21' ? method === 'POST' : method === 'PATCH');

  t.test('a save changes exactly the edited fields and keeps the rest', async (t) => {
    const before = await settings();
    const page = await openGeneral();
    const sent = page.waitForRequest((r) => isSave(r.method()) && r.url().endsWith('/api/settings'));
    await page.getByLabel('Hostname (application URL)').fill('  media.example.com ');
    if (api === '2.21') {
      await page.getByLabel('Application title').fill('  My Library  ');
      await page.getByLabel('Cache images').uncheck();
    } else {
      t.equal(await page.getByLabel('Application title').count(), 0, 'v3.24 does not edit the title');
      t.equal(await page.getByLabel('Cache images').count(), 0, 'nor has an image cache switch');
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved', { exact: true }).waitFor();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    const after = await settings();
    if (api === '2.21') {
      t.equal(body.collection_handler_job_cron, before.collection_handler_job_cron, 'the cron fields are sent along');
      t.equal(body.rules_handler_job_cron, before.rules_handler_job_cron);
      t.same(
        { title: after.applicationTitle, url: after.applicationUrl, cache: after.cacheImages },
        { title: 'My Library', url: 'media.example.com', cache: 0 },
      );
    } else {
      t.same(body, { applicationUrl: 'media.example.com', apikey: before.apikey }, 'just the page\'s fields, trimmed, as the v3.24 UI sends them');
      t.equal(after.applicationUrl, 'media.example.com');
    }
    const unchanged = (row: MainSettings) => ({ ...row, applicationTitle: '', applicationUrl: '', cacheImages: 0 });
    t.same(unchanged(after), unchanged(before), 'nothing else changed');
    await page.close();
  });

  t.test('an empty hostname shows its message and nothing is sent', async (t) => {
    const page = await openGeneral();
    const writes: string[] = [];
    page.on('request', (r) => r.method() !== 'GET' && writes.push(r.url()));
    await page.getByLabel('Hostname (application URL)').fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter a hostname').waitFor();
    t.same(writes, []);
    await page.close();
  });

  t.test('a hostname with a space, or a URL of another scheme, shows its message and nothing is sent; localhost saves', async (t) => {
    const page = await openGeneral();
    const writes: string[] = [];
    page.on('request', (r) => r.method() !== 'GET' && writes.push(r.url()));
    const hostname = page.getByLabel('Hostname (application URL)');
    for (const bad of ['http://my host:80/x', 'ftp://media.example.com']) {
      await hostname.fill(bad);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Enter a hostname such as localhost, or a URL such as https://maintainerr.example.com').waitFor();
      t.same(writes, [], `${bad}: nothing sent`);
    }
    // The service's own default is a bare host.
    await hostname.fill('localhost');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter a hostname such as localhost', { exact: false }).waitFor({ state: 'detached' });
    await waitUntil(() => writes.length === 1, 'the save');
    t.equal(writes.length, 1, 'localhost is sent');
    await page.close();
  });

  t.test('a regenerated API key, after a question, is saved by the service and shown; a hostname typed meanwhile stays unsaved', async (t) => {
    const before = await settings();
    const page = await openGeneral();
    const questions = answerLeaveQuestions(page);
    const hostname = page.getByLabel('Hostname (application URL)');
    await hostname.fill('typed.example.com');
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await page.getByRole('button', { name: 'Yes, regenerate' }).click();
    await page.getByText('New API key saved').waitFor();
    const after = await settings();
    t.not(after.apikey, before.apikey, 'the service kept the new key');
    t.equal(after.applicationUrl, before.applicationUrl, 'and not the hostname typed');
    t.equal(await page.getByLabel('API key').inputValue(), after.apikey, 'the field shows it');
    t.equal(await page.getByLabel('API key').getAttribute('type'), 'text', 'and reveals it');
    t.equal(await hostname.inputValue(), 'typed.example.com', 'the hostname typed is still there');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rules' }).click();
    t.same(questions.asked, [LEAVE_QUESTION], 'and leaving asks about it');
    await page.close();
  });

  t.test('a soft failure from the service is a failure toast and the typed values stay', async (t) => {
    const page = await openGeneral();
    await page.route('**/api/settings', (route) =>
      isSave(route.request().method())
        ? route.fulfill({
            status: api === '2.21' ? 201 : 200,
            contentType: 'application/json',
            body: JSON.stringify({ status: 'NOK', code: 0, message: 'Update failed, invalid CRON value was found' }),
          })
        : route.continue(),
    );
    await page.getByLabel('Hostname (application URL)').fill('kept.example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Update failed, invalid CRON value was found/).waitFor();
    t.equal(await page.getByLabel('Hostname (application URL)').inputValue(), 'kept.example.com');
    await page.close();
  });

  t.test('the database backup: saved on v3.x under the service\'s name, a failure said; none on v2.21', async (t) => {
    const page = await openGeneral();
    const button = page.getByRole('button', { name: 'Download the database' });
    if (api === '2.21') {
      t.equal(await button.count(), 0, 'v2.21 has no such call, and no button');
      await page.close();
      return;
    }
    const sent = await (await fetch(`${gateway.url}/api/settings/database/download`)).arrayBuffer();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const day = new Date().toISOString().slice(0, 10);
    t.equal(download.suggestedFilename(), `maintainerr-${day}.sqlite`, 'named as the service names it');
    // The browser runs behind the suite's relay, where a download is copied out with saveAs.
    const folder = await mkdtemp(join(tmpdir(), 'backup-'));
    t.teardown(() => rm(folder, { recursive: true, force: true }));
    await download.saveAs(join(folder, 'backup.sqlite'));
    const saved = await readFile(join(folder, 'backup.sqlite'));
    t.same([...saved], [...new Uint8Array(sent)], 'the service\'s bytes, every one');
    await page.getByText(`Backup saved as maintainerr-${day}.sqlite (${formatBytes(sent.byteLength)})`).waitFor();
    t.pass('a toast says where and how big');

    await page.route('**/api/settings/database/download', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{"statusCode":502,"code":"GW_ERR_UPSTREAM_UNREACHABLE","message":"Maintainerr is unreachable"}' }), { times: 1 });
    let downloads = 0;
    page.on('download', () => downloads++);
    await button.click();
    await page.getByText('Downloading the backup failed: Maintainerr could not be reached (Maintainerr is unreachable).').waitFor();
    t.equal(downloads, 0, 'and no error page is saved as the database');
    await page.close();
  });

  // v2.21 only: its save re-sends the whole row, and it derives plex_ssl from the submitted hostname
  // and lower-cases submitted integration URLs; v3.24's PATCH carries no Plex or integration field.
  if (api === '2.21') t.test('a General save keeps Plex SSL on (port 32400) and never re-sends the integrations\' URLs', async (t) => {
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
});

async function openSettings(gateway: RunningGateway): Promise<Page> {
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/settings/main`);
  await page.getByLabel('Hostname (application URL)').waitFor();
  return page;
}
