// The shell's navigation on both API generations: the fixed side menu on a desktop (active item,
// logo, Back, the not-found page, page titles) and the drawer on a phone.
import t from 'tap';
import { axeViolations } from '../helpers/axe.ts';
import { launchBrowser, settledTitle } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { pathOf, startShellRig } from './shell-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const rig = await startShellRig({}, {}, { api, browser });
  t.teardown(() => rig.close());

  t.test('desktop: fixed side menu, active item, logo, back button, not-found page, titles', async (t) => {
    const { page, consoleErrors, context } = await rig.open('desktop', '/');
    t.teardown(() => context.close());
    // The redirect runs once the route table has loaded, which may be after the shell shows.
    await page.waitForURL('**/overview', { timeout: 10_000 }).catch(() => undefined);
    t.equal(pathOf(page), '/overview', '/ opens /overview');
    const menu = page.getByRole('navigation', { name: 'Main' });
    t.ok(await menu.isVisible(), 'the menu is shown without opening anything');
    t.equal(await page.getByRole('button', { name: 'Open menu' }).count(), 0, 'no menu button on large screens');
    await menu.locator('a[aria-current="page"]', { hasText: 'Overview' }).waitFor();
    t.equal(await menu.getByRole('link', { name: 'Overview' }).getAttribute('aria-current'), 'page');
    t.equal(await settledTitle(page, 'Maintainerr - Overview'), 'Maintainerr - Overview');

    await menu.getByRole('link', { name: 'Rules' }).click();
    await page.waitForURL('**/rules');
    // A screen's code loads on its first visit; the highlight moves when the screen renders.
    await menu.locator('a[aria-current="page"]', { hasText: 'Rules' }).waitFor();
    t.equal(await menu.getByRole('link', { name: 'Rules' }).getAttribute('aria-current'), 'page', 'Rules is highlighted');
    t.equal(await menu.getByRole('link', { name: 'Overview' }).getAttribute('aria-current'), null);
    t.equal(await settledTitle(page, 'Maintainerr - Rules'), 'Maintainerr - Rules');

    await menu.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/settings/main');
    await menu.locator('a[aria-current="page"]', { hasText: 'Settings' }).waitFor();
    t.equal(await menu.getByRole('link', { name: 'Settings' }).getAttribute('aria-current'), 'page', 'a settings tab keeps Settings highlighted');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/rules');
    // A screen's code loads on its first visit; the highlight moves when the screen renders.
    await menu.locator('a[aria-current="page"]', { hasText: 'Rules' }).waitFor();
    t.equal(pathOf(page), '/rules', 'Back returns to the previous page');

    await page.getByRole('link', { name: 'Maintainerr home' }).click();
    await page.waitForURL('**/overview');
    t.equal(pathOf(page), '/overview', 'the logo leads to / and so to the overview');

    await page.goto(`${rig.gateway.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    t.equal(await settledTitle(page, 'Maintainerr - Page not found'), 'Maintainerr - Page not found');
    await page.getByRole('link', { name: 'Go to the overview' }).click();
    await page.waitForURL('**/overview');
    t.equal(pathOf(page), '/overview', 'the not-found page has a way home');
    t.same(consoleErrors.filter((line) => /Content Security Policy/i.test(line)), [], 'nothing (toast styles included) breaks the CSP');
  });

  t.test('phone: the drawer opens from "Open menu" and closes on Escape, outside click and navigation', async (t) => {
    const { page, context } = await rig.open('phone', '/overview');
    t.teardown(() => context.close());
    const openButton = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    t.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0, 'no menu on screen until asked for');

    await openButton.click();
    await drawer.waitFor();
    t.ok(await drawer.getByRole('link', { name: 'Rules' }).isVisible(), 'the drawer shows the menu');
    t.ok(await drawer.getByRole('button', { name: 'Close menu' }).evaluate((el) => el === document.activeElement), 'focus moves into the drawer');
    t.same(await axeViolations(page), [], 'axe finds nothing wrong with the page while the drawer is open');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    t.pass('Escape closes it');
    t.ok(await openButton.evaluate((el) => el === document.activeElement), 'focus returns to the menu button');

    await openButton.click();
    await drawer.waitFor();
    const viewport = page.viewportSize()!;
    await page.mouse.click(viewport.width - 10, viewport.height / 2);
    await drawer.waitFor({ state: 'detached' });
    t.pass('a click outside closes it');

    await openButton.click();
    await drawer.getByRole('link', { name: 'Collections' }).click();
    await page.waitForURL('**/collections');
    await drawer.waitFor({ state: 'detached' });
    t.pass('choosing a page closes it');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/overview');
    t.equal(pathOf(page), '/overview', 'Back works on the phone too');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    t.ok(overflow <= 0, 'nothing sticks out sideways at 390 px');
  });

  t.test('Back on the first page opened goes up a level in place of the page, adding no history entry', async (t) => {
    for (const [start, above, heading] of [
      ['/rules/new', '/rules', 'Rules'],
      ['/settings/plex', '/overview', 'Overview'],
    ] as const) {
      const { page, context } = await rig.open('desktop', start);
      t.teardown(() => context.close());
      const entries = await page.evaluate(() => history.length);
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      t.equal(pathOf(page), above, `${start}: Back goes up to ${above}`);
      t.equal(await page.evaluate(() => history.length), entries, `${start}: the history holds as many entries as before`);
    }
  });

  t.test('keyboard: the first Tab reaches "Skip to content", which takes the focus past the menu to the screen', async (t) => {
    const { page, context } = await rig.open('desktop', '/rules');
    t.teardown(() => context.close());
    await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    t.ok(await skip.evaluate((link) => link === document.activeElement), 'the first Tab lands on the skip link');
    const box = (await skip.boundingBox())!;
    t.ok(box.y >= 0 && box.x >= 0, `focused, it shows on screen (at ${Math.round(box.x)}, ${Math.round(box.y)})`);
    await page.keyboard.press('Enter');
    t.equal(await page.evaluate(() => document.activeElement?.matches('main h1') && document.activeElement.textContent), 'Rules', "the screen's heading has the focus");
    t.equal(pathOf(page), '/rules', 'and the page did not move');
    await page.keyboard.press('Tab');
    t.ok(await page.evaluate(() => document.activeElement?.closest('main') !== null), 'the next Tab is inside the screen');
  });

  t.test('a drawer left open when the screen widens does not open again when it narrows (a tablet turned)', async (t) => {
    const { page, context } = await rig.open('desktop', '/overview');
    t.teardown(() => context.close());
    await page.setViewportSize({ width: 900, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    // The drawer holds the Main navigation too: the wide layout shows once the menu button is gone.
    await page.getByRole('button', { name: 'Open menu' }).waitFor({ state: 'detached' });
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.setViewportSize({ width: 900, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    t.equal(await page.getByRole('dialog', { name: 'Menu' }).count(), 0, 'the drawer stays shut');
    t.equal(await page.evaluate(() => document.body.style.overflow), '', 'and the page still scrolls');
  });
});
