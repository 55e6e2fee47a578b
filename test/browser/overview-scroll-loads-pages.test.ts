import t from 'tap';
import { launchBrowser } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { cardOf, countCards, inViewport, scrollGridTo, startOverviewRig, trackPageRequests, waitUntil } from './overview-setup.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  t.test('scrolling far loads the page under the viewport, and the next page is asked for before its cards are in view', async (t) => {
    const rig = await startOverviewRig(browser, api, { movies: 2000 });
    t.teardown(() => rig.close());
    const asked = (n: number) => rig.pagesAsked().some((r) => r.page === n);
    const page = await rig.newPage(t);
    const pages = trackPageRequests(page, rig.pagePattern(rig.movies));
    await page.goto(`${rig.gateway.url}/overview`);
    await cardOf(page, rig.movie(1)).waitFor();
    await page.getByText('2,000 items').waitFor();
    const amount = rig.pagesAsked()[0]!.size;

    await waitUntil(() => asked(2), 'page 2 asked for');
    t.notOk(await inViewport(page, amount + 1), 'on arrival, page 2 was asked for while its first card was out of view');
    await waitUntil(() => pages.inFlight === 0, 'the first pages answered');
    t.same([...new Set(rig.pagesAsked().map((r) => r.page))].sort(), [1, 2], 'and nothing further ahead');

    // Stop early in page 5: page 6 must come before its first row is on screen, page 7 not at all.
    const inPageFive = await rig.movieAt(4 * amount + 10);
    await scrollGridTo(page, rig.movies.title, (4 * amount + 10) / 2000);
    await cardOf(page, inPageFive).waitFor();
    await waitUntil(() => asked(6), 'page 6 asked for');
    t.notOk(await inViewport(page, 5 * amount + 1), 'page 6 was asked for while its first card was out of view');
    t.notOk(asked(7), 'but not page 7');

    // Far ahead: page 20 was never asked for until the grid reached it.
    const target = 20;
    t.notOk(asked(target), `page ${target} was not asked for before the scroll`);
    const inTarget = await rig.movieAt((target - 1) * amount + 4);
    await scrollGridTo(page, rig.movies.title, ((target - 1) * amount + 4) / 2000);
    await cardOf(page, inTarget).waitFor();
    t.ok(asked(target), `page ${target} was asked for once the grid scrolled to it`);
  });

  t.test('the number of cards in the DOM stays bounded after scrolling far, and a fast scroll fires few requests at once', async (t) => {
    const rig = await startOverviewRig(browser, api, { movies: 10_000 });
    t.teardown(() => rig.close());
    rig.control.slow('GET', rig.pagePattern(rig.movies), 150);
    const last = await rig.movieAt(9_999);
    const page = await rig.newPage(t);
    const pages = trackPageRequests(page, rig.pagePattern(rig.movies));
    await page.goto(`${rig.gateway.url}/overview`);
    await cardOf(page, rig.movie(1)).waitFor();
    const cardsAtTop = await countCards(page, rig.movies.title);

    for (let step = 1; step <= 20; step += 1) {
      await scrollGridTo(page, rig.movies.title, step / 20);
      await page.waitForTimeout(30);
    }
    await cardOf(page, last).waitFor();
    const cardsAtEnd = await countCards(page, rig.movies.title);
    t.ok(cardsAtEnd > 0 && cardsAtEnd <= 120, `cards in the DOM at the end: ${cardsAtEnd} (at the top: ${cardsAtTop})`);
    t.ok(pages.maxInFlight <= 2, `at most 2 page requests at once (saw ${pages.maxInFlight})`);
    const pagesAsked = new Set(rig.pagesAsked().map((r) => r.page)).size;
    const totalPages = Math.ceil(10_000 / rig.pagesAsked()[0]!.size);
    t.ok(pagesAsked < totalPages / 2, `a fast scroll skipped most pages (${pagesAsked} of ${totalPages} asked for)`);
  });
});
