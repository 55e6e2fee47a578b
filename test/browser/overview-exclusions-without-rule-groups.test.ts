import t from 'tap';
import type { MediaItem } from '../../web/src/api/media.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { cardOf, dialogOf, startOverviewRig } from './overview-setup.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

// With no rule group there is no GET that lists global exclusions (v2.21 and v3.24 alike),
// so the app looks up the opened item alone and its card follows what the detail view learned.
for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const rig = await startOverviewRig(browser, api);
  t.teardown(() => rig.close());
  rig.control.respond('GET', '/api/rules', () => ({ json: [] }));
  const [film, excludedFilm] = (await rig.plainMovies()) as [MediaItem, MediaItem];

  t.test('with no rule group, excluding from all collections puts the Excluded badge on the card, and including removes it', async (t) => {
    const before = rig.control.requests.length;
    const page = await rig.newPage(t);
    await page.goto(`${rig.gateway.url}/overview`);
    const card = cardOf(page, film);
    await card.waitFor();
    t.equal(await card.getByText('Excluded', { exact: true }).count(), 0, 'not excluded at first');

    await card.click();
    const dialog = dialogOf(page, film);
    await dialog.getByRole('button', { name: 'Exclude' }).click();
    await page.getByText(`Excluded “${film.title}” from all collections`).waitFor();
    await dialog.getByText('Excluded', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Excluded', { exact: true }).waitFor();
    t.pass('the card shows the badge after the exclusion');

    await card.click();
    await dialog.getByRole('button', { name: 'Include again' }).click();
    await page.getByText(`“${film.title}” is no longer excluded from all collections`).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Excluded', { exact: true }).waitFor({ state: 'detached' });
    t.pass('the badge went with the exclusion');

    const lookups = rig.control.requests.slice(before).filter((r) => r.method === 'GET' && r.path.startsWith('/api/rules/exclusion'));
    t.ok(lookups.length > 0, 'the opened item was looked up');
    t.same(new Set(lookups.map((r) => r.path)), new Set([`/api${rig.media.wire.exclusionsOfItemPath(film.id)}`]), 'only the opened item, never one call per card');
  });

  t.test('with no rule group, an item the service already excludes shows the badge once opened', async (t) => {
    const exclude = await fetch(`${rig.gateway.url}/api/rules/exclusion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(rig.media.wire.exclusionBody({ itemId: excludedFilm.id, kind: 'movie' }, undefined, 0)),
    });
    t.equal(exclude.status, 201, 'the service excluded the film');
    const page = await rig.newPage(t);
    await page.goto(`${rig.gateway.url}/overview?item=${encodeURIComponent(excludedFilm.id)}`);
    const dialog = dialogOf(page, excludedFilm);
    await dialog.getByText('Excluded', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await cardOf(page, excludedFilm).getByText('Excluded', { exact: true }).waitFor();
    t.pass(`${excludedFilm.title}, excluded by the service, has the badge on its card`);
  });
});
