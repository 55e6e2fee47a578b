// Moving between screens whose code is not loaded yet (each screen is its own chunk): the screen
// shown stays, inside the shell, until the next one's chunk is there (the router's navigations are
// transitions); on the first page a spinner shows in the shell while the screen's code is slow to
// come; and a chunk that fails to load shows the error inside the shell, which clears on the
// next navigation; once the network is back the screen loads, on Try again or on coming back to it.
import t from 'tap';
import { readFirstLoad } from '../../bench/first-load-bytes.mjs';
import { holdRequests, launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';

const manifest = readFirstLoad();
const overviewFiles = new Set([...manifest.entry, ...manifest.screens.overview!]);
/** The chunks a screen needs beyond what the Overview has loaded, as URL path endings. */
const chunksOnlyFor = (screen: string) => manifest.screens[screen]!.filter((file) => !overviewFiles.has(file)).map((file) => `/${file}`);

const browser = await launchBrowser();
t.teardown(() => browser.close());
const gateway = await startGateway({}, { sandboxApi: '3.24' });
t.teardown(() => gateway.close());

t.test('the first screen\'s chunks, all of them, are asked for before the sign-in check has answered', async (t) => {
  const wanted = manifest.screens.overview!.filter((file) => !manifest.entry.includes(file)).map((file) => `/${file}`);
  t.ok(wanted.length > 1, 'the Overview has chunks of its own, one importing others');
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  // Chunks asked for before /auth/status has answered; it is held until all were, or for 5 s.
  const askedBeforeAuth = new Set<string>();
  let authAnswered = false;
  let allAsked!: () => void;
  const everyChunkAsked = new Promise<void>((resolve) => (allAsked = resolve));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!authAnswered && wanted.includes(path)) askedBeforeAuth.add(path);
    if (askedBeforeAuth.size === wanted.length) allAsked();
  });
  await page.route((url) => url.pathname === '/auth/status', async (route) => {
    await Promise.race([everyChunkAsked, new Promise((resolve) => setTimeout(resolve, 5000))]);
    authAnswered = true;
    await route.continue();
  });
  await page.goto(`${gateway.url}/overview`);
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  t.same([...askedBeforeAuth].sort(), [...wanted].sort(), 'every chunk of the Overview was asked for before the sign-in check answered');
  await page.close();
});

t.test('on the first page, a spinner shows in the shell while the screen\'s code is slow to come', async (t) => {
  const held = manifest.screens.overview!.filter((file) => !manifest.entry.includes(file)).map((file) => `/${file}`);
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  const hold = await holdRequests(page, (path) => held.some((file) => path.endsWith(file)));
  await page.goto(`${gateway.url}/overview`);
  const spinner = page.getByRole('status', { name: 'Loading the screen' });
  await spinner.waitFor();
  t.ok(await page.getByRole('navigation', { name: 'Main' }).isVisible(), 'the shell is shown around it');
  t.equal(await page.getByRole('heading', { level: 1, name: 'Overview' }).count(), 0, 'the screen is not there yet');
  hold.release();
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  t.equal(await spinner.count(), 0, 'the screen replaces the spinner');
  await page.close();
});

t.test('the Overview stays shown while the Rules chunk loads', async (t) => {
  const held = chunksOnlyFor('rules');
  t.ok(held.length > 0, 'the Rules screen has chunks of its own');
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  // The chunks the Rules screen asks for are held until released (later ones pass at once).
  const hold = await holdRequests(page, (path) => held.some((file) => path.endsWith(file)));
  await page.goto(`${gateway.url}/overview`);
  const overviewHeading = page.getByRole('heading', { level: 1, name: 'Overview' });
  await overviewHeading.waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rules' }).click();
  await page.waitForURL((url) => url.pathname === '/rules');
  // Two painted frames after the URL changed: a screen swapped for an empty fallback would be gone by then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  t.ok(await overviewHeading.isVisible(), 'the Overview is still shown while the chunk is held');
  t.ok(hold.asked() > 0, 'the chunk was asked for');
  hold.release();
  await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor();
  t.equal(await overviewHeading.count(), 0, 'then the Rules screen replaces it');
  await page.close();
});

t.test('a screen whose chunk fails shows the error in the shell, and the next navigation clears it', async (t) => {
  const failing = chunksOnlyFor('collections');
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  await page.route((url) => failing.some((file) => url.pathname.endsWith(file)), (route) => route.abort());
  await page.goto(`${gateway.url}/overview`);
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'Collections' }).click();
  await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
  t.ok(await menu.isVisible(), 'the shell stays');
  await menu.getByRole('link', { name: 'Overview' }).click();
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  t.equal(await page.getByRole('heading', { name: 'Something went wrong' }).count(), 0, 'the error is gone');
  await page.close();
});

t.test('a screen whose chunk failed loads once the network is back: on Try again, and on coming back to it', async (t) => {
  const failing = chunksOnlyFor('collections');
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  const failChunks = (route: import('playwright-core').Route) => route.abort();
  const isFailing = (url: URL) => failing.some((file) => url.pathname.endsWith(file));
  await page.route(isFailing, failChunks);
  await page.goto(`${gateway.url}/overview`);
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  const menu = page.getByRole('navigation', { name: 'Main' });
  const collectionsHeading = page.getByRole('heading', { level: 1, name: 'Collections' });

  await menu.getByRole('link', { name: 'Collections' }).click();
  await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
  await page.unroute(isFailing, failChunks);
  await page.getByRole('button', { name: 'Try again' }).click();
  await collectionsHeading.waitFor();
  t.pass('Try again loads the screen');

  // A second screen, failing, then reached again from another one.
  const failingRules = chunksOnlyFor('rules').filter((file) => !failing.includes(file));
  t.ok(failingRules.length > 0, 'the Rules screen has chunks the Collections screen did not load');
  const isFailingRules = (url: URL) => failingRules.some((file) => url.pathname.endsWith(file));
  await page.route(isFailingRules, failChunks);
  await menu.getByRole('link', { name: 'Rules' }).click();
  await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
  await page.unroute(isFailingRules, failChunks);
  await menu.getByRole('link', { name: 'Overview' }).click();
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  await menu.getByRole('link', { name: 'Rules' }).click();
  await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor();
  t.pass('coming back loads the screen');
  await page.close();
});
