// The settings tab bar (desktop tabs, a select on phones; /settings opens /settings/main) and the
// About tab (API.md §1, §11): each fact matches what the service and the gateway report.
import { readFile } from 'node:fs/promises';
import t from 'tap';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';

const gateway = await startGateway();
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.close();
  await gateway.close();
});

const text = async (path: string) => (await fetch(`${gateway.url}/api${path}`)).text();

/** The <dd> next to a <dt> of the About tab. */
function fact(page: Page, term: string) {
  return page.locator('.about-fact', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');
}

t.test('/settings opens General; the desktop tabs switch sections', async (t) => {
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  await page.goto(`${gateway.url}/settings`);
  await page.getByRole('heading', { name: 'General' }).waitFor();
  t.equal(new URL(page.url()).pathname, '/settings/main');
  const tabs = page.getByRole('navigation', { name: 'Settings sections' });
  t.ok(await tabs.isVisible(), 'tabs on a desktop');
  t.notOk(await page.getByRole('combobox', { name: 'Settings section' }).isVisible(), 'no select on a desktop');
  await tabs.getByRole('link', { name: 'Logs' }).click();
  await page.getByRole('heading', { name: 'Logs', exact: true }).waitFor();
  t.equal(new URL(page.url()).pathname, '/settings/logs');
  await page.close();
});

t.test('on a phone a select replaces the tabs', async (t) => {
  const { page } = await openPage(browser, VIEWPORTS.phone);
  await page.goto(`${gateway.url}/settings/main`);
  const select = page.getByRole('combobox', { name: 'Settings section' });
  await select.waitFor();
  t.notOk(await page.getByRole('navigation', { name: 'Settings sections' }).isVisible(), 'no tab row on a phone');
  t.equal(await select.inputValue(), 'main');
  await select.selectOption({ label: 'Tautulli' });
  await page.getByRole('heading', { name: 'Tautulli' }).waitFor();
  t.equal(new URL(page.url()).pathname, '/settings/tautulli');
  await select.selectOption({ label: 'General' });
  await page.getByRole('button', { name: 'Regenerate' }).waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  t.ok(overflow <= 0, `the General form fits the phone's width (overflow ${overflow}px)`);
  await page.close();
});

t.test('About shows the service\'s and the gateway\'s facts', async (t) => {
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  await page.goto(`${gateway.url}/settings/about`);
  await page.getByRole('heading', { name: 'About' }).waitFor();
  const status = JSON.parse(await text('/app/status')) as { version: string; commitTag: string; updateAvailable: boolean };
  const expected: Record<string, string> = {
    Version: status.version,
    Commit: status.commitTag || 'none',
    'Update available': status.updateAvailable ? 'Yes, a newer release is available' : 'No, up to date',
    'Time zone': await text('/app/timezone'),
    'Number of rules': await text('/rules/count'),
    'Media in collections': await text('/collections/media/count'),
  };
  for (const [term, value] of Object.entries(expected)) {
    // Loaded once its spinner is gone; then the whole text must be the value, not merely contain it.
    await fact(page, term).getByRole('status').waitFor({ state: 'detached' });
    t.equal(await fact(page, term).innerText(), value, `${term}: ${value}`);
  }
  const meta = JSON.parse(
    (await page.locator('meta[name="maintainerr-gateway"]').getAttribute('content')) ?? '{}',
  ) as { gatewayVersion: string; upstream: string };
  const ownVersion = (JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  t.equal(await fact(page, 'Gateway version').innerText(), ownVersion, `the gateway's version is package.json's (${ownVersion})`);
  t.equal(meta.gatewayVersion, ownVersion);
  const upstream = fact(page, 'Upstream');
  t.equal(await upstream.evaluate((dd) => dd.firstChild?.textContent), meta.upstream, `Upstream: ${meta.upstream}`);
  t.equal(await upstream.getByText('demo', { exact: true }).count(), 1, 'the sandbox is marked as a demo');
  await page.close();
});
