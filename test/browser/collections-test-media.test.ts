// Test media from a collection's Info tab: pick an item and read the verdict of the rule group that
// fills the collection, in the words the service's own verdict supports: a match and a non-match,
// each the same as the service's POST /rules/test says for that item. On both generations.
import t from 'tap';
import { readTestVerdict } from '../../web/src/api/rule-editor.ts';
import type { MediaItem } from '../../web/src/api/media-types.ts';
import { afterNextPaint, failRequests, holdRequests, launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { collectionReader, generationOf, mediaReader, SANDBOX_APIS } from '../helpers/generations.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

const label = (item: MediaItem) => (item.year ? `${item.title} (${item.year})` : item.title);

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  const generation = generationOf(api);
  const groups = (await (await fetch(`${gateway.url}/api/rules`)).json()) as { id: number; collectionId: number; dataType: unknown }[];
  const group = groups.find((entry) => entry.dataType === 1 || entry.dataType === 'movie')!;
  const reader = mediaReader(gateway.url, api);
  const movies = (await reader.libraries()).find((library) => library.kind === 'movie')!;
  // The collection's own members (which its rules selected) and the newest movies of the library.
  const members = (await collectionReader(gateway.url, api).media(group.collectionId, 1)).items.flatMap((row) => (row.item ? [row.item] : []));
  const items = [...members, ...(await reader.page(movies, 1, 60)).items];
  // The service's own verdict on each movie, to find one it selects and one it does not.
  const verdicts = await Promise.all(
    items.map(async (item) => {
      const answer = await (
        await fetch(`${gateway.url}/api/rules/test`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ rulegroupId: group.id, mediaId: generation === 3 ? item.id : Number(item.id) }),
        })
      ).json();
      return { item, matches: readTestVerdict(generation, answer, item.id).matches };
    }),
  );
  // A title the search finds without look-alikes keeps the pick unambiguous.
  const unique = verdicts.filter(({ item }) => items.filter((other) => other.title.includes(item.title) || item.title.includes(other.title)).length === 1);
  const match = unique.find((entry) => entry.matches)?.item;
  const miss = unique.find((entry) => !entry.matches)?.item;
  t.ok(match && miss, 'the service selects some movies and not others');

  const { page } = await openPage(browser, VIEWPORTS.desktop);
  await page.goto(`${gateway.url}/collections/${group.collectionId}/info`);
  const panel = page.getByRole('region', { name: 'Test media' });
  for (const [item, expected] of [[match!, /matches these rules/], [miss!, /does not match these rules/]] as const) {
    await panel.getByLabel('Find a movie').fill(item.title);
    await panel.getByRole('button', { name: label(item), exact: true }).click();
    await panel.getByRole('button', { name: `Test “${item.title}”` }).click();
    const verdict = panel.getByRole('status', { name: `Verdict for ${label(item)}` });
    await verdict.waitFor();
    t.match(await verdict.innerText(), expected, `${item.title}: the verdict the service gave`);
    t.ok((await verdict.getByRole('listitem').count()) > 1, 'the verdict is explained section by section and rule by rule');
  }

  // The results stay while the next search runs (one goes out at each pause in the typing), and a
  // failed search says so rather than that nothing was found.
  const search = panel.getByLabel('Find a movie');
  const shown = panel.getByRole('button', { name: label(miss!), exact: true });
  const nextSearch = await holdRequests(page, (path) => path.includes('/search/'));
  await search.fill(`${miss!.title} zz`);
  await nextSearch.reached;
  await afterNextPaint(page);
  t.equal(await shown.count(), 1, 'the result found before stays while the next search runs');
  nextSearch.release();
  await panel.getByText(/^Nothing found for “.* zz”\.$/).waitFor();
  t.equal(await shown.count(), 0, 'then the new answer replaces it');
  await failRequests(page, (path) => path.includes('/search/'));
  await search.fill('zz failing');
  await panel.getByRole('alert').filter({ hasText: 'The search for “zz failing” failed.' }).waitFor();
  t.equal(await panel.getByText(/^Nothing found/).count(), 0, 'a failed search is not said to have found nothing');
});
