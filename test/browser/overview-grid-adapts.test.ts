import t from 'tap';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startOverviewRig, cardOf } from './overview-setup.ts';

/** How many cards share the first row of the grid. */
async function cardsInFirstRow(page: Page, listName: string): Promise<number> {
  const cards = page.getByRole('list', { name: listName }).getByRole('listitem');
  await cards.first().waitFor();
  const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

// Layout only: the same on either API generation, so it runs once, on the current release.
t.test('the grid shows 2 columns on a phone and more on a wide screen', async (t) => {
  const browser = await launchBrowser();
  const rig = await startOverviewRig(browser, '3.24');
  t.teardown(async () => {
    await rig.close();
    await browser.close();
  });

  const phone = await rig.newPage(t, 'phone');
  await phone.goto(`${rig.gateway.url}/overview`);
  t.equal(await cardsInFirstRow(phone, rig.movies.title), 2, 'two cards per row on a phone');
  const phoneCard = await cardOf(phone, rig.movie(1)).boundingBox();
  t.ok(phoneCard && phoneCard.width > 120, 'phone cards use the width they have');

  const desktop = await rig.newPage(t, 'desktop');
  await desktop.goto(`${rig.gateway.url}/overview`);
  t.ok((await cardsInFirstRow(desktop, rig.movies.title)) >= 4, 'four or more cards per row on a wide screen');
});
