// What a screen shows first keeps its place while the rest of its data arrives: a block that
// appears above content already shown pushes it from under a pointer on its way to it (a click on
// one card lands on another). Each case holds back the read that used to arrive last and counts the
// layout shifts Chromium reports (the Layout Instability API) until the screen has settled.
import t from 'tap';
import type { Page } from 'playwright-core';
import { holdRequests, launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { mediaReader, SANDBOX_APIS } from '../helpers/generations.ts';

/** How long the held-back read is delayed: far under how long a screen waits for it (SETTLE_WAIT_MS). */
const LATE_MS = 250;
const LIBRARIES = /\/api\/(plex|media-server)\/libraries$/;

const browser = await launchBrowser();
t.teardown(() => browser.close());

/** Starts recording the page's layout shifts (those not caused by the user's own input). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map((source) => (source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : '?'));
        shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const cases = [
  { route: '/rules', late: LIBRARIES, lateName: 'libraries', shown: (page: Page) => page.getByRole('list', { name: 'Rule groups' }).getByRole('listitem').first() },
  { route: '/collections', late: LIBRARIES, lateName: 'libraries', shown: (page: Page) => page.getByRole('list', { name: 'Collections' }).getByRole('listitem').first() },
  { route: '/settings/logs', late: /\/api\/logs\/settings$/, lateName: 'log settings', shown: (page: Page) => page.getByRole('searchbox', { name: 'Filter log lines' }) },
];

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  for (const { route, late, lateName, shown } of cases) {
    t.test(`${route}, its ${lateName} coming last`, async (t) => {
      const { page } = await openPage(browser, VIEWPORTS.desktop);
      t.teardown(() => page.close());
      await recordShifts(page);
      let held = 0;
      await page.route(
        (url) => late.test(url.pathname),
        async (request) => {
          held += 1;
          await new Promise((resolve) => setTimeout(resolve, LATE_MS));
          await request.continue();
        },
      );
      await page.goto(gateway.url + route);
      await shown(page).waitFor();
      await page.waitForLoadState('networkidle');
      t.ok(held > 0, 'the read was held back');
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: unknown[] }).layoutShifts);
      t.same(shifts, [], 'nothing shown moved');
    });
  }

  t.test('a media server that does not answer holds the rules list only briefly', async (t) => {
    const { page } = await openPage(browser, VIEWPORTS.desktop);
    t.teardown(() => page.close());
    t.ok((await mediaReader(gateway.url, api).libraries()).length >= 2, 'the demo has libraries enough for the filter');
    const libraries = await holdRequests(page, (path) => LIBRARIES.test(path));
    await page.goto(`${gateway.url}/rules`);
    await page.getByRole('list', { name: 'Rule groups' }).getByRole('listitem').first().waitFor();
    t.equal(await page.getByRole('combobox', { name: 'Library' }).count(), 0, 'shown without the filter, the libraries still unanswered');
    t.equal(libraries.asked(), 1, 'while the libraries were asked');
    libraries.release();
    await page.getByRole('combobox', { name: 'Library' }).waitFor();
    t.pass('the filter comes with the libraries');
  });
});
