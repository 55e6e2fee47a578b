// The collections list narrowed to one library: the cards are those the service lists for that
// library (GET /api/collections?libraryId=), the choice survives a reload, and "All libraries" brings
// every collection back. On both generations; on v3.x the summary line sets the collections' size
// against the library's (GET /api/storage-metrics/library-sizes).
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
  const listed = (await (await fetch(`${gateway.url}/api/collections?libraryId=${encodeURIComponent(shows.id)}`)).json()) as { title: string; totalSizeBytes?: number | null }[];
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
  if (api !== '2.21') {
    const { sizeBytesByLibrary } = (await (await fetch(`${gateway.url}/api/storage-metrics/library-sizes`)).json()) as { sizeBytesByLibrary: Record<string, number> };
    const held = listed.reduce((sum, collection) => sum + (collection.totalSizeBytes ?? 0), 0);
    const share = Math.round((held / sizeBytesByLibrary[shows.id]!) * 100);
    t.ok(share > 0 && share < 100, `the demo's show collections hold part of the library (${share}%)`);
    await page.getByText(`(${share}% of the `).waitFor();
    t.match(await page.getByText(`(${share}% of the `).innerText(), /^\d+ collections?, \d+ items?, .+ \(\d+% of the .+ in this library\)\./, 'v3.x: the share of the library picked');
  }

  if (api !== '2.21') {
    // The service refuses the sizes while its media server is not set up (503) or times out counting
    // them (504): that is no outage, so no banner, no retry, and the line without the share.
    const other = await page.context().newPage();
    let asked = 0;
    await other.route('**/api/storage-metrics/library-sizes', (route) => {
      asked++;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Media server is not configured or reachable.","error":"Service Unavailable","statusCode":503}' });
    });
    const refused = other.waitForResponse('**/api/storage-metrics/library-sizes');
    await other.goto(`${gateway.url}/collections`);
    await refused;
    await other.getByText(/Freed so far/).waitFor();
    t.equal(await other.getByText(/% of the /).count(), 0, 'a refused size read leaves the share out');
    t.equal(await other.getByText('Maintainerr cannot be reached.').count(), 0, 'and raises no "cannot be reached" banner');
    // A retried read would be asked again 1 s after the failure (lib/retry-policy.ts).
    await other.waitForTimeout(1500);
    t.equal(asked, 1, 'asked once, not retried');
    await other.close();
  }

  await page.getByLabel('Library').selectOption({ label: 'All libraries' });
  await page.waitForURL((url) => !url.searchParams.has('library'));
  await cards.nth(all.length - 1).waitFor();
  t.equal(await cards.count(), all.length, 'All libraries brings every collection back');
});
