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
    const page = await rig.newPage(t);
    await page.goto(`${rig.gateway.url}/overview`);

    await page.getByRole('alert').filter({ hasText: `The items of ${rig.movies.title} could not be loaded.` }).waitFor();
    const attempts = rig.pagesAsked().length;
    t.equal(attempts, 4, `page 1 was asked once and retried 3 times, as every read is (${attempts})`);

    stopFailing();
    await page.getByRole('button', { name: 'Try again' }).click();
    await cardOf(page, rig.movie(1)).waitFor();
    await page.getByText('500 items').waitFor();
    t.equal(await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).count(), 0);
  });
});
