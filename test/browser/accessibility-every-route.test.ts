// axe finds no accessibility violation on any screen of the app, on either API generation, on a
// desktop and on a phone, and on a phone nothing sticks out sideways. The first route is loaded,
// the others reached through the app's router as a user moving around would. A screen added to the app belongs in ROUTES; its dialogs are checked by
// the tests that open them (test/helpers/axe.ts).
import t from 'tap';
import type { Page } from 'playwright-core';
import { axeViolations } from '../helpers/axe.ts';
import { horizontalOverflow, launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';

/** Every screen of the app. */
const ROUTES = [
  '/overview',
  '/rules',
  '/rules/new',
  '/rules/1/edit',
  '/rules/1/clone',
  '/collections',
  '/collections/1/media',
  '/collections/1/exclusions',
  '/collections/1/info',
  '/settings/main',
  // v3.x only: v2.21 shows Plex's tab for Jellyfin's, Sonarr's for Sportarr's and General for the
  // others, so each is followed by a route other than the one it leads to there (the next route's
  // title must change).
  '/settings/jellyfin',
  '/settings/metadata',
  '/settings/radarr',
  '/settings/sportarr',
  '/settings/download-client',
  '/settings/plex',
  '/settings/overlays',
  '/settings/tautulli',
  '/settings/notifications',
  '/settings/logs',
  '/settings/jobs',
  '/settings/about',
];

/** Waits until the screen has a heading and nothing in it is still loading, so axe sees it finished. */
async function settled(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('heading').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main [role="status"][aria-label^="Loading"]'), undefined, { timeout: 15_000 });
}

/**
 * Opens a route as a link in the app would (the router, no reload), so the app and axe start once per
 * viewport rather than once per route. The document title follows the route once the new screen is
 * in (navigations are transitions, and every route here has its own title), so a changed title means
 * the screen shown is the one asked for.
 */
async function openInApp(page: Page, route: string): Promise<void> {
  const before = await page.title();
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await page.waitForFunction((title) => document.title !== title, before);
}

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) {
  t.test(`Maintainerr ${api}`, async (t) => {
    const gateway = await startGateway({ SANDBOX_MOVIES: '60' }, { sandboxApi: api });
    t.teardown(() => gateway.close());
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context } = await openPage(browser, VIEWPORTS[viewport]);
      for (const [index, route] of ROUTES.entries()) {
        if (index === 0) await page.goto(`${gateway.url}${route}`);
        else await openInApp(page, route);
        await settled(page);
        t.same(await axeViolations(page), [], `${viewport} ${route}: no violations`);
        if (viewport === 'phone') t.same(await horizontalOverflow(page), { pageOverflowPx: 0, elements: [] }, `${route} fits 390 px`);
      }
      await context.close();
    }
  });
}
