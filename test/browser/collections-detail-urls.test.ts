// A collection's detail view has its own URLs (the service's own UI has none): list ->
// detail -> tabs by link, the media and its total as the service counts them, Load more, a reload
// on a tab URL, and the shell's Back button walking the same way back to the list. On both API generations.
import t from 'tap';
import type { Page as PlaywrightPage } from 'playwright-core';
import { launchBrowser, openPage, VIEWPORTS, settledTitle } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { collectionReader, SANDBOX_APIS } from '../helpers/generations.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());
const pathOf = (page: PlaywrightPage) => new URL(page.url()).pathname;

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  const read = collectionReader(gateway.url, api);
  const collections = await read.collections();
  // The demo collection with the most media, so there is a second page to load.
  const shown = [...collections].sort((a, b) => b.mediaCount - a.mediaCount)[0]!;
  const media = await read.media(shown.id, 1);
  const mediaPage2 = await read.media(shown.id, 2);
  const exclusions = await read.exclusions(shown.id);
  const logs = await read.logs(shown.id);

  t.test('the demo data has what this file needs', async (t) => {
    t.ok(media.totalSize > 25, `more than one page of media (${media.totalSize})`);
    t.ok(exclusions.items.some((item) => item.ruleGroupId === null), 'a global exclusion');
    t.ok(exclusions.items.some((item) => item.ruleGroupId !== null), 'an exclusion of its own');
    t.ok(logs.totalSize > 0, 'log entries');
  });

  t.test('list -> detail -> tabs by link, Load more, then Back all the way to the list', async (t) => {
    const { page } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(`${gateway.url}/collections`);
    const card = page.getByRole('link', { name: shown.title });
    // Above the cards, what they hold in all; the sizes where the service counts them (v3.x).
    const items = collections.reduce((sum, collection) => sum + collection.mediaCount, 0);
    const summary = page.getByText(`${collections.length} collections, ${items} items`);
    await summary.waitFor();
    if (api === '2.21') t.equal(await summary.innerText(), `${collections.length} collections, ${items} items.`, 'v2.21: the counts');
    else {
      // The libraries' sizes come in a read of their own (GET /storage-metrics/library-sizes).
      await page.getByText(/in your libraries\)/).waitFor();
      t.match(
        await summary.innerText(),
        /, \d+(\.\d)? [KMGT]?B \((under 1|\d+)% of the \d+(\.\d)? [KMGT]?B in your libraries\)\. Freed so far: \d+(\.\d)? [KMGT]?B\.$/,
        'v3.x: and the sizes, set against the libraries\'',
      );
    }
    await card.click();

    await page.getByRole('heading', { level: 1, name: shown.title }).waitFor();
    await page.waitForURL(`**/collections/${shown.id}/media`);
    t.equal(pathOf(page), `/collections/${shown.id}/media`, '/collections/:id opens the Media tab');
    await page.getByText(`${media.totalSize} items, 25 shown`).waitFor();
    t.pass(`the total is the service's (${media.totalSize})`);
    const mediaTitle = `Maintainerr - Collections - ${shown.title} - Media`;
    t.equal(await settledTitle(page, mediaTitle), mediaTitle, "the collection's name is in the title: two browser tabs on two collections differ");

    const list = page.getByRole('list', { name: 'Media' });
    const rows = list.getByRole('listitem');
    t.equal(await rows.count(), 25, 'one page of 25');
    t.equal(await rows.first().getByRole('heading').innerText(), media.items[0]!.item!.title, 'newest first, as the service orders them');

    // By keyboard: the button is busy while the page loads, and the focus stays on it (a disabled
    // button would drop it to the page, and a keyboard user's place with it).
    await page.getByRole('button', { name: 'Load more' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`${media.totalSize} items, 50 shown`).waitFor();
    t.equal(await rows.count(), 50, 'Load more added the second page');
    t.ok(media.totalSize > 50, 'more pages remain, so the button stays');
    t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Load more', 'the focus is still on Load more');
    t.equal(await rows.nth(25).getByRole('heading').innerText(), mediaPage2.items[0]!.item!.title, 'the second page follows the first');

    const tabs = page.getByRole('navigation', { name: 'Collection sections' });
    await tabs.getByRole('link', { name: 'Exclusions' }).click();
    await page.waitForURL(`**/collections/${shown.id}/exclusions`);
    const excluded = page.getByRole('list', { name: 'Exclusions' }).getByRole('listitem');
    await excluded.first().waitFor();
    t.equal(await excluded.count(), exclusions.items.length, 'every exclusion the service lists');
    const globalTitles = exclusions.items.filter((item) => item.ruleGroupId === null).map((item) => item.item!.title);
    for (const title of globalTitles) {
      t.equal(await excluded.filter({ hasText: title }).getByText('Global', { exact: true }).count(), 1, `${title} is marked Global`);
    }
    const ownTitle = exclusions.items.find((item) => item.ruleGroupId !== null)!.item!.title;
    t.equal(await excluded.filter({ hasText: ownTitle }).getByText('Global', { exact: true }).count(), 0, `${ownTitle} is not`);

    await tabs.getByRole('link', { name: 'Info' }).click();
    await page.waitForURL(`**/collections/${shown.id}/info`);
    await page.getByRole('heading', { name: 'Logs' }).waitFor();
    const infoTitle = `Maintainerr - Collections - ${shown.title} - Info`;
    t.equal(await settledTitle(page, infoTitle), infoTitle, 'and so is the tab');
    await page.getByRole('cell', { name: logs.items[0]!.message }).first().waitFor();
    t.pass('the newest log entry is listed');

    const back = page.getByRole('button', { name: 'Back' });
    await back.click();
    await page.waitForURL(`**/collections/${shown.id}/exclusions`);
    await back.click();
    await page.waitForURL(`**/collections/${shown.id}/media`);
    await back.click();
    await page.waitForURL((url) => url.pathname === '/collections');
    await page.getByRole('heading', { level: 1, name: 'Collections' }).waitFor();
    t.equal(await page.getByRole('link', { name: shown.title }).count(), 1, 'Back walked tab by tab to the list');
    await page.close();
  });

  t.test('a tab URL opened directly or reloaded shows that tab', async (t) => {
    const { page } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(`${gateway.url}/collections/${shown.id}/info`);
    await page.getByRole('heading', { name: 'Logs' }).waitFor();
    const infoTitle = `Maintainerr - Collections - ${shown.title} - Info`;
    t.equal(await settledTitle(page, infoTitle), infoTitle, 'and so is the tab');
    const handled = page.locator('dt', { hasText: 'Handled media items' }).locator('xpath=following-sibling::dd[1]');
    t.equal(await handled.innerText(), String(shown.handledMediaAmount), 'the handled count is the collection\'s');
    await page.getByText(`${logs.totalSize} log ${logs.totalSize === 1 ? 'entry' : 'entries'}`, { exact: false }).first().waitFor();
    t.pass('the log total is the service\'s');

    await page.reload();
    await page.getByRole('heading', { name: 'Logs' }).waitFor();
    t.equal(await settledTitle(page, infoTitle), infoTitle, 'a reload keeps the title');
    t.equal(pathOf(page), `/collections/${shown.id}/info`, 'still on Info after a reload');
    const active = page.getByRole('navigation', { name: 'Collection sections' }).locator('[aria-current="page"]');
    t.equal(await active.innerText(), 'Info', 'the Info tab is the current one');

    await page.goto(`${gateway.url}/collections/${shown.id}/exclusions`);
    await page.getByRole('list', { name: 'Exclusions' }).waitFor();
    t.equal(await page.getByRole('list', { name: 'Media' }).count(), 0, 'Exclusions, not Media');
    await page.close();
  });
});
