// The detail view's collection pickers list only the collections of the item's own library: the media
// server keeps a collection inside one library, so an item of a second movie library ("4K Movies")
// must not be offered the collections of "Movies". The sandbox has one library of each type, so the
// item's own read is answered as the service answers it for an item of another library.
import t from 'tap';
import { launchBrowser } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { dialogOf, escapeRegExp, startOverviewRig } from './overview-setup.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const rig = await startOverviewRig(browser, api);
  t.teardown(() => rig.close());
  const [inMovies, inOtherLibrary] = await rig.plainMovies();
  const itemPath = (id: string) => (api === '2.21' ? `/api/plex/meta/${id}` : `/api/media-server/meta/${id}`);
  // The item's own read, as the service sends it, moved to a library with no collection.
  const answer = await fetch(`${rig.gateway.url}${itemPath(inOtherLibrary!.id)}`);
  const read = (await answer.json()) as Record<string, unknown>;
  const moved = api === '2.21' ? { ...read, librarySectionID: 9, librarySectionTitle: '4K Movies' } : { ...read, library: { id: '9', title: '4K Movies' } };
  rig.control.respond('GET', new RegExp(`^${escapeRegExp(itemPath(inOtherLibrary!.id))}$`), () => ({ status: 200, json: moved }));

  const page = await rig.newPage(t);
  await page.goto(`${rig.gateway.url}/overview?item=${encodeURIComponent(inMovies!.id)}`);
  const dialog = dialogOf(page, inMovies!);
  const picker = dialog.getByLabel('Collection', { exact: true });
  await picker.waitFor();
  const moviesCollections = await picker.locator('option').allTextContents();
  t.ok(moviesCollections.length > 0, `an item of Movies is offered Movies' collections (${moviesCollections.join(', ')})`);

  await page.goto(`${rig.gateway.url}/overview?item=${encodeURIComponent(inOtherLibrary!.id)}`);
  const otherDialog = dialogOf(page, inOtherLibrary!);
  await otherDialog.getByText('No collection of this library takes movies yet.').waitFor();
  t.equal(await otherDialog.getByLabel('Collection', { exact: true }).count(), 0, 'an item of 4K Movies is offered none of them');
  const scopes = await otherDialog.getByLabel('Exclude from').locator('option').allTextContents();
  t.same(scopes, ['All collections'], 'and can be excluded from all collections, not from one of Movies');
});
