// Collection > Media > Add by hand: results follow the typing, only items of the collection's kind
// can be picked, members are marked (those on pages not loaded too), and an added item is held by
// the service as a manual member of the collection. A season collection opens a show found to pick
// one of its seasons (v2.21 sends it as the show's part).
import t from 'tap';
import type { Locator, Page } from 'playwright-core';
import { afterNextPaint, failRequests, holdRequests, launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { collectionReader, mediaReader, SANDBOX_APIS } from '../helpers/generations.ts';
import { mediaTitle } from '../../web/src/features/collections/labels.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

/** Opens the folded "Add … by hand" search and returns its box. */
async function openAddByHand(page: Page, noun: 'movies' | 'seasons'): Promise<Locator> {
  await page.getByRole('button', { name: `Add ${noun} by hand` }).click();
  const search = page.getByRole('searchbox', { name: `Search ${noun} to add` });
  await search.waitFor();
  return search;
}

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  const control = gateway.app.sandbox!.control;
  const read = collectionReader(gateway.url, api);
  const media = mediaReader(gateway.url, api);
  const collection = (await read.collections()).find((entry) => entry.kind === 'movie' && entry.mediaCount > 0)!;
  const library = (await media.libraries()).find((entry) => entry.id === collection.libraryId)!;
  const held = new Set((await read.allMedia(collection.id)).map((row) => row.itemId));
  const candidate = (await media.page(library, 3, 50)).items.find((item) => item.kind === 'movie' && !held.has(item.id))!;
  t.ok(candidate, 'a movie of the library outside the collection');

  const { page } = await openPage(browser, VIEWPORTS.desktop);
  await page.goto(`${gateway.url}/collections/${collection.id}/media`);
  await page.getByRole('list', { name: 'Media' }).getByRole('listitem').first().waitFor();

  // Folded at first: reviewing the items is the tab's daily work. Opened, the search has the focus.
  t.equal(await page.getByRole('searchbox', { name: 'Search movies to add' }).isVisible(), false, 'the search is folded at first');
  const search = await openAddByHand(page, 'movies');
  t.ok(await search.evaluate((input) => input === document.activeElement), 'opened, the focus is in the search');
  await search.pressSequentially(candidate.title, { delay: 20 });
  const results = page.getByRole('list', { name: 'Search results' });
  const choice = results.getByRole('checkbox', { name: new RegExp(`^${mediaTitle(candidate).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first();
  await choice.check();
  // Folded and opened again, the pick is still there.
  await page.getByRole('button', { name: 'Add movies by hand' }).click();
  await search.waitFor({ state: 'hidden' });
  const toggle = page.getByRole('button', { name: 'Add movies by hand (1 picked)', exact: true });
  await toggle.waitFor();
  t.equal(await toggle.getAttribute('aria-expanded'), 'false', 'folded, the button says a pick waits');
  await openAddByHand(page, 'movies');
  t.ok(await choice.isChecked(), 'folding the search keeps its picks');
  // From the keyboard: Enter on the button, whose selection then empties.
  await page.getByRole('button', { name: 'Add to collection (1)' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText(`Added “${mediaTitle(candidate)}” to this collection`).waitFor();
  await page.getByRole('button', { name: 'Add to collection (0)' }).waitFor();
  await page.waitForFunction(() => document.activeElement !== document.body, undefined, { timeout: 5000 }).catch(() => undefined);
  t.equal(await page.evaluate(() => document.activeElement?.getAttribute('type') ?? document.activeElement?.outerHTML.slice(0, 120)), 'search', 'the button emptied, the focus goes to the search, where the next pick starts');

  const row = (await read.allMedia(collection.id)).find((entry) => entry.itemId === candidate.id);
  t.ok(row, 'the service holds the item in the collection');
  t.equal(row?.isManual, true, 'as a manual member');
  // The search looks in the collection's library only (a second movie library's items do not belong here).
  const searches = control.requests.filter((request) => request.method === 'GET' && /\/search\//.test(request.path)).map((request) => request.path.split('?')[0]!);
  const scoped = api === '3.24' ? `/api/media-server/library/${library.id}/content/search/` : `/api/plex/library/${library.id}/content/search/`;
  t.ok(searches.length > 0 && searches.every((url) => url.startsWith(scoped)), `every search asked the collection's library (${[...new Set(searches)].join(', ')})`);
  const writes = api === '3.24' ? control.requestsTo('POST', '/api/collections/media/bulk') : control.requestsTo('POST', '/api/collections/media/add');
  t.equal(writes.length, 1, `one ${api === '3.24' ? 'bulk' : 'add'} call`);
  await page.getByRole('list', { name: 'Media' }).getByRole('heading', { name: mediaTitle(candidate), exact: true }).waitFor();
  t.pass('the list shows it');
  await page.close();

  // The list shows one page at a time; the search must know every member, not only those loaded
  // (v3.x's collection list carries each collection's newest two rows only).
  t.test('a member the loaded page does not show is marked as already in the collection', async (t) => {
    const rows = await read.allMedia(collection.id);
    t.ok(rows.length > 25, `more members (${rows.length}) than one page shows`);
    const member = rows.at(-1)!.item!;
    const page = await browser.newPage();
    t.teardown(() => page.close());
    await page.goto(`${gateway.url}/collections/${collection.id}/media`);
    const shown = page.getByRole('list', { name: 'Media' });
    await shown.getByRole('listitem').first().waitFor();
    t.equal(await shown.getByRole('heading', { name: mediaTitle(member), exact: true }).count(), 0, 'the member is not among the items shown');
    await (await openAddByHand(page, 'movies')).pressSequentially(member.title, { delay: 20 });
    const marked = page
      .getByRole('list', { name: 'Search results' })
      .getByRole('checkbox', { name: new RegExp(`^${mediaTitle(member).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.* · already in this collection$`) });
    await marked.first().waitFor();
    t.ok(await marked.first().isDisabled(), 'marked, and it cannot be picked again');
  });

  t.test('a season collection: open a show, pick a season', async (t) => {
    const seasons = (await read.collections()).find((entry) => entry.kind === 'season')!;
    const shows = (await media.libraries()).find((entry) => entry.id === seasons.libraryId)!;
    const show = (await media.page(shows, 1, 20)).items.find((item) => item.kind === 'show')!;
    const season = (await media.children(show.id))[0]!;
    const page = await browser.newPage();
    t.teardown(() => page.close());
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/collections/media/add') sent.push(request.postDataJSON());
    });
    await page.goto(`${gateway.url}/collections/${seasons.id}/media`);
    await (await openAddByHand(page, 'seasons')).pressSequentially(show.title, { delay: 20 });
    await page.getByRole('button', { name: `Seasons of ${mediaTitle(show)}` }).first().click();
    await page.getByRole('list', { name: `Seasons of ${mediaTitle(show)}` }).getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Add to collection (1)' }).click();
    await page.getByText(/^Added “.*” to this collection$/).waitFor();
    const row = (await read.allMedia(seasons.id)).find((entry) => entry.itemId === season.id);
    t.ok(row, 'the service holds the season in the collection');
    t.equal(row?.isManual, true, 'as a manual member');
    if (api === '2.21') {
      t.same(sent, [{ mediaId: Number(show.id), context: { id: Number(season.id), type: 3 }, collectionId: seasons.id, action: 0 }], 'sent as the part of its show');
    }
  });

  // A search is sent whenever the typing pauses, so a show can be opened from the results of the
  // first words while the user goes on typing: the next results must not close it or drop the tick.
  t.test('typing on after a show is opened keeps it open and its tick', async (t) => {
    const seasons = (await read.collections()).find((entry) => entry.kind === 'season')!;
    const shows = (await media.libraries()).find((entry) => entry.id === seasons.libraryId)!;
    // A show with a season the collection does not hold yet (the test above added a first season).
    const held = new Set((await read.allMedia(seasons.id)).map((row) => row.itemId));
    let show: Awaited<ReturnType<typeof media.page>>['items'][number] | undefined;
    for (const item of (await media.page(shows, 1, 20)).items.filter((entry) => entry.kind === 'show')) {
      if ((await media.children(item.id)).some((child) => !held.has(child.id))) {
        show = item;
        break;
      }
    }
    if (!show) return t.fail('the demo library has a show with a season outside the collection');
    t.ok(show.title.length > 3, 'a title long enough to type on after its first three letters');
    const { page } = await openPage(browser, VIEWPORTS.desktop);
    t.teardown(() => page.close());
    const searchSent = (text: string) =>
      page.waitForResponse((response) => decodeURIComponent(new URL(response.url()).pathname).endsWith(`/search/${text}`));
    await page.goto(`${gateway.url}/collections/${seasons.id}/media`);
    const search = await openAddByHand(page, 'seasons');
    const start = show.title.slice(0, 3);
    const firstResults = searchSent(start);
    await search.fill(start);
    await firstResults;
    await page.getByRole('button', { name: `Seasons of ${mediaTitle(show)}` }).first().click();
    const seasonList = page.getByRole('list', { name: `Seasons of ${mediaTitle(show)}` });
    const freeSeason = seasonList.getByRole('checkbox', { disabled: false }).first();
    await freeSeason.check();

    const laterResults = searchSent(show.title);
    await search.press('End'); // the tick moved the focus; typing goes on where the text ends
    await search.pressSequentially(show.title.slice(3));
    await laterResults;
    await afterNextPaint(page);
    t.ok(await seasonList.isVisible(), 'the seasons stay open');
    t.equal(await seasonList.getByRole('checkbox', { checked: true }).count(), 1, 'the season stays ticked');
  });

  t.test('an emptied search shows no old results, and a failed one says so', async (t) => {
    const { page } = await openPage(browser, VIEWPORTS.desktop);
    t.teardown(() => page.close());
    await page.goto(`${gateway.url}/collections/${collection.id}/media`);
    const search = await openAddByHand(page, 'movies');
    const results = page.getByRole('list', { name: 'Search results' });
    await search.fill(candidate.title);
    await results.getByRole('checkbox').first().waitFor();

    await search.fill('');
    await results.waitFor({ state: 'detached' });
    const nextSearch = await holdRequests(page, (path) => path.endsWith('/search/zz'));
    await search.fill('zz');
    await nextSearch.reached;
    await afterNextPaint(page);
    t.equal(await results.count(), 0, 'while it runs, the results of the search before the emptied box are not back');
    nextSearch.release();
    await page.getByText('No movie matches “zz”.').waitFor();

    await failRequests(page, (path) => path.includes('/search/'));
    const prefix = candidate.title.slice(0, 4).trim(); // the search sends its text trimmed
    await search.fill(prefix);
    await page.getByRole('alert').filter({ hasText: `The search for “${prefix}” failed.` }).waitFor();
    t.equal(await results.count(), 0, 'no results beside the failure');
  });

  t.test('picks made before the search changed stay listed, and one unpicked is not added', async (t) => {
    const members = new Set((await read.allMedia(collection.id)).map((row) => row.itemId));
    const outside = (await media.page(library, 4, 50)).items.filter((item) => item.kind === 'movie' && !members.has(item.id));
    // Titles the search finds alone: no other result begins with them.
    const [first, second] = outside.filter((item) => outside.filter((other) => other.title.startsWith(item.title)).length === 1);
    t.ok(first && second, 'two movies outside the collection');
    const { page } = await openPage(browser, VIEWPORTS.phone);
    t.teardown(() => page.close());
    await page.goto(`${gateway.url}/collections/${collection.id}/media`);
    const search = await openAddByHand(page, 'movies');
    const results = page.getByRole('list', { name: 'Search results' });
    const pickedList = page.getByRole('list', { name: 'Picked' });
    const label = (item: typeof first) => `${mediaTitle(item!)}${item!.year ? ` (${item!.year})` : ''}`;
    for (const item of [first!, second!]) {
      await search.fill(item.title);
      await results.getByRole('checkbox', { name: new RegExp(`^${mediaTitle(item).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().check();
    }
    t.same(await pickedList.getByRole('listitem').allInnerTexts().then((texts) => texts.map((text) => text.replace(/\s*×$/, ''))), [label(first), label(second)], 'both picks are listed, the first no longer among the results');

    await pickedList.getByRole('button', { name: `Unpick ${label(first)}` }).click();
    await page.getByRole('button', { name: 'Add to collection (1)' }).waitFor();
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'search', 'its button gone, the focus is in the search');
    await page.getByRole('button', { name: 'Add to collection (1)' }).click();
    await page.getByText(`Added “${mediaTitle(second!)}” to this collection`).waitFor();
    const held = new Set((await read.allMedia(collection.id)).map((row) => row.itemId));
    t.ok(held.has(second!.id) && !held.has(first!.id), 'the service holds the pick kept, not the one unpicked');
    t.equal(await pickedList.count(), 0, 'added, no picks are listed');
  });
});
