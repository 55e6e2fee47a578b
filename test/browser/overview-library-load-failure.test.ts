import t from 'tap';
import { launchBrowser } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { cardOf, startOverviewRig } from './overview-setup.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  t.test('a library that cannot be loaded says so, and Try again loads it once the service is back', async (t) => {
    const rig = await startOverviewRig(browser, api);
    t.teardown(() => rig.close());
    const stopFailing = rig.control.respond('GET', rig.pagePattern(rig.movies), () => ({
      status: 500,
      json: { statusCode: 500, message: 'Internal server error' },
    }));
    // The retries wait 1, 2 and 4 s: on a fake clock moved on by hand the test need not.
    const page = await rig.newPage(t, 'desktop', { fakeClock: true });
    await page.goto(`${rig.gateway.url}/overview`);

    const failed = page.getByRole('alert').filter({ hasText: `The items of ${rig.movies.title} could not be loaded.` });
    for (let second = 0; second < 30 && !(await failed.isVisible()); second += 1) {
      await page.clock.runFor(1000);
      await page.waitForTimeout(20);
    }
    await failed.waitFor();
    const attempts = rig.pagesAsked().length;
    t.equal(attempts, 4, `page 1 was asked once and retried 3 times, as every read is (${attempts})`);

    stopFailing();
    await page.getByRole('button', { name: 'Try again' }).click();
    await cardOf(page, rig.movie(1)).waitFor();
    await page.getByText('500 items').waitFor();
    t.equal(await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).count(), 0);
  });
});
