// A switched-off (inactive) collection is never handled: its items leave on no day while it stays
// off, so its media rows give no leave date and no days-left countdown, and its facts say the
// handling waits for it to be switched on (Collections > Leaving next leaves it out likewise).
import t from 'tap';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { collectionReader, mediaReader, SANDBOX_APIS } from '../helpers/generations.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  const collections = collectionReader(gateway.url, api);
  const media = mediaReader(gateway.url, api);
  // The demo's "Fully watched seasons": switched off, handled after 60 days.
  const inactive = (await collections.collections()).find((collection) => !collection.isActive && collection.deleteAfterDays !== null && collection.kind === 'season')!;
  t.ok(inactive, 'the demo has an inactive collection with days set');
  // A season added by hand, as the Overview's detail view adds one.
  const shows = (await media.libraries()).find((library) => library.kind === 'show')!;
  const show = (await media.page(shows, 1, 10)).items[0]!;
  const season = (await media.children(show.id))[0]!;
  const added = await fetch(`${gateway.url}/api/collections/media/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(media.wire.membershipBody({ itemId: show.id, partId: season.id, kind: 'season' }, inactive.id, 0)),
  });
  t.ok(added.ok, `the service took the season (${added.status})`);

  const { page } = await openPage(browser, VIEWPORTS.desktop);
  t.teardown(() => page.close());
  await page.goto(`${gateway.url}/collections/${inactive.id}/media`);
  const row = page.getByRole('list', { name: 'Media' }).getByRole('listitem').first();
  await row.getByText('Stays while the collection is inactive').waitFor();
  t.equal(await row.getByText(/^Leaves on /).count(), 0, 'no leave date');
  t.equal(await row.getByText(/days? (left|overdue)|Leaves today/).count(), 0, 'no countdown');
  t.ok(await page.getByText('After 60 days, once active again').isVisible(), 'the facts say when handling would start');
});
