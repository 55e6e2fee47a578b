// Collection > Media: posters or a dense list, the user's choice, kept across a reload; each item
// says the day it leaves in the user's zone (and the service's, which differs here) and the day it
// was added as the service keeps it (midnight of its zone, the evening before west of it); the tabs have
// no axe violation, every control is at least 44 px tall and nothing sticks out at 390 px.
import t from 'tap';
import type { Page } from 'playwright-core';
import { horizontalOverflow, launchBrowser, VIEWPORTS } from '../helpers/browser.ts';
import { axeViolations } from '../helpers/axe.ts';
import { startGateway } from '../helpers/gateway.ts';
import { collectionReader, SANDBOX_APIS } from '../helpers/generations.ts';
import { daysLeftLabel } from '../../web/src/features/collections/labels.ts';
import { titleOfRow } from '../../web/src/features/collections/media-actions.ts';
import { formatDay } from '../../web/src/lib/day-label.ts';
import { formatBytes } from '../../web/src/lib/size-label.ts';
import { leaveDate, leavesLabel } from '../../web/src/features/collections/time.ts';

// A zone no CI machine runs in, so the service's zone (the machine's) differs from the user's.
const USER_ZONE = 'Pacific/Chatham';
// And one west of every zone a machine runs in (UTC-11), where the service's midnight is the day before.
const WEST_ZONE = 'Pacific/Pago_Pago';

const browser = await launchBrowser();
t.teardown(() => browser.close());

/** Controls smaller than 44 px either way, named by their text. */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.collection-detail :is(button, select, input[type="search"], a)')]
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ element, box }) => `${element.tagName} “${element.textContent?.trim()}” ${Math.round(box.width)}×${Math.round(box.height)}`),
  );

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  const read = collectionReader(gateway.url, api);
  const collection = (await read.collections()).find((entry) => entry.deleteAfterDays !== null && entry.mediaCount > 0)!;
  const first = (await read.media(collection.id, 1)).items[0]!;
  const serverZone = (await (await fetch(`${gateway.url}/api/app/timezone`)).text()).trim();

  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, timezoneId: USER_ZONE, locale: 'en-US' });
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto(`${gateway.url}/collections/${collection.id}/media`);
  const list = page.getByRole('list', { name: 'Media' });
  const row = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: titleOfRow(first), exact: true }) });
  await row.waitFor();

  t.test('each item says the day it leaves, in the user zone and the service zone', async (t) => {
    t.not(serverZone, USER_ZONE, 'the zones differ in this test');
    const expected = leavesLabel(leaveDate(first.addDate, collection.deleteAfterDays)!, USER_ZONE, serverZone, 'en-US');
    t.match(expected, /server time/, 'the label names the server zone');
    await t.resolves(row.getByText(expected, { exact: true }).waitFor({ timeout: 5000 }), expected);
    // The pill counts calendar days in the user's zone to that same day, whatever the hour.
    const dayIn = (date: Date) => Date.parse(date.toLocaleDateString('en-CA', { timeZone: USER_ZONE }));
    const days = Math.round((dayIn(leaveDate(first.addDate, collection.deleteAfterDays)!) - dayIn(new Date())) / 86_400_000);
    await t.resolves(row.getByText(daysLeftLabel(days), { exact: true }).waitFor({ timeout: 5000 }), `the pill reads “${daysLeftLabel(days)}”`);
  });

  t.test("each item says the day it was added as the service keeps it, not the user's evening before", async (t) => {
    const west = await browser.newContext({ viewport: VIEWPORTS.desktop, timezoneId: WEST_ZONE, locale: 'en-US' });
    t.teardown(() => west.close());
    const westPage = await west.newPage();
    await westPage.goto(`${gateway.url}/collections/${collection.id}/media`);
    const meta = westPage.getByRole('list', { name: 'Media' }).getByRole('listitem')
      .filter({ has: westPage.getByRole('heading', { name: titleOfRow(first), exact: true }) })
      .locator('.collection-item__meta');
    await meta.waitFor();
    const serviceDay = formatDay(first.addDate, { timeZone: serverZone, locale: 'en-US' });
    const westDay = formatDay(first.addDate, { timeZone: WEST_ZONE, locale: 'en-US' });
    t.not(westDay, serviceDay, `the day differs between the zones (${first.addDate})`);
    const text = (await meta.textContent()) ?? '';
    t.match(text, new RegExp(`(Added|countdown starts) ${serviceDay}`), `the service's day: ${serviceDay}`);
    t.notMatch(text, new RegExp(`(Added|countdown starts) ${westDay}`), `not ${westDay}`);
  });

  t.test('each item says its size where the service counts one (v3.x), a show its episodes\' total', async (t) => {
    // The service's own page, not the app's reading of it.
    const kinds = api === '3.24' ? ['movie', 'show'] : ['movie'];
    for (const kind of kinds) {
      const shown = (await read.collections()).find((entry) => entry.kind === kind && entry.mediaCount > 0)!;
      const answer = (await (await fetch(`${gateway.url}/api/collections/media/${shown.id}/content/1?size=25`)).json()) as { items: { sizeBytes?: number }[] };
      const firstRow = (await read.media(shown.id, 1)).items[0]!;
      const meta = (pageOf: Page) =>
        pageOf.getByRole('list', { name: 'Media' }).getByRole('listitem')
          .filter({ has: pageOf.getByRole('heading', { name: titleOfRow(firstRow), exact: true }) })
          .locator('.collection-item__meta');
      const sizePage = await context.newPage();
      await sizePage.goto(`${gateway.url}/collections/${shown.id}/media`);
      await meta(sizePage).waitFor();
      const text = (await meta(sizePage).textContent()) ?? '';
      if (api === '3.24') {
        const sizeBytes = answer.items[0]!.sizeBytes!;
        t.ok(sizeBytes > 0, `${kind}: the service counts a size`);
        t.match(text, formatBytes(sizeBytes), `${kind}: shown as ${formatBytes(sizeBytes)}`);
      } else {
        t.equal(answer.items[0]!.sizeBytes, undefined, 'v2.21 counts no size');
        t.notMatch(text, /\d (B|KB|MB|GB|TB)\b/, 'and none is shown');
      }
      await sizePage.close();
    }
  });

  t.test('posters or list: the choice is pressed, shown and kept across a reload', async (t) => {
    const posters = page.getByRole('button', { name: 'Posters' });
    const listView = page.getByRole('button', { name: 'List' });
    t.equal(await listView.getAttribute('aria-pressed'), 'true', 'the dense list is the first choice');
    t.equal(await row.locator('.item-poster').count(), 0, 'no posters in the list');
    await posters.click();
    t.equal(await posters.getAttribute('aria-pressed'), 'true');
    t.equal(await listView.getAttribute('aria-pressed'), 'false');
    await row.locator('.item-poster').waitFor();
    await page.reload();
    await row.waitFor();
    t.equal(await page.getByRole('button', { name: 'Posters' }).getAttribute('aria-pressed'), 'true', 'remembered after a reload');
    t.equal(await row.locator('.item-poster').count(), 1, 'the posters are shown again');
    t.same(await smallTargets(page), [], 'every control of the Media tab is at least 44 × 44 px');
  });

  t.test('the list is one item per line, its actions beside it; a phone shows two posters a line and the first item on its first screen', async (t) => {
    const layout = await browser.newContext({ viewport: VIEWPORTS.desktop });
    t.teardown(() => layout.close());
    const desk = await layout.newPage();
    await desk.goto(`${gateway.url}/collections/${collection.id}/media`);
    const items = desk.getByRole('list', { name: 'Media' }).getByRole('listitem');
    await items.nth(1).waitFor();
    const [one, two] = [(await items.nth(0).boundingBox())!, (await items.nth(1).boundingBox())!];
    t.ok(two.y >= one.y + one.height, 'the second item is below the first, not beside it');
    const remove = (await items.nth(0).getByRole('button', { name: /^Remove: / }).boundingBox())!;
    const heading = (await items.nth(0).getByRole('heading').boundingBox())!;
    t.ok(remove.x > heading.x + heading.width && remove.y < heading.y + 3 * heading.height, 'its actions are on the line of its title, at the right');
    t.ok(one.height < 140, `an item is one line of the list (${Math.round(one.height)} px high)`);
    // A question open in the actions wraps there: the title keeps its room.
    await items.nth(0).getByRole('button', { name: /^Remove: / }).click();
    await items.nth(0).getByRole('button', { name: 'Yes, remove' }).waitFor();
    const squeezed = (await items.nth(0).getByRole('heading').boundingBox())!;
    t.ok(squeezed.width >= 180, `with a question open the title column keeps its width (${Math.round(squeezed.width)} px)`);
    await items.nth(0).getByRole('button', { name: 'Cancel' }).click();

    const phone = await layout.browser()!.newContext({ viewport: VIEWPORTS.phone });
    t.teardown(() => phone.close());
    const small = await phone.newPage();
    await small.goto(`${gateway.url}/collections/${collection.id}/media`);
    const smallItems = small.getByRole('list', { name: 'Media' }).getByRole('listitem');
    await smallItems.first().waitFor();
    const firstTitle = (await smallItems.first().getByRole('heading').boundingBox())!;
    t.ok(firstTitle.y + firstTitle.height <= VIEWPORTS.phone.height, `the first item's title is on the first screen (y ${Math.round(firstTitle.y)})`);
    t.equal(await small.getByRole('searchbox', { name: /to add$/ }).isVisible(), false, 'adding by hand is folded');
    await small.getByRole('button', { name: 'Posters' }).click();
    await smallItems.first().locator('.item-poster').waitFor();
    const [left, right] = [(await smallItems.nth(0).boundingBox())!, (await smallItems.nth(1).boundingBox())!];
    t.equal(Math.round(left.y), Math.round(right.y), 'two posters on a line');
    t.ok(right.x > left.x + left.width - 1, 'side by side');
  });

  t.test('axe finds no violation on the three tabs', async (t) => {
    t.same(await axeViolations(page), [], 'Media');
    await page.getByRole('link', { name: 'Exclusions' }).click();
    await page.waitForURL(`**/collections/${collection.id}/exclusions`);
    await page.getByText(/^\d+ exclusions?/).waitFor();
    t.same(await axeViolations(page), [], 'Exclusions');
    await page.getByRole('link', { name: 'Info' }).click();
    await page.getByRole('table').waitFor();
    t.same(await axeViolations(page), [], 'Info');
    t.same(await smallTargets(page), [], 'every control of the Info tab is at least 44 × 44 px');
  });

  t.test('at 390 px nothing sticks out, in either view, with search results open', async (t) => {
    const phone = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
    t.teardown(() => phone.close());
    const small = await phone.newPage();
    await small.goto(`${gateway.url}/collections/${collection.id}/media`);
    await small.getByRole('list', { name: 'Media' }).getByRole('listitem').first().waitFor();
    t.same(await horizontalOverflow(small), { pageOverflowPx: 0, elements: [] }, 'list view fits');
    await small.getByRole('button', { name: 'Posters' }).tap();
    await small.locator('.item-poster').first().waitFor();
    t.same(await horizontalOverflow(small), { pageOverflowPx: 0, elements: [] }, 'poster view fits');
    await small.getByRole('button', { name: 'Add movies by hand' }).tap();
    await small.getByRole('searchbox', { name: 'Search movies to add' }).fill('the');
    await small.getByRole('list', { name: 'Search results' }).waitFor();
    t.same(await horizontalOverflow(small), { pageOverflowPx: 0, elements: [] }, 'search results fit');
    await small.getByRole('button', { name: /^Handle now|^Remove:/ }).first().tap();
    await small.getByRole('button', { name: /^Yes, / }).waitFor();
    t.same(await horizontalOverflow(small), { pageOverflowPx: 0, elements: [] }, 'an open confirmation fits');
    t.same(await smallTargets(small), [], 'with the confirmation open, every control is at least 44 × 44 px');
  });

  t.test('the order: the service sorts where it can (v3.x); v2.21 sends newest first only', async (t) => {
    await page.getByRole('link', { name: 'Media' }).click();
    await row.waitFor();
    const order = page.getByLabel('Order');
    if (api === '2.21') {
      t.equal(await order.count(), 0, 'no order to choose on v2.21');
      return;
    }
    const control = gateway.app.sandbox!.control;
    await order.selectOption({ label: 'Leaving soonest' });
    const oldest = (await read.allMedia(collection.id)).sort((a, b) => a.addDate.localeCompare(b.addDate) || a.id - b.id)[0]!;
    await page.getByRole('list', { name: 'Media' }).getByRole('heading').first().filter({ hasText: titleOfRow(oldest) }).waitFor();
    t.ok(
      control.requests.some((entry) => entry.path === `/api/collections/media/${collection.id}/content/1?size=25&sort=deleteSoonest&sortOrder=asc`),
      'asked the service with its own sort parameters',
    );
  });
});
