import t from 'tap';
import { launchBrowser } from '../helpers/browser.ts';
import { collectionReader, SANDBOX_APIS } from '../helpers/generations.ts';
import type { MediaItem } from '../../web/src/api/media.ts';
import { cardOf, startOverviewRig } from './overview-setup.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  t.test('grid cards show In collection and Excluded badges as the service holds them, from one request per rule group', async (t) => {
    const rig = await startOverviewRig(browser, api);
    t.teardown(() => rig.close());
    const { wire } = rig.media;
    const post = (path: string, body: unknown) =>
      fetch(`${rig.gateway.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const [collected, excluded, neither] = (await rig.plainMovies()) as [MediaItem, MediaItem, MediaItem];
    const collections = await (await fetch(`${rig.gateway.url}/api/collections`)).json() as { id: number; type: unknown }[];
    const movieCollection = collections.find((c) => c.type === 1 || c.type === 'movie')!;
    await post('/collections/media/add', wire.membershipBody({ itemId: collected.id, kind: 'movie' }, movieCollection.id, 0));
    await post('/rules/exclusion', wire.exclusionBody({ itemId: excluded.id, kind: 'movie' }, undefined, 0));
    // A season of the first show is excluded: its show counts as excluded.
    const show = rig.firstShows[0]!;
    const [season] = await rig.media.children(show.id);
    await post('/rules/exclusion', wire.exclusionBody({ itemId: show.id, kind: 'season', partId: season!.id }, undefined, 0));
    const before = rig.control.requests.length;

    const page = await rig.newPage(t);
    await page.goto(`${rig.gateway.url}/overview`);
    await cardOf(page, collected).getByText('In collection', { exact: true }).waitFor();
    await cardOf(page, excluded).getByText('Excluded', { exact: true }).waitFor();
    t.equal(await cardOf(page, collected).getByText('Excluded', { exact: true }).count(), 0, 'the collected film is not excluded');
    t.equal(await cardOf(page, excluded).getByText('In collection', { exact: true }).count(), 0, 'the excluded film is in no collection');
    t.equal(await cardOf(page, neither).getByText(/^(In collection|Excluded)$/).count(), 0, 'a film the service holds neither way has no badge');

    // Every member has its badge, not only the newest two rows of each collection (all that v3.x's
    // collection list carries): a member among the cards shown that is not one of them.
    const members = await collectionReader(rig.gateway.url, api).allMedia(movieCollection.id);
    const newestTwo = new Set([...members].sort((a, b) => b.id - a.id).slice(0, 2).map((row) => row.itemId));
    const firstCardIds = new Set(rig.firstMovies.slice(0, 12).map((item) => item.id));
    const oldestShown = members.find((row) => firstCardIds.has(row.itemId) && !newestTwo.has(row.itemId));
    t.ok(oldestShown, 'a member among the first cards that is not one of the newest two rows');
    await cardOf(page, oldestShown!.item!).getByText('In collection', { exact: true }).waitFor();
    t.pass('its card says In collection');

    await page.getByLabel('Library').selectOption({ label: rig.shows.title });
    await cardOf(page, show).getByText('Excluded', { exact: true }).waitFor();

    const reads = rig.control.requests.slice(before).filter((r) => r.method === 'GET' && r.path.startsWith('/api/rules/exclusion'));
    t.ok(reads.length > 0, 'exclusions were read');
    t.ok(reads.every((r) => /[?&]rulegroupId=\d+$/.test(r.path)), `one read per rule group, never one per card (${reads.map((r) => r.path).join(', ')})`);
  });
});
