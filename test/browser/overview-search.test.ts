import t from 'tap';
import { afterNextPaint, holdRequests, launchBrowser } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { cardOf, startOverviewRig } from './overview-setup.ts';
import { SEARCH_DEBOUNCE_MS } from '../../web/src/lib/constants.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const rig = await startOverviewRig(browser, api);
  t.teardown(() => rig.close());

  t.test('a search shows results across libraries and clearing it returns to the library', async (t) => {
    const show = rig.firstShows[0]!;
    const page = await rig.newPage(t);
    await page.goto(`${rig.gateway.url}/overview`);
    await cardOf(page, rig.movie(1)).waitFor();

    await page.getByLabel('Search').fill(show.title.toUpperCase());
    await page.getByText('Results for').waitFor();
    await cardOf(page, show).waitFor();
    t.equal(await cardOf(page, rig.movie(1)).count(), 0, 'the library grid made way for the results');
    const sent = `/api${rig.media.wire.searchPath(show.title.toLowerCase())}`;
    t.ok(rig.control.requests.some((r) => r.path === sent), `the text was sent encoded and lower-cased (${sent})`);
    t.equal(await page.getByLabel('Library').count(), 0, 'no library switcher while searching');

    await page.getByRole('button', { name: 'Clear search' }).click();
    await cardOf(page, rig.movie(1)).waitFor();
    t.equal(await page.getByText('Results for').count(), 0);
    t.equal(await page.getByLabel('Search').inputValue(), '', 'the search box emptied itself');
    // The button went with the results; its focus is not dropped to the document but goes to the heading,
    // from which Tab reaches the library switcher back in the button's place.
    await page.waitForFunction(() => document.activeElement?.matches('main h1'));
    t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Overview', 'the focus is on the page heading');
    await page.keyboard.press('Tab');
    t.ok(await page.getByLabel('Library').evaluate((control) => control.contains(document.activeElement)), 'Tab goes on to the library switcher');
  });

  t.test('a blank search is no search, and ".." finds nothing without asking the service another path', async (t) => {
    // The box reports what was typed once typing pauses: the fake clock lets that pause pass at once.
    const page = await rig.newPage(t, 'desktop', { fakeClock: true });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${rig.gateway.url}/overview`);
    await cardOf(page, rig.movie(1)).waitFor();

    await page.getByLabel('Search').fill('   ');
    await page.clock.runFor(SEARCH_DEBOUNCE_MS + 100);
    await afterNextPaint(page);
    t.equal(await page.getByText('Results for').count(), 0, 'spaces alone do not replace the library with results');
    t.ok(await cardOf(page, rig.movie(1)).isVisible(), 'the library stays');

    // After a search that found something, so that its results cannot stand in for the answer.
    const show = rig.firstShows[0]!;
    await page.getByLabel('Search').fill(show.title);
    await page.clock.runFor(SEARCH_DEBOUNCE_MS + 100);
    await cardOf(page, show).waitFor();
    const searchesBefore = rig.control.requests.length;
    await page.getByLabel('Search').fill('..');
    await page.clock.runFor(SEARCH_DEBOUNCE_MS + 100);
    await page.getByText('Nothing matches “..”.').waitFor();
    t.equal(await cardOf(page, show).count(), 0, 'the results of the search before are gone');
    const asked = rig.control.requests.slice(searchesBefore).map((request) => request.path).filter((path) => /search|^\/api\/(plex|media-server)\/?$/.test(path));
    t.same(asked, [], 'no search went out (a ".." segment would have asked the path above)');
    t.same(errors.filter((text) => text.includes('Unexpected answer')), [], 'no answer the app could not read');
  });

  t.test('the results stay while the next search runs', async (t) => {
    const show = rig.firstShows[0]!;
    const page = await rig.newPage(t);
    await page.goto(`${rig.gateway.url}/overview`);
    await cardOf(page, rig.movie(1)).waitFor();
    await page.getByLabel('Search').fill(show.title);
    await cardOf(page, show).waitFor();

    const nextSearch = await holdRequests(page, (path) => path.includes('/search/'));
    await page.getByLabel('Search').fill(`${show.title} zz`);
    await nextSearch.reached;
    await afterNextPaint(page);
    t.equal(await cardOf(page, show).count(), 1, 'the card found before is still there to open');
    t.equal(await page.getByRole('status', { name: 'Searching' }).count(), 0, 'no spinner in its place');
    // The search text is sent, and named, lower-cased.
    const typed = show.title.toLowerCase();
    t.equal(
      await page.locator('.overview__count').innerText(),
      `Searching for “${typed} zz”. Meanwhile, 1 result for “${typed}”:`,
      'under the new heading, the cards say which search they answer',
    );
    nextSearch.release();
    await page.getByText(/^Nothing matches “.* zz”\.$/).waitFor();
    t.equal(await cardOf(page, show).count(), 0, 'the new answer replaces them');
  });

  t.test('a search with no results says so', async (t) => {
    const page = await rig.newPage(t, 'phone');
    await page.goto(`${rig.gateway.url}/overview`);
    await cardOf(page, rig.movie(1)).waitFor();
    await page.getByLabel('Search').fill('no such title');
    await page.getByText('Nothing matches “no such title”.').waitFor();
    t.equal(await page.getByRole('list', { name: /^Results for/ }).getByRole('button').count(), 0);

    await page.getByLabel('Search').fill('');
    await cardOf(page, rig.movie(1)).waitFor();
    t.pass('emptying the search box brings the library back');
  });
});
