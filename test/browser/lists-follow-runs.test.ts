// A run changes what the lists show: collection handling removes the items whose time is up (and
// deletes them from the library), so the Collections cards, a collection's Media tab and the
// Overview's library count fewer when it ends. The screens read their data again when a run ends
// (the handler's running flag clearing), without a reload, on both generations: the cards (plain
// SWR reads), the Media tab (a paged list) and the Overview (its own paged library) each follow.
import t from 'tap';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { collectionReader, mediaReader, SANDBOX_APIS } from '../helpers/generations.ts';
import { countLabel } from '../../web/src/lib/count-label.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

/** Clicks Handle Collections and waits for the run's panel to say it finished. */
async function handleCollections(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Handle Collections' }).click();
  await page.getByRole('button', { name: 'Handle Collections' }).waitFor({ state: 'visible' });
  await page.getByText(/finished collection handling/i).first().waitFor({ timeout: 20_000 });
}

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  const read = collectionReader(gateway.url, api);
  const before = await read.collections();
  // The demo starts with items past their time in a collection that deletes: handling removes them.
  const handled = before.find((collection) => collection.title === 'Unwatched movies added over 3 years ago')!;
  t.ok(handled.mediaCount > 0, `“${handled.title}” holds ${handled.mediaCount} items before the run`);

  const { page, context } = await openPage(browser, VIEWPORTS.desktop);
  t.teardown(() => context.close());
  await page.goto(`${gateway.url}/collections/${handled.id}/media`);
  const shownCount = page.getByText(/^[\d,]+ items?, \d+ shown$/);
  await page.getByText(new RegExp(`^${countLabel(handled.mediaCount, 'item')}, `)).waitFor();

  const media = mediaReader(gateway.url, api);
  const movies = (await media.libraries()).find((library) => library.kind === 'movie')!;
  const movieCount = async () => (await media.page(movies, 1, 1)).totalSize;
  const moviesBefore = await movieCount();
  const overview = await context.newPage();
  await overview.goto(`${gateway.url}/overview`);
  await overview.getByText(countLabel(moviesBefore, 'item'), { exact: true }).waitFor();

  // The Media tab's own page has no handling button: start the run from the Collections page in a
  // second tab, as a user with two tabs would, and watch the first.
  const other = await context.newPage();
  await other.goto(`${gateway.url}/collections`);
  const card = other.getByRole('listitem').filter({ has: other.getByRole('link', { name: handled.title, exact: true }) });
  const items = card.locator('dt', { hasText: /^Items$/ }).locator('xpath=following-sibling::dd[1]');
  t.equal(await items.textContent(), String(handled.mediaCount), 'the card counts the items of before');
  // v3.x sets the collections' size against the libraries': the handled files leave the libraries' total too.
  const librariesTotal = other.getByText(/ in your libraries\)/);
  const totalBefore = api === '3.24' ? await librariesTotal.textContent() : null;
  await handleCollections(other);

  const after = (await read.collections()).find((collection) => collection.id === handled.id)!;
  t.ok(after.mediaCount < handled.mediaCount, `the run removed items: ${handled.mediaCount} -> ${after.mediaCount}`);
  await t.resolves(
    other.waitForFunction(
      ([title, count]) => {
        const link = [...document.querySelectorAll('.collection-card a')].find((a) => a.textContent === title);
        const term = [...(link?.closest('li')?.querySelectorAll('dt') ?? [])].find((dt) => dt.textContent === 'Items');
        return term?.nextElementSibling?.textContent === count;
      },
      [handled.title, String(after.mediaCount)] as const,
      { timeout: 10_000 },
    ),
    `the card counts ${after.mediaCount} once the run has ended, without a reload`,
  );
  await t.resolves(
    page.getByText(new RegExp(`^${countLabel(after.mediaCount, 'item')}, `)).waitFor({ timeout: 10_000 }),
    `the Media tab in the other tab counts ${after.mediaCount} too`,
  );
  t.match(await shownCount.textContent(), new RegExp(`^${countLabel(after.mediaCount, 'item')}, `));
  if (totalBefore !== null) {
    const fresh = await context.newPage();
    await fresh.goto(`${gateway.url}/collections`);
    const totalNow = await fresh.getByText(/ in your libraries\)/).textContent();
    await fresh.close();
    t.not(totalNow, totalBefore, `a fresh page tells the libraries' new total: ${totalNow}`);
    await t.resolves(
      other.getByText(totalNow!, { exact: true }).waitFor({ timeout: 10_000 }),
      'and the page that ran the handling tells the same, without a reload',
    );
  }
  const moviesAfter = await movieCount();
  t.ok(moviesAfter < moviesBefore, `the run deleted movies from the library: ${moviesBefore} -> ${moviesAfter}`);
  await t.resolves(
    overview.getByText(countLabel(moviesAfter, 'item'), { exact: true }).waitFor({ timeout: 10_000 }),
    `the Overview in a third tab counts ${countLabel(moviesAfter, 'item')}`,
  );
});
