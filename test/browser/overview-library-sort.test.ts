// The Overview's library in another order than by title, on the generation that pages in other
// orders (v3.x: sort and sortOrder on the library's pages, as the service's own UI asks). The order
// lives in the URL, so a reload keeps it; v2.21 pages by title only and offers no choice.
import t from 'tap';
import { horizontalOverflow, launchBrowser } from '../helpers/browser.ts';
import { cardOf, escapeRegExp, startOverviewRig } from './overview-setup.ts';
import type { Page } from 'playwright-core';

const browser = await launchBrowser();
t.teardown(() => browser.close());

interface PageItem {
  title: string;
  viewCount: number;
}

/** Waits until the grid's first card is the item of this title. */
async function firstCardShows(page: Page, listName: string, title: string): Promise<void> {
  const firstCard = page.getByRole('list', { name: listName }).getByRole('listitem').first();
  await firstCard.getByRole('button', { name: new RegExp(`^${escapeRegExp(title)}\\s`) }).waitFor();
}

t.test('Maintainerr 3.24: most watched first, kept across a reload, and back to titles A to Z', async (t) => {
  const rig = await startOverviewRig(browser, '3.24', { movies: 120 });
  t.teardown(() => rig.close());
  // The service's own first page in that order, asked of it directly.
  const sortedAnswer = await fetch(`${rig.gateway.url}/api/media-server/library/${rig.movies.id}/content?page=1&limit=60&type=movie&sort=watchCount&sortOrder=desc`);
  const mostWatched = ((await sortedAnswer.json()) as { items: PageItem[] }).items[0]!;
  t.not(mostWatched.title, rig.movie(1).title, `the most watched movie (${mostWatched.title}) is not the first by title`);

  const page = await rig.newPage(t);
  await page.goto(`${rig.gateway.url}/overview`);
  await cardOf(page, rig.movie(1)).waitFor();
  const sortedPages = () => rig.control.requests.filter((request) => /[?&]sort=watchCount&sortOrder=desc(&|$)/.test(request.path)).length;
  await page.getByLabel('Sort', { exact: true }).selectOption({ label: 'Most watched first' });
  await firstCardShows(page, rig.movies.title, mostWatched.title);
  t.ok(sortedPages() >= 1, 'the library\'s pages are asked of the service in that order');
  const firstCard = page.getByRole('list', { name: rig.movies.title }).getByRole('listitem').first();
  t.match(await firstCard.textContent(), `Watched ${mostWatched.viewCount} time`, 'each card says how often it was watched');
  t.match(new URL(page.url()).search, /[?&]sort=watchCount-desc(&|$)/, 'the URL holds the order');

  await page.reload();
  await firstCardShows(page, rig.movies.title, mostWatched.title);
  t.equal(await page.getByLabel('Sort', { exact: true }).inputValue(), 'watchCount-desc', 'a reload keeps the order, and the picker says it');

  await page.getByLabel('Sort', { exact: true }).selectOption({ label: 'Title, A to Z' });
  await firstCardShows(page, rig.movies.title, rig.movie(1).title);
  t.notMatch(new URL(page.url()).search, /sort=/, 'the service\'s own order needs nothing in the URL');
  t.notMatch(await firstCard.textContent(), /Watched|Never watched/, 'in the service\'s own order the cards do not say it');
});

t.test('Maintainerr 3.24: on a phone the picker fits beside the library switcher', async (t) => {
  const rig = await startOverviewRig(browser, '3.24', { movies: 60 });
  t.teardown(() => rig.close());
  const page = await rig.newPage(t, 'phone');
  await page.goto(`${rig.gateway.url}/overview?sort=airDate-desc`);
  await page.getByLabel('Sort', { exact: true }).waitFor();
  t.equal(await page.getByLabel('Sort', { exact: true }).inputValue(), 'airDate-desc', 'a link with an order opens in it');
  t.same(await horizontalOverflow(page), { pageOverflowPx: 0, elements: [] }, 'nothing sticks out sideways');
});

t.test('Maintainerr 2.21: no order to choose, and an order in the URL is ignored', async (t) => {
  const rig = await startOverviewRig(browser, '2.21', { movies: 60 });
  t.teardown(() => rig.close());
  const page = await rig.newPage(t);
  await page.goto(`${rig.gateway.url}/overview?sort=watchCount-desc`);
  await cardOf(page, rig.movie(1)).waitFor();
  await page.getByLabel('Library', { exact: true }).waitFor();
  t.equal(await page.getByLabel('Sort', { exact: true }).count(), 0, 'the service pages by title only: no picker');
  t.notOk(rig.control.requests.some((request) => /sort/.test(request.path)), 'nothing asked in another order');
});
