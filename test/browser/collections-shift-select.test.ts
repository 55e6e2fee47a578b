// Choosing many rows of a collection at once: a shift-click (or Shift+Space) sets every row from the
// last one clicked to this one, and the bulk buttons count them. Selecting is the same on both
// generations (no wire involved until an action runs), so it runs once, on v3.24.
import t from 'tap';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

const gateway = await startGateway({}, { sandboxApi: '3.24' });
t.teardown(() => gateway.close());

t.test('shift-click and Shift+Space select a range', async (t) => {
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  await page.goto(`${gateway.url}/collections/1/media`);
  const boxes = page.getByRole('list', { name: 'Media' }).getByRole('checkbox');
  await boxes.nth(4).waitFor();
  const count = async () => Number(/\((\d+)\)/.exec(await page.getByRole('button', { name: /^Remove selected/ }).innerText())?.[1]);

  await boxes.nth(0).click();
  await boxes.nth(3).click({ modifiers: ['Shift'] });
  t.equal(await count(), 4, 'rows 1 to 4 are chosen');
  t.same(await Promise.all([0, 1, 2, 3, 4].map((index) => boxes.nth(index).isChecked())), [true, true, true, true, false]);

  await boxes.nth(1).click({ modifiers: ['Shift'] });
  t.equal(await count(), 1, 'a shift-click on a chosen row clears the range from the last click to it (rows 2 to 4), leaving row 1');

  await boxes.nth(6).focus();
  await page.keyboard.press('Space');
  await boxes.nth(4).focus();
  await page.keyboard.press('Shift+Space');
  t.equal(await count(), 4, 'Shift+Space chose rows 5 to 7 beside row 1');
  t.same(await Promise.all([0, 1, 4, 5, 6].map((index) => boxes.nth(index).isChecked())), [true, false, true, true, true]);
});
