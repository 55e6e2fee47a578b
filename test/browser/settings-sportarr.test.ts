// Settings > Sportarr on Maintainerr 3.24, in Chromium against the sandbox: a list of servers like
// Radarr's (2.21 has none: settings-v3-only-tabs). A server is added with Test first, listed and
// stored; it has no exclusion tag, which Radarr and Sonarr have; a delete asks first. On a phone the
// form fits the screen.
import t from 'tap';
import type { ArrServer } from '../../wire/v2/arr.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

t.test('Maintainerr 3.24', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const stored = async () => (await (await fetch(`${gateway.url}/api/settings/sportarr`)).json()) as ArrServer[];

  t.test('add after a Test, then delete after confirming', async (t) => {
    const { page } = await openPage(browser);
    await page.goto(`${gateway.url}/settings/sportarr`);
    await page.getByRole('heading', { name: 'Sportarr', exact: true }).waitFor();
    await page.getByText('No Sportarr server is set up.').waitFor();
    await page.getByText('The Sportarr servers that manage your sports leagues and events. A rule group of a TV show library can act through one of them instead of Sonarr.').waitFor();
    t.equal(await page.getByRole('heading', { name: 'Exclusion tag' }).count(), 0, 'no exclusion tag, which Sportarr does not have');

    await page.getByRole('button', { name: 'Add a Sportarr server' }).click();
    t.equal(await page.getByLabel('URL', { exact: true }).getAttribute('placeholder'), 'http://localhost:1867', "Sportarr's own port as the example");
    await page.getByLabel('Server name').fill('Leagues');
    await page.getByLabel('URL', { exact: true }).fill('http://sportarr.demo:1867');
    await page.getByLabel('API key').fill('sports-key');
    const tested = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/settings/test/sportarr'));
    await page.getByRole('button', { name: 'Test' }).click();
    const version = ((await (await tested).json()) as { message: string }).message;
    await page.getByRole('status').filter({ hasText: `Connected to Sportarr, version ${version}` }).waitFor();

    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/settings/sportarr'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    t.same((await posted).postDataJSON(), { serverName: 'Leagues', url: 'http://sportarr.demo:1867', apiKey: 'sports-key' });
    await page.getByText('Sportarr server Leagues added').waitFor();
    const item = page.getByRole('listitem', { name: 'Leagues' });
    await item.waitFor();
    t.match(await stored(), [{ serverName: 'Leagues', url: 'http://sportarr.demo:1867', apiKey: 'sports-key' }], 'the service has it');
    t.same(await (await fetch(`${gateway.url}/api/settings/sonarr`)).json(), [], "Sonarr's list is left alone");

    await item.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Delete Leagues?').waitFor();
    t.equal((await stored()).length, 1, 'nothing deleted before confirming');
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText('Sportarr server Leagues deleted').waitFor();
    await item.waitFor({ state: 'detached' });
    t.same(await stored(), [], 'the service no longer has it');
    await page.close();
  });

  t.test('on a phone the tab is in the section picker and its form fits the screen', async (t) => {
    const { page } = await openPage(browser, VIEWPORTS.phone);
    await page.goto(`${gateway.url}/settings/main`);
    await page.getByRole('combobox', { name: 'Settings section' }).selectOption({ label: 'Sportarr' });
    await page.waitForURL('**/settings/sportarr');
    await page.getByRole('button', { name: 'Add a Sportarr server' }).click();
    await page.getByLabel('Server name').waitFor();
    t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing wider than the screen');
    await page.close();
  });
});
