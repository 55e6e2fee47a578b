// Turning a phone (or resizing a window) far down a long library keeps the cards that were at the
// top of the screen there: the grid is laid out again for the new column count, and the page is
// scrolled to the same card rather than left at the same pixel offset, which is another part of the
// list once the columns change. The grid is the same code on both generations, so one is tried.
import t from 'tap';
import type { Page } from 'playwright-core';
import { afterNextPaint, launchBrowser } from '../helpers/browser.ts';
import { inViewport, scrollGridTo, startOverviewRig } from './overview-setup.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

/** The position (1-based) of the first card of the list whose box reaches into the window. */
function topCard(page: Page, listName: string): Promise<number> {
  return page.getByRole('list', { name: listName }).evaluate((list) => {
    const shown = [...list.querySelectorAll('[role="listitem"]')].filter((cell) => cell.getBoundingClientRect().bottom > 0);
    return Math.min(...shown.map((cell) => Number(cell.getAttribute('aria-posinset'))));
  });
}

/** The width of the grid's cards, in px. */
function cardWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector('[role="listitem"][aria-posinset]')!.getBoundingClientRect().width);
}

/** Resizes the window and resolves once the grid is laid out for the new width and painted. */
async function turnTo(page: Page, size: { width: number; height: number }): Promise<void> {
  const before = await cardWidth(page);
  await page.setViewportSize(size);
  await page.waitForFunction((width) => document.querySelector('[role="listitem"][aria-posinset]')!.getBoundingClientRect().width !== width, before);
  await afterNextPaint(page);
}

t.test('a phone turned to landscape and back, far down the Overview, still shows the card it showed', async (t) => {
  const rig = await startOverviewRig(browser, '3.24', { movies: 1500 });
  t.teardown(() => rig.close());
  const page = await rig.newPage(t, 'phone');
  await page.goto(`${rig.gateway.url}/overview`);
  const list = page.getByRole('list', { name: rig.movies.title });
  await list.getByRole('listitem').first().waitFor();
  await scrollGridTo(page, rig.movies.title, 0.6);
  await page.waitForFunction(() => document.querySelectorAll('[role="listitem"][aria-posinset]').length > 0 && window.scrollY > 0);
  const shownFirst = await topCard(page, rig.movies.title);
  t.ok(shownFirst > 500, `far down the list (card ${shownFirst} of 1500)`);

  await turnTo(page, { width: 844, height: 390 });
  t.ok(await inViewport(page, shownFirst), `landscape: card ${shownFirst} is still on screen (now ${await topCard(page, rig.movies.title)} at the top)`);

  const landscapeFirst = await topCard(page, rig.movies.title);
  await turnTo(page, { width: 390, height: 844 });
  t.ok(await inViewport(page, landscapeFirst), `portrait again: card ${landscapeFirst} is still on screen`);
  t.ok(await inViewport(page, shownFirst), `and so is card ${shownFirst}, shown before the turn`);
});
