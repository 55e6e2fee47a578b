// Scroll positions across screens: Back returns to where the user was on the screen left, even when
// the screen in between was shorter (the browser alone cuts the position to that screen's height),
// Forward and a reload do too, and a screen opened from a link starts at its top, not at the
// position of the screen before.
// The shell's own behaviour, the same on both generations, so one is shown.
import t from 'tap';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());
const gateway = await startGateway({}, { sandboxApi: '3.24' });
t.teardown(() => gateway.close());

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** Scrolls as a user would, and waits until the page is there. */
async function scrollTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo(0, y), top);
  await page.waitForFunction((y) => window.scrollY === y, top);
}
/** The page's position once it has come to rest at `expected`, or where it stopped. */
async function settledScroll(page: Page, expected: number) {
  await page.waitForFunction((y) => window.scrollY === y, expected, { timeout: 5000 }).catch(() => undefined);
  return scrollY(page);
}

t.test('Back from a short screen returns to the row of the Overview the user had scrolled to', async (t) => {
  const { page, context } = await openPage(browser, VIEWPORTS.desktop);
  t.teardown(() => context.close());
  await page.goto(`${gateway.url}/overview`);
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  await page.locator('button.media-card').first().waitFor();
  await scrollTo(page, 4000);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections' }).click();
  await page.getByRole('heading', { level: 1, name: 'Collections' }).waitFor();
  t.ok((await page.evaluate(() => document.documentElement.scrollHeight)) < 4000, 'the Collections screen is shorter than the position left');

  await page.goBack();
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  t.equal(await settledScroll(page, 4000), 4000, 'back at the position left');

  // The detail dialog is a query of the Overview's URL: opening it keeps the grid where it is, and
  // Forward to it (an entry never scrolled) does too.
  // A card within the screen (the grid draws some beyond it, which a click would scroll to).
  const cards = page.locator('button.media-card');
  const inView = await cards.evaluateAll((buttons) =>
    buttons.findIndex((button) => button.getBoundingClientRect().top > 100 && button.getBoundingClientRect().bottom < window.innerHeight),
  );
  t.ok(inView >= 0, 'a card is in view');
  await cards.nth(inView).click();
  await page.getByRole('dialog').waitFor();
  t.equal(await scrollY(page), 4000, 'the detail dialog opens over the grid where it was');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.goForward();
  await page.getByRole('dialog').waitFor();
  t.equal(await settledScroll(page, 4000), 4000, 'Forward to the dialog: the grid still where it was');

  await page.reload();
  await page.getByRole('dialog').waitFor();
  t.equal(await settledScroll(page, 4000), 4000, 'and after a reload');
});

t.test('a collection opened from down the list starts at its top, and Back returns into it from a short screen', async (t) => {
  const { page, context } = await openPage(browser, VIEWPORTS.phone);
  t.teardown(() => context.close());
  await page.goto(`${gateway.url}/collections`);
  await page.getByRole('heading', { level: 1, name: 'Collections' }).waitFor();
  const cards = page.getByRole('list', { name: 'Collections' }).getByRole('link');
  await cards.first().waitFor();
  // The demo's "Poorly rated movies" holds a long list of films. Its card is scrolled to the middle
  // of the phone's screen, clear of the top bar (a click on a link under it would scroll the page).
  const card = cards.filter({ hasText: 'Poorly rated movies' });
  const left = Math.round((await card.evaluate((link) => link.getBoundingClientRect().top)) - 422);
  t.ok(left > 200, 'the card is further down than the phone shows');
  await scrollTo(page, left);
  await card.click();
  await page.waitForURL(/\/collections\/\d+\/media$/);
  const media = page.getByRole('list', { name: 'Media' });
  await media.waitFor();
  t.equal(await scrollY(page), 0, 'the collection opens at its top');

  await media.getByRole('listitem').nth(20).waitFor();
  await scrollTo(page, 3000);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL(/\/settings\//);
  await page.getByLabel('Settings section', { exact: true }).waitFor();
  await page.goBack();
  await media.waitFor();
  t.equal(await settledScroll(page, 3000), 3000, 'back at the position left in the collection');

  await page.goBack();
  await cards.first().waitFor();
  t.equal(await settledScroll(page, left), left, 'Back again: where the list was left');
  // Once read, the collection is drawn at once from what was loaded, tall enough to keep the
  // list's position: only the app puts it at its top.
  await card.click();
  await media.waitFor();
  t.equal(await scrollY(page), 0, 'opened again, the collection still starts at its top');
});

t.test('a page typed in the address bar opens at its top, and a reload of the first page keeps its place', async (t) => {
  const { page, context } = await openPage(browser, VIEWPORTS.desktop);
  t.teardown(() => context.close());
  await page.goto(`${gateway.url}/overview`);
  await page.locator('button.media-card').first().waitFor();
  await scrollTo(page, 1500);
  // The browser, not the app, makes these two entries: the router had called both "default".
  await page.goto(`${gateway.url}/collections`);
  await page.getByRole('list', { name: 'Collections' }).getByRole('link').first().waitFor();
  t.equal(await scrollY(page), 0, 'the typed-in page starts at its top');
  await page.goBack();
  await page.locator('button.media-card').first().waitFor();
  t.equal(await settledScroll(page, 1500), 1500, 'Back to the first page returns to where it was left');
  await page.reload();
  await page.locator('button.media-card').first().waitFor();
  t.equal(await settledScroll(page, 1500), 1500, 'and a reload of it keeps that place');
});
