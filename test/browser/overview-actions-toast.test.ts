import t from 'tap';
import { launchBrowser } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { dialogOf, startOverviewRig } from './overview-setup.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  t.test('adding to a collection and excluding confirm with a toast, and a soft failure is reported', async (t) => {
    const rig = await startOverviewRig(browser, api);
    t.teardown(() => rig.close());
    const film = (await rig.plainMovies())[0]!;
    const page = await rig.newPage(t);
    await page.goto(`${rig.gateway.url}/overview?item=${encodeURIComponent(film.id)}`);
    const dialog = dialogOf(page, film);
    await dialog.waitFor();

    const collection = (await dialog.getByLabel('Collection', { exact: true }).locator('option:checked').textContent()) ?? '';
    await dialog.getByRole('button', { name: 'Add to collection' }).click();
    await page.getByText(`Added “${film.title}” to ${collection}`).waitFor();
    t.ok(await rig.collectionHolds(collection, film.id), `the service holds ${film.title} in ${collection}`);
    await dialog.getByText('In collection').waitFor();

    await dialog.getByRole('button', { name: 'Exclude' }).click();
    await page.getByText(`Excluded “${film.title}” from all collections`).waitFor();
    t.ok((await rig.media.excludedIds(film.id)).includes(film.id), 'the service holds the exclusion');
    await dialog.getByText('Excluded', { exact: true }).waitFor();
    // The service takes an excluded item out of its collections: the view follows.
    t.notOk(await rig.collectionHolds(collection, film.id), 'the service took it out of the collection');
    await dialog.getByText('In collection').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Add to collection' }).click();
    // The first toast may still be up: wait for the second.
    await page.getByText(`Added “${film.title}” to ${collection}`).nth(1).waitFor();

    // Both generations answer soft failures with a success status: {code:0,result:"Failed"} and an empty body.
    rig.control.respond('POST', '/api/rules/exclusion', () => ({ status: 201, json: { code: 0, result: 'Failed', message: 'Failed' } }));
    rig.control.respond('POST', '/api/collections/media/add', () => ({ status: 201, empty: true }));
    await dialog.getByRole('button', { name: 'Include again' }).click();
    await page.getByText(`Could not include “${film.title}” again: Failed.`).waitFor();
    await dialog.getByRole('button', { name: 'Remove from collection' }).click();
    await page.getByText(new RegExp(`Could not remove “.+” from ${collection}`)).waitFor();
    t.ok(await rig.collectionHolds(collection, film.id), 'still in the collection');
  });
});
