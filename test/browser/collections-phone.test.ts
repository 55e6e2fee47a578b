// A collection's detail view on a 390 px phone: a tap anywhere on a card opens it, nothing sticks
// out sideways, the actions on ticked rows stay in view, and an item past its days shows them as
// overdue in red.
import t from 'tap';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { collectionReader, SANDBOX_APIS } from '../helpers/generations.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());

  const DAY_MS = 86_400_000;
  const read = collectionReader(gateway.url, api);
  const collections = await read.collections();
  const handled = collections.find((collection) => collection.deleteAfterDays !== null && collection.mediaCount > 25)!;

  /** The first item, in the service's order, that is a full day past its time (clear of the day boundary). */
  async function firstOverdue(): Promise<{ title: string; page: number } | undefined> {
    for (let page = 1; page <= 20; page += 1) {
      const answer = await read.media(handled.id, page);
      const due = answer.items.find((item) => Date.now() - Date.parse(item.addDate) > (handled.deleteAfterDays! + 1) * DAY_MS);
      if (due) return { title: due.item!.title, page };
      if (page * 25 >= answer.totalSize) return undefined;
    }
    return undefined;
  }

  t.test('a tap on the card opens the collection; the tabs and the log fit the phone', async (t) => {
    const { page } = await openPage(browser, VIEWPORTS.phone);
    await page.goto(`${gateway.url}/collections`);
    const card = page.getByRole('list', { name: 'Collections' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: handled.title }) });
    // Tap the description, not the title: the title's link must catch taps anywhere on the card.
    // "Leaving next" above the cards can put the card below the fold, where a tap reaches nothing.
    await card.getByText(handled.description).scrollIntoViewIfNeeded();
    const box = (await card.getByText(handled.description).boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(`**/collections/${handled.id}/media`);
    await page.getByRole('list', { name: 'Media' }).waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    t.ok((await overflow()) <= 0, 'the Media tab fits 390 px');

    await page.getByRole('link', { name: 'Info' }).tap();
    await page.getByRole('table').waitFor();
    t.ok((await overflow()) <= 0, 'the Info tab and its log fit 390 px');
    await page.close();
  });

  t.test('with rows ticked, the actions on them stay in view under the top bar however far the list scrolls', async (t) => {
    const { page } = await openPage(browser, VIEWPORTS.phone);
    await page.goto(`${gateway.url}/collections/${handled.id}/media`);
    const boxes = page.getByRole('list', { name: 'Media' }).getByRole('checkbox');
    await boxes.first().waitFor();
    for (let index = 0; index < 3; index += 1) await boxes.nth(index).tap();
    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(() => window.scrollY > 1500, undefined, { timeout: 5000 });
    const remove = page.getByRole('group', { name: 'Selected media' }).getByRole('button', { name: 'Remove selected (3)' });
    const button = (await remove.boundingBox())!;
    const topBar = (await page.getByRole('searchbox', { name: 'Search' }).boundingBox())!;
    t.ok(button.y >= topBar.y + topBar.height && button.y + button.height <= VIEWPORTS.phone.height, `Remove selected is on screen below the top bar (at ${Math.round(button.y)} px)`);
    await page.close();
  });

  t.test('an overdue item says so in red; one with days left does not', async (t) => {
    const due = await firstOverdue();
    t.ok(due, 'the demo collection has an overdue item');
    if (!due) return;
    const { page } = await openPage(browser, VIEWPORTS.phone);
    await page.goto(`${gateway.url}/collections/${handled.id}/media`);
    const rows = page.getByRole('list', { name: 'Media' }).getByRole('listitem');
    await rows.first().waitFor();
    for (let loaded = 1; loaded < due.page; loaded += 1) {
      await page.getByRole('button', { name: 'Load more' }).tap();
      await rows.nth(loaded * 25).waitFor();
    }
    const row = rows.filter({ has: page.getByRole('heading', { name: due.title, exact: true }) }).first();
    const overdue = row.getByText(/^\d+ days? overdue$/);
    await overdue.waitFor();
    const danger = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--danger)';
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    t.equal(await overdue.evaluate((element) => getComputedStyle(element).color), danger, 'overdue is red');
    const fresh = rows.first().getByText(/^\d+ days? left$/);
    t.not(await fresh.evaluate((element) => getComputedStyle(element).color), danger, 'days left are not red');
    await page.close();
  });
});
