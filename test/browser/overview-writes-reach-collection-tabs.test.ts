// What the Overview's detail view changes shows on a collection's tabs already seen in this visit:
// an item added to a collection from the Overview is on that collection's Media tab, and once
// excluded it is off it and on its Exclusions tab. The tabs' pages were kept from the first visit,
// so each must be read again when shown. On both API generations.
import t from 'tap';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { collectionReader, SANDBOX_APIS } from '../helpers/generations.ts';
import type { MediaItem } from '../../web/src/api/media.ts';
import { cardOf, dialogOf, startOverviewRig } from './overview-setup.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const rig = await startOverviewRig(browser, api, { movies: 60 });
  t.teardown(() => rig.close());
  const film = (await rig.plainMovies())[0]!;
  const read = collectionReader(rig.gateway.url, api);
  const collection = (await read.collections()).find((entry) => entry.kind === 'movie' && !entry.manualCollection)!;
  t.ok(collection, 'the demo has a movie collection');
  const page = await rig.newPage(t);

  const menu = page.getByRole('navigation', { name: 'Main' });
  const tabs = page.getByRole('navigation', { name: 'Collection sections' });
  const mediaTitles = () => page.getByRole('list', { name: 'Media' }).getByRole('heading').allInnerTexts();
  const exclusionsPage = (page: Page) => page.waitForResponse((answer) => answer.url().includes(`/collections/exclusions/${collection.id}/content/`));

  // Opens the collection from the Collections list, by link as a user does (the app's cache stays).
  const openCollection = async () => {
    await menu.getByRole('link', { name: 'Collections' }).click();
    await page.getByRole('link', { name: collection.title }).click();
    await page.getByRole('list', { name: 'Media' }).getByRole('listitem').first().waitFor();
  };
  const openOnOverview = async (item: MediaItem) => {
    await menu.getByRole('link', { name: 'Overview' }).click();
    await cardOf(page, item).click();
    const dialog = dialogOf(page, item);
    await dialog.waitFor();
    return dialog;
  };

  // The collection's tabs seen first, so their pages are in the app's cache.
  await page.goto(`${rig.gateway.url}/collections/${collection.id}/media`);
  await page.getByRole('list', { name: 'Media' }).getByRole('listitem').first().waitFor();
  t.notOk((await mediaTitles()).includes(film.title), `${film.title} is not in ${collection.title} yet`);
  const firstExclusions = exclusionsPage(page);
  await tabs.getByRole('link', { name: 'Exclusions' }).click();
  await firstExclusions;
  t.equal(await page.getByRole('list', { name: 'Exclusions' }).getByRole('heading', { name: film.title, exact: true }).count(), 0, 'nor excluded');

  t.test('added from the Overview: on the Media tab', async (t) => {
    const dialog = await openOnOverview(film);
    await dialog.getByLabel('Collection', { exact: true }).selectOption({ label: collection.title });
    await dialog.getByRole('button', { name: 'Add to collection' }).click();
    await page.getByText(`Added “${film.title}” to ${collection.title}`).waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    await openCollection();
    await page.getByRole('list', { name: 'Media' }).getByRole('heading', { name: film.title, exact: true }).waitFor();
    t.pass(`${film.title} is listed in ${collection.title}`);
  });

  t.test('excluded from the Overview: off the Media tab, on the Exclusions tab', async (t) => {
    const dialog = await openOnOverview(film);
    await dialog.getByRole('button', { name: 'Exclude' }).click();
    await page.getByText(`Excluded “${film.title}” from all collections`).waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    // The service takes an excluded item out of the collections it applies to.
    t.notOk(await rig.collectionHolds(collection.title, film.id), `the service took it out of ${collection.title}`);
    await openCollection();
    await page.getByRole('list', { name: 'Media' }).getByRole('heading', { name: film.title, exact: true }).waitFor({ state: 'detached' });
    t.pass(`${film.title} left ${collection.title}'s media`);
    await tabs.getByRole('link', { name: 'Exclusions' }).click();
    await page.getByRole('list', { name: 'Exclusions' }).getByRole('heading', { name: film.title, exact: true }).waitFor();
    t.pass(`${film.title} is listed among the exclusions`);
  });
});
