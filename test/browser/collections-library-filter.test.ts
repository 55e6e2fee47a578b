// The collections list narrowed to one library: the cards are those the service lists for that
// library (GET /api/collections?libraryId=), the choice survives a reload, and "All libraries" brings
// every collection back. On both generations.
import t from 'tap';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { collectionReader, mediaReader, SANDBOX_APIS } from '../helpers/generations.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  const all = await collectionReader(gateway.url, api).collections();
  const shows = (await mediaReader(gateway.url, api).libraries()).find((library) => library.kind === 'show')!;
  const listed = (await (await fetch(`${gateway.url}/api/collections?libraryId=${encodeURIComponent(shows.id)}`)).json()) as { title: string }[];
  t.ok(listed.length > 0 && listed.length < all.length, `the service lists some collections for ${shows.title} (${listed.length} of ${all.length})`);

  const { page } = await openPage(browser, VIEWPORTS.desktop);
  await page.goto(`${gateway.url}/collections`);
  const cards = page.getByRole('list', { name: 'Collections' }).getByRole('heading', { level: 2 });
  await cards.first().waitFor();
  t.equal(await cards.count(), all.length, 'every collection at first');

  await page.getByLabel('Library').selectOption({ label: shows.title });
  await page.waitForURL((url) => url.searchParams.get('library') === shows.id);
  // The URL changes first; the list follows when the router's transition renders.
  await cards.nth(listed.length).waitFor({ state: 'detached' });
  t.same((await cards.allTextContents()).sort(), listed.map((collection) => collection.title).sort(), 'the cards are those the service lists for the library');

  await page.reload();
  await cards.first().waitFor();
  t.equal(await cards.count(), listed.length, 'a reload keeps the choice');
  t.equal(await page.getByLabel('Library').inputValue(), shows.id);

  await page.getByLabel('Library').selectOption({ label: 'All libraries' });
  await page.waitForURL((url) => !url.searchParams.has('library'));
  await cards.nth(all.length - 1).waitFor();
  t.equal(await cards.count(), all.length, 'All libraries brings every collection back');
});
