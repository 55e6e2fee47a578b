// /collections: each card shows the posters of the items leaving soonest, or added earliest where
// the collection gives the handler no day to act (from the list itself on
// v2.21, from one small page per card on v3.x, never one call per poster per card), the size where
// the service counts it (v3.x), the next handling, and the page fits 390 px with no axe violation.
// The cards keep their place while their posters arrive, so a click lands on the card aimed at.
import t from 'tap';
import type { Page } from 'playwright-core';
import { holdRequests, horizontalOverflow, launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { axeViolations } from '../helpers/axe.ts';
import { startGateway } from '../helpers/gateway.ts';
import { collectionReader, SANDBOX_APIS } from '../helpers/generations.ts';
import { formatBytes } from '../../web/src/lib/size-label.ts';
import { leaveDate } from '../../web/src/features/collections/time.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  const control = gateway.app.sandbox!.control;
  const read = collectionReader(gateway.url, api);
  const collections = await read.collections();
  const withMedia = collections.filter((collection) => collection.mediaCount > 0);
  t.ok(withMedia.length >= 2, 'the demo has collections with media');

  const { page } = await openPage(browser, VIEWPORTS.desktop);
  await page.goto(`${gateway.url}/collections`);
  await page.getByRole('list', { name: 'Collections' }).waitFor();

  const orders = new Set<string>();
  for (const collection of withMedia) {
    const card = page.getByRole('list', { name: 'Collections' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: collection.title, exact: true }) });
    // The service's own order of those leaving soonest: oldest first, ties by row id.
    const soonest = (await read.allMedia(collection.id)).sort((a, b) => a.addDate.localeCompare(b.addDate) || a.id - b.id).slice(0, 4);
    // Where the collection gives the handler no day to act (Do nothing, no days set), nothing leaves:
    // those are the items added earliest.
    const order = collection.deleteAfterDays !== null && collection.arrAction !== 4 ? 'leaving soonest' : 'added earliest';
    orders.add(order);
    const strip = card.getByRole('img', { name: `Posters of ${soonest.length} ${soonest.length === 1 ? 'item' : 'items'} ${order}` });
    await strip.waitFor();
    await t.resolves(
      page.waitForFunction(
        ([title, count]) => {
          const link = [...document.querySelectorAll('.collection-card a')].find((a) => a.textContent === title);
          const images = [...(link?.closest('li')?.querySelectorAll('img') ?? [])] as HTMLImageElement[];
          return images.length === count && images.every((image) => image.complete && image.naturalWidth > 0);
        },
        [collection.title, soonest.filter((row) => row.imageFile).length] as const,
        { timeout: 10_000 },
      ),
      `“${collection.title}”: every poster of the items leaving soonest has loaded`,
    );
    const sources = await strip.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    t.same(
      sources.map((src) => src.slice(src.lastIndexOf('/'))),
      soonest.filter((row) => row.imageFile).map((row) => row.imageFile),
      'the posters are those of the items leaving soonest, in that order',
    );

    const fact = (name: string) => card.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');
    if (api === '3.24') t.equal(await fact('Size').textContent(), formatBytes(collection.totalSizeBytes!), 'the size the service counts');
    else t.equal(await card.locator('dt', { hasText: /^Size$/ }).count(), 0, 'v2.21 counts no size: no such row');
    const next = leaveDate(soonest[0]!.addDate, collection.deleteAfterDays);
    if (next) {
      const expected = next <= new Date() ? 'Due now' : await page.evaluate((ms) => new Date(ms).toLocaleDateString(undefined, { dateStyle: 'medium' }), next.getTime());
      t.equal(await fact('Next handling').textContent(), expected, 'next handling: when the oldest item’s time is up');
    } else {
      t.equal(await card.locator('dt', { hasText: /^Next handling$/ }).count(), 0, 'a collection never handled has no next handling');
    }
  }
  t.same([...orders].sort(), ['added earliest', 'leaving soonest'], 'the demo has cards of both kinds');

  // The test's own reads ask for pages of 25; the cards' are the others.
  const previews = control.requests.filter((entry) => /^\/api\/collections\/media\/\d+\/content\//.test(entry.path) && !entry.path.includes('size=25')).length;
  t.ok(previews <= (api === '3.24' ? withMedia.length : 0), `at most one media call per card (${previews})`);
  t.same(await axeViolations(page), [], 'axe finds no violation on /collections');
  await page.close();

  // On v3.x each card's posters come with a call of their own after the list: a card that grew
  // when they arrived (or when the call failed) would move the cards after it under a pointer
  // already on its way. The cards' boxes are read while those calls are held, and again after.
  const cardBoxesAcross = async (failWith: number | undefined, answered: (page: Page) => Promise<void>) => {
    const { page: held } = await openPage(browser, VIEWPORTS.desktop);
    const previewsHeld = await holdRequests(held, (path) => path.startsWith('/api/collections/media/'), { failWith });
    await held.goto(`${gateway.url}/collections`);
    const links = held.getByRole('list', { name: 'Collections' }).getByRole('link');
    await links.first().waitFor();
    const boxes = () => links.evaluateAll((anchors) => anchors.map((anchor) => JSON.stringify(anchor.getBoundingClientRect())));
    const before = await boxes();
    previewsHeld.release();
    await answered(held);
    const after = await boxes();
    await held.close();
    return { before, after, held: previewsHeld.asked() };
  };
  const arrived = await cardBoxesAcross(undefined, async (held) => {
    await held.getByRole('img', { name: /^Posters of/ }).locator('img').first().waitFor();
    await held.waitForLoadState('networkidle');
  });
  t.same(arrived.after, arrived.before, `no card moved when the posters arrived (${arrived.held} preview calls held)`);
  if (api === '3.24') {
    // Nor when the per-card call fails: the tiles stay empty and the next handling is unknown.
    const failed = await cardBoxesAcross(500, (held) => held.locator('dd', { hasText: /^Unknown$/ }).first().waitFor());
    t.same(failed.after, failed.before, 'no card moved when their posters could not be read');
  }

  const phone = await openPage(browser, VIEWPORTS.phone);
  await phone.page.goto(`${gateway.url}/collections`);
  await phone.page.getByRole('img', { name: /^Posters of/ }).first().waitFor();
  t.same(await horizontalOverflow(phone.page), { pageOverflowPx: 0, elements: [] }, 'the cards fit 390 px');
  await phone.page.close();
});
