import t from 'tap';
import { launchBrowser } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { escapeRegExp, startOverviewRig } from './overview-setup.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  t.test('for a show, an action can apply to one season or one episode', async (t) => {
    const rig = await startOverviewRig(browser, api);
    t.teardown(() => rig.close());
    // A show with a second season of at least three episodes, not excluded yet.
    let found: { show: (typeof rig.firstShows)[number]; season: (typeof rig.firstShows)[number]; episode: (typeof rig.firstShows)[number] } | undefined;
    for (const show of rig.firstShows) {
      if ((await rig.media.excludedIds(show.id)).length) continue;
      const season = (await rig.media.children(show.id)).find((entry) => entry.index === 2);
      const episode = season && (await rig.media.children(season.id)).find((entry) => entry.index === 3);
      if (season && episode) {
        found = { show, season, episode };
        break;
      }
    }
    if (!found) throw new Error('the demo library has no show with a second season of three episodes');
    const { show, season, episode } = found;

    const page = await rig.newPage(t);
    await page.goto(`${rig.gateway.url}/overview?item=${encodeURIComponent(show.id)}`);
    const dialog = page.getByRole('dialog', { name: new RegExp(`^${escapeRegExp(show.title)}`) });
    await dialog.waitFor();

    await dialog.getByLabel('Season').selectOption({ label: season.title });
    await dialog.getByRole('button', { name: 'Exclude' }).click();
    await page.getByText(`Excluded “${show.title} – ${season.title}” from all collections`).waitFor();
    const excluded = await rig.media.excludedIds(show.id);
    // v2.21 keeps the season's own row; v3.24 records the exclusion against the show (recorded).
    t.ok(excluded.includes(api === '2.21' ? season.id : show.id), `the service holds the exclusion (${excluded.join(', ')})`);

    await dialog.getByLabel('Episode').selectOption({ label: `${episode.index}. ${episode.title}` });
    await dialog.getByRole('button', { name: 'Include again' }).click();
    await page.getByText(`“${show.title} – ${season.title}, ${episode.title}” is no longer excluded from all collections`).waitFor();

    await dialog.getByLabel('Season').selectOption({ label: 'Whole show' });
    t.equal(await dialog.getByLabel('Episode').count(), 0, 'no episode picker for the whole show');
    const collection = (await dialog.getByLabel('Collection', { exact: true }).locator('option:checked').textContent()) ?? '';
    // The demo may hold the show there already (adding it would change nothing, and says so): it
    // is taken out first.
    if (await rig.collectionHolds(collection, show.id)) {
      await dialog.getByText('In this collection.', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Remove from collection' }).click();
      await page.getByText(`Removed “${show.title}” from ${collection}`).waitFor();
      t.notOk(await rig.collectionHolds(collection, show.id), `the service took the show out of ${collection}`);
    }
    await dialog.getByRole('button', { name: 'Add to collection' }).click();
    await page.getByText(`Added “${show.title}” to ${collection}`).waitFor();
    t.ok(await rig.collectionHolds(collection, show.id), `the service holds the show in ${collection}`);
  });
});
