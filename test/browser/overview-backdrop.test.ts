import t from 'tap';
import { launchBrowser } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { cardOf, dialogOf, startOverviewRig } from './overview-setup.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  t.test('the detail view shows the backdrop, and drops one that fails to load rather than show it broken', async (t) => {
    const rig = await startOverviewRig(browser, api);
    t.teardown(() => rig.close());
    const [working, failing] = [rig.movie(4), rig.movie(3)];
    const page = await rig.newPage(t);

    await page.goto(`${rig.gateway.url}/overview?item=${encodeURIComponent(working.id)}`);
    const shown = dialogOf(page, working);
    await shown.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector('dialog img') as HTMLImageElement | null;
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    t.match(await shown.locator('img').getAttribute('src'), /^\/images\/w1280\/[\w-]+\.svg$/, 'the backdrop comes through the image cache');
    await page.keyboard.press('Escape');
    await shown.waitFor({ state: 'hidden' });

    // Every other backdrop now fails to load.
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/images/w1280/'));
    await page.route('**/images/w1280/**', (route) => route.abort('failed'));
    await cardOf(page, failing).click();
    const dialog = dialogOf(page, failing);
    await dialog.waitFor();
    await failed;
    await dialog.locator('img').waitFor({ state: 'detached' });
    t.pass('the failed backdrop is gone');
    t.ok(await dialog.getByText(failing.summary!).isVisible(), 'the rest of the view is there');
    t.ok(await dialog.getByRole('button', { name: /^(Exclude|Include again)$/ }).first().isVisible(), 'and its actions');
  });
});
