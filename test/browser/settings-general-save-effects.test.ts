// What a General or Jobs save does beyond its own fields, in Chromium against the fake service,
// which saves with the real service's rules: an SSL Plex server
// on port 32400 keeps SSL, the integrations' URLs keep their case, and a Cache images change
// reaches the Overview's posters without a reload (images go through the cache unless it is off).
// v2.21 only, by nature: these effects come from re-sending the whole settings row and from
// cacheImages, and v3.x has neither (it PATCHes the fields a page edits, held to the recorded bodies
// on both generations in settings-general.test.ts, and has no image-cache switch).
import t from 'tap';
import type { Page } from 'playwright-core';
import { SSL_PLEX_SETTINGS as SETTINGS } from '../helpers/main-settings-sample.ts';
import { startShellRig } from './shell-rig.ts';

const MOVIE = { ratingKey: '10', type: 'movie', title: 'The Matrix', addedAt: 0, Guid: [{ id: 'tmdb://603' }] };
const rig = await startShellRig({
  settings: { ...SETTINGS },
  plex: { libraries: [{ key: '1', type: 'movie', title: 'Movies' }], items: [MOVIE], posters: { 603: '/matrix.jpg' } },
});
t.teardown(() => rig.close());

// A 1×1 PNG for every poster, wherever the app points it.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
async function servePosters(page: Page) {
  await page.route(/\/images\/|image\.tmdb\.org/, (route) =>
    route.request().resourceType() === 'image' ? route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }) : route.continue(),
  );
}

function settingsPosted(page: Page) {
  return page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/settings');
}

t.test('General and Jobs saves keep Plex SSL on port 32400 and leave the integrations\' URLs alone', async (t) => {
  rig.fake.state.settings = { ...SETTINGS };
  const { page, context } = await rig.open('desktop', '/settings/main');
  t.teardown(() => context.close());
  await page.getByLabel('Application title').fill('My Library');
  let posted = settingsPosted(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Settings saved', { exact: true }).waitFor();
  const body = (await posted).postDataJSON() as Record<string, unknown>;
  t.equal(body.plex_hostname, 'https://plex.example.com', 'the SSL hostname is sent with https://');
  t.notOk('overseerr_url' in body || 'tautulli_url' in body || 'overseerr_api_key' in body, 'the integrations\' fields are not sent');
  const saved = rig.fake.state.settings!;
  t.same(
    { title: saved.applicationTitle, ssl: saved.plex_ssl, host: saved.plex_hostname, port: saved.plex_port },
    { title: 'My Library', ssl: 1, host: 'plex.example.com', port: 32400 },
    'the service still has SSL on',
  );
  t.equal(saved.overseerr_url, 'http://Overseerr.Local:5055', 'Overseerr URL keeps its case');
  t.equal(saved.tautulli_url, 'http://Tautulli.Local:8181', 'Tautulli URL keeps its case');

  await page.getByRole('link', { name: 'Jobs' }).click();
  await page.getByLabel('Rule Handler').fill('0 3 * * *');
  posted = settingsPosted(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Job schedules saved').waitFor();
  await posted;
  t.same(
    { cron: rig.fake.state.settings!.rules_handler_job_cron, ssl: rig.fake.state.settings!.plex_ssl, overseerr: rig.fake.state.settings!.overseerr_url },
    { cron: '0 3 * * *', ssl: 1, overseerr: 'http://Overseerr.Local:5055' },
    'a Jobs save keeps them too',
  );
});

t.test('turning Cache images off changes where the Overview\'s posters come from, without a reload', async (t) => {
  rig.fake.state.settings = { ...SETTINGS };
  // Posters are served before the page loads: one asked for earlier would go to the real image host.
  const { page, context } = await rig.open('desktop', '/overview', { beforeGoto: servePosters });
  t.teardown(() => context.close());
  // The poster is decorative (alt=""), so it is found inside the item's card.
  const poster = page.getByRole('button', { name: /The Matrix/ }).locator('img');
  await poster.waitFor();
  t.equal(await poster.getAttribute('src'), '/images/w300_and_h450_face/matrix.jpg', 'cached: through the gateway');

  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel('Cache images').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Settings saved', { exact: true }).waitFor();
  t.equal(rig.fake.state.settings!.cacheImages, 0);

  let loads = 0;
  page.on('load', () => (loads += 1));
  await menu.getByRole('link', { name: 'Overview' }).click();
  await poster.waitFor();
  t.equal(await poster.getAttribute('src'), 'https://image.tmdb.org/t/p/w300_and_h450_face/matrix.jpg', 'not cached: straight from TMDB');
  t.equal(loads, 0, 'the page was not reloaded');
});
