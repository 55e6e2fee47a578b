import t from 'tap';
import type { Page } from 'playwright-core';
import { startOverviewRig } from './overview-setup.ts';

/** How many cards share the first row of the grid. */
async function cardsInFirstRow(page: Page): Promise<number> {
  const cards = page.getByRole('list', { name: 'Films' }).getByRole('listitem');
  await cards.first().waitFor();
  const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

t.test('the grid shows 2 columns on a phone and more on a wide screen', async (t) => {
  const rig = await startOverviewRig();
  t.teardown(() => rig.close());

  const phone = await rig.newPage('phone');
  await phone.goto(`${rig.gateway.url}/overview`);
  t.equal(await cardsInFirstRow(phone), 2, 'two cards per row on a phone');
  const phoneCard = await phone.getByRole('button', { name: /^Film 1\b/ }).boundingBox();
  t.ok(phoneCard && phoneCard.width > 120, 'phone cards use the width they have');

  const desktop = await rig.newPage('desktop');
  await desktop.goto(`${rig.gateway.url}/overview`);
  t.ok((await cardsInFirstRow(desktop)) >= 4, 'four or more cards per row on a wide screen');
});
