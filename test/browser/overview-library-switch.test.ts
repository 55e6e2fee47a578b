import t from 'tap';
import { launchBrowser } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { cardOf, startOverviewRig } from './overview-setup.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  t.test('the user switches libraries and the choice is remembered after a reload', async (t) => {
    const rig = await startOverviewRig(browser, api);
    t.teardown(() => rig.close());
    const show = rig.firstShows[0]!;
    const page = await rig.newPage(t);
    await page.goto(`${rig.gateway.url}/overview`);

    await cardOf(page, rig.movie(1)).waitFor();
    await page.getByText('500 items').waitFor();
    t.equal(await page.getByLabel('Library').inputValue(), rig.movies.id, 'the first library is shown first');

    await page.getByLabel('Library').selectOption({ label: rig.shows.title });
    await cardOf(page, show).waitFor();
    await page.getByText('300 items').waitFor();
    t.equal(await cardOf(page, rig.movie(1)).count(), 0, 'the films are gone');

    await page.reload();
    await cardOf(page, show).waitFor();
    t.equal(await page.getByLabel('Library').inputValue(), rig.shows.id, 'the show library is still chosen after the reload');
    const showPages = rig.control.requests.filter((r) => rig.pagePattern(rig.shows).test(r.path));
    t.ok(showPages.length > 0, `asked the service for the show library's pages (${showPages.length})`);
  });
});
