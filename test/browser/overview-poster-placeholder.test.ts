import t from 'tap';
import { launchBrowser } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { cardOf, posterFileOf, startOverviewRig } from './overview-setup.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  t.test('a poster that fails to load leaves a placeholder with the title, never a broken image', async (t) => {
    const rig = await startOverviewRig(browser, api);
    t.teardown(() => rig.close());
    const [broken, fine] = [rig.movie(1), rig.movie(2)];
    const page = await rig.newPage(t);
    await page.route(`**/images/*/${posterFileOf(broken)}`, (route) => route.abort('failed'));
    await page.goto(`${rig.gateway.url}/overview`);

    const failing = page.getByRole('listitem').filter({ has: cardOf(page, broken) });
    const working = page.getByRole('listitem').filter({ has: cardOf(page, fine) });
    await working.locator('img').waitFor();
    await page.waitForFunction(
      (file) => [...document.querySelectorAll('img')].some((img) => img.src.endsWith(file) && img.complete && img.naturalWidth > 0),
      posterFileOf(fine),
    );
    const lookup = `/api${rig.media.wire.imageLookupPath(broken, 'poster')}`;
    t.ok(rig.control.requests.some((r) => r.path === lookup), 'the poster was looked up');
    await failing.locator('img').waitFor({ state: 'detached' });
    t.equal(await failing.getByText(broken.title, { exact: true }).count(), 2, 'the title shows on the placeholder and under it');
    t.ok(await failing.getByText(broken.title, { exact: true }).first().isVisible(), 'the placeholder title is visible');
    t.equal(await working.locator('img').getAttribute('src'), `/images/w300_and_h450_face/${posterFileOf(fine)}`, 'the demo posters come through the image cache');
    t.equal(await working.locator('img').getAttribute('loading'), 'lazy');
  });
});
