// The settings tab bar (desktop tabs, a select on phones; /settings opens /settings/main) with the
// tabs the service offers (its request service: Seerr on v3.24, Overseerr and Jellyseerr on v2.21),
// and the About tab: each fact matches what the service and the gateway report, on both generations.
import { readFile } from 'node:fs/promises';
import t from 'tap';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { generationOf, SANDBOX_APIS } from '../helpers/generations.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

/** The <dd> next to a <dt> of the About tab. */
function fact(page: Page, term: string) {
  return page.locator('.about-fact', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');
}

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  const text = async (path: string) => (await fetch(`${gateway.url}/api${path}`)).text();

  t.test('the tabs are those the service offers; a link to a request service it lacks leads to the one it has', async (t) => {
    const { page } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(`${gateway.url}/settings/main`);
    const tabs = page.getByRole('navigation', { name: 'Settings sections' });
    await tabs.getByRole('link', { name: 'Tautulli' }).waitFor();
    const offered = api === '2.21' ? ['Overseerr', 'Jellyseerr'] : ['Seerr'];
    // Streamystats comes with Jellyfin only: neither demo runs it.
    const absent = api === '2.21' ? ['Seerr', 'Streamystats'] : ['Overseerr', 'Jellyseerr', 'Streamystats'];
    for (const name of offered) t.equal(await tabs.getByRole('link', { name, exact: true }).count(), 1, `${name} is offered`);
    for (const name of absent) t.equal(await tabs.getByRole('link', { name, exact: true }).count(), 0, `no ${name} tab`);
    const lacking = api === '2.21' ? 'seerr' : 'overseerr';
    await page.goto(`${gateway.url}/settings/${lacking}`);
    await page.waitForURL(`**/settings/${api === '2.21' ? 'overseerr' : 'seerr'}`);
    await page.getByRole('heading', { name: offered[0], exact: true }).waitFor();
    t.pass(`/settings/${lacking} leads to ${offered[0]}`);
    await page.close();
  });

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

  t.test('on a desktop and a tablet the page does not scroll sideways: the tab bar scrolls within itself', async (t) => {
    for (const width of [1280, 1024]) {
      const { page } = await openPage(browser, { width, height: 800 });
      await page.goto(`${gateway.url}/settings/main`);
      await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'About' }).waitFor();
      await page.getByRole('button', { name: 'Regenerate' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      t.ok(overflow <= 0, `${width} px: the page fits the window's width (overflow ${overflow}px)`);
      await page.close();
    }
  });

  t.test('a page opened on a tab far along the bar shows that tab in the bar', async (t) => {
    const { page } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`${gateway.url}/settings/about`);
    const bar = page.getByRole('navigation', { name: 'Settings sections' });
    const about = bar.getByRole('link', { name: 'About', exact: true });
    await page.getByRole('heading', { name: 'About', exact: true }).first().waitFor();
    await page.waitForFunction(() => {
      const nav = document.querySelector('nav[aria-label="Settings sections"]');
      return nav !== null && nav.scrollWidth > nav.clientWidth;
    });
    const [barBox, tabBox] = await Promise.all([bar.boundingBox(), about.boundingBox()]);
    // Within a pixel: the bar scrolls by whole pixels, the tabs' edges fall between them.
    t.ok(barBox && tabBox && tabBox.x >= barBox.x - 1 && tabBox.x + tabBox.width <= barBox.x + barBox.width + 1, `the About tab is within the bar's view (bar ${JSON.stringify(barBox)}, tab ${JSON.stringify(tabBox)})`);
    t.equal(await page.evaluate(() => window.scrollY), 0, 'the page itself did not move');
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

    // A hardware keyboard (or a zoomed desktop window): the arrow keys step through the sections
    // without opening each on the way; Enter opens the one chosen, leaving without it keeps the page.
    const pathname = () => new URL(page.url()).pathname;
    const order = await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    await select.focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
    const chosen = order[order.indexOf('main') + 3]!;
    t.equal(await select.inputValue(), chosen, `three steps down: ${chosen} is chosen`);
    t.equal(pathname(), '/settings/main', 'and not opened, nor any on the way');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/settings/${chosen}`);
    t.pass('Enter opens it');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab');
    t.equal(pathname(), `/settings/${chosen}`, 'a step, then Tab away: the page stays');
    await select.evaluate((element, value) => new Promise<void>((resolve) => {
      const check = () => ((element as HTMLSelectElement).value === value ? resolve() : requestAnimationFrame(check));
      check();
      setTimeout(resolve, 3000);
    }), chosen);
    t.equal(await select.inputValue(), chosen, 'and the select names it again');
    await page.close();
  });

  t.test('opened while the service cannot say which tabs it offers, the phone picker still names the tab on screen', async (t) => {
    // Neither the status nor the path only v3.x has (which decides when the status cannot) can tell the generation.
    const serverError = () => ({ status: 500, json: { statusCode: 500, message: 'Internal server error' } });
    const stopFailing = [
      gateway.app.sandbox!.control.respond('GET', '/api/app/status', serverError),
      gateway.app.sandbox!.control.respond('GET', '/api/media-server/type', serverError),
    ];
    t.teardown(() => stopFailing.forEach((stop) => stop()));
    const { page } = await openPage(browser, VIEWPORTS.phone);
    await page.goto(`${gateway.url}/settings/tautulli`);
    const select = page.getByRole('combobox', { name: 'Settings section' });
    await page.getByRole('heading', { name: 'Tautulli' }).waitFor();
    t.equal(await select.inputValue(), 'tautulli', 'the picker shows Tautulli, not another tab');
    t.equal(await select.locator('option:checked').innerText(), 'Tautulli');
    t.equal(await select.locator('option', { hasText: /^(Seerr|Overseerr|Jellyseerr)$/ }).count(), 0, 'the request services wait until the service says which it has');
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
      'API generation': String(generationOf(api)),
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
});
