// The page starts the app's first reads while its scripts download (link preloads), and the app
// starts the Overview's own (libraries, first page, poster look-ups) as soon as its code runs: the
// screens must use those answers, not ask again, and a browser that signs in on the page must get
// fresh ones.
import t from 'tap';
import { readFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { readFirstLoad } from '../../bench/first-load-bytes.mjs';
import { holdRequests, launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { staticClosure } from '../helpers/built-modules.ts';
import { startGateway } from '../helpers/gateway.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

const FIRST_READS = ['/auth/status', '/api/app/status', '/api/settings/test/setup'];

/** Every request the page sends, by path (and query, in `pathAndQuery`), with the status it got (0 until answered). */
function recordRequests(page: Page): { path: string; pathAndQuery: string; status: number }[] {
  const seen: { path: string; pathAndQuery: string; status: number }[] = [];
  const byRequest = new Map<Request, { path: string; pathAndQuery: string; status: number }>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const entry = { path: url.pathname, pathAndQuery: url.pathname + url.search, status: 0 };
    seen.push(entry);
    byRequest.set(request, entry);
  });
  page.on('response', (response) => {
    const entry = byRequest.get(response.request());
    if (entry) entry.status = response.status();
  });
  return seen;
}

t.test('the first reads are asked once: the app uses the page\'s preloads', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  const requests = recordRequests(page);
  await page.goto(`${gateway.url}/overview`);
  await page.getByRole('link', { name: /^Version:/ }).getByText('3.24.0').waitFor();
  // The Overview's first cards mean the app has read everything it starts with.
  await page.locator('.media-card').first().waitFor();
  for (const path of FIRST_READS) {
    t.equal(await page.locator(`link[rel="preload"][href="${path}"]`).count(), 1, `the page preloads ${path}`);
    t.equal(requests.filter((request) => request.path === path).length, 1, `${path} is asked once`);
  }
  await page.close();
});

/** The Overview's reads the app starts itself for the first page, per generation (the sandbox's first movie library). */
const OVERVIEW_FIRST_READS: Record<'3.24' | '2.21', string[]> = {
  '3.24': ['/api/settings', '/api/media-server/libraries', '/api/media-server/library/1/content?page=1&limit=60&type=movie'],
  '2.21': ['/api/settings', '/api/plex/libraries', '/api/plex/library/1/content/1?amount=60'],
};
const overviewStyles = readFirstLoad().screens.overview!.filter((file) => file.endsWith('.css'));

for (const [sandboxApi, reads] of Object.entries(OVERVIEW_FIRST_READS) as ['3.24' | '2.21', string[]][]) {
  t.test(`${sandboxApi}: the Overview's first reads and poster look-ups start before its screen can show, and each is asked once`, async (t) => {
    const gateway = await startGateway({}, { sandboxApi });
    t.teardown(() => gateway.close());
    const { page } = await openPage(browser, VIEWPORTS.desktop);
    const requests = recordRequests(page);
    const lookedUp: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/images/lookups')) lookedUp.push(...(request.postDataJSON() as { paths: string[] }).paths);
    });
    // The screen shows only once its stylesheet is in: held, it cannot render and ask for anything itself.
    const held = await holdRequests(page, (path) => overviewStyles.some((file) => path.endsWith(file)));
    const firstLookups = page.waitForRequest((request) => request.url().endsWith('/images/lookups'));
    await page.goto(`${gateway.url}/overview`);
    await firstLookups;
    t.equal(await page.getByRole('heading', { name: 'Overview' }).count(), 0, 'the screen has not shown yet');
    for (const read of reads) t.ok(requests.some((request) => request.pathAndQuery === read), `${read} is already asked`);
    t.ok(lookedUp.length > 0, `the first posters are already looked up (${lookedUp.length})`);

    held.release();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.locator('.poster__image--loaded').first().waitFor();
    for (const read of reads) t.equal(requests.filter((request) => request.pathAndQuery === read).length, 1, `${read} is asked once`);
    t.same(lookedUp.filter((path, index) => lookedUp.indexOf(path) !== index), [], 'no poster is looked up twice');
    await page.close();
  });
}

/** The built files the page's script imports statically, itself included: what runs before it loads React. */
function pageScriptClosure(): Set<string> {
  const web = new URL('../../dist/web/', import.meta.url).pathname;
  // Static imports only: what the entry loads with import() comes later.
  return staticClosure(readFirstLoad().entry[0], (file) => readFileSync(`${web}${file}`, 'utf8'));
}

t.test('the Overview\'s first reads leave before React\'s DOM renderer and the app have loaded, and the app then shows them', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const firstLoad = readFirstLoad();
  // What the page's script and the Overview's module need is let through; the rest of the entry (React's
  // DOM renderer, the router, the shell) is held.
  const needed = new Set([...pageScriptClosure(), ...firstLoad.screens.overview!]);
  const appOnly = firstLoad.entry.filter((file: string) => !needed.has(file));
  t.ok(appOnly.length > 0, `the app has chunks of its own beyond those (${appOnly.length} of them)`);
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  const requests = recordRequests(page);
  const heldApp = await holdRequests(page, (path) => appOnly.some((file) => path.endsWith(`/${file}`)));
  await page.goto(`${gateway.url}/overview`);
  await page.waitForRequest((request) => new URL(request.url()).pathname === '/api/media-server/library/1/content');
  t.ok(heldApp.asked() > 0, 'the app\'s chunks were asked for and are held');
  t.equal(await page.locator('#root').textContent(), '', 'nothing has rendered yet');
  heldApp.release();
  await page.locator('.media-card').first().waitFor();
  t.equal(requests.filter((request) => request.pathAndQuery === '/api/media-server/library/1/content?page=1&limit=60&type=movie').length, 1, 'the first page is asked once');
  await page.close();
});

t.test('when the app cannot load, the page says so instead of staying blank', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const beforeReact = pageScriptClosure();
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  await page.route('**/assets/*.js', (route) => (beforeReact.has(new URL(route.request().url()).pathname.slice(1)) ? route.continue() : route.abort()));
  await page.goto(`${gateway.url}/overview`);
  await page.getByText('The app could not be loaded. Check the connection to this server and reload the page.').waitFor();
  t.pass('the message shows where the app would have been');
  await page.close();
});

t.test('signing in on the page: the reads after it are fresh, not the signed-out answers', async (t) => {
  const gateway = await startGateway({ AUTH: 'login' }, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  const requests = recordRequests(page);
  await page.goto(`${gateway.url}/overview`);
  await page.getByRole('heading', { name: 'Create the admin account' }).waitFor();
  await page.getByLabel('Username').fill('curator');
  await page.getByLabel('Password', { exact: true }).fill('long enough password');
  await page.getByLabel('Confirm password').fill('long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('link', { name: /^Version:/ }).getByText('3.24.0').waitFor();
  await page.locator('.media-card').first().waitFor();
  const refused = requests.filter((request) => request.path.startsWith('/api/') && request.status === 401);
  t.same(refused, [], 'no read under /api was refused: none was sent before signing in');
  t.equal(await page.getByRole('heading', { name: 'Sign in' }).count(), 0, 'the app stays open');
  await page.close();
});
