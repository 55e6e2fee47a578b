// The search box on both API generations: it lower-cases, reports the term 1000 ms after the last
// key by going to /overview, and choosing Overview clears it (also a term not yet reported).
import t from 'tap';
import type { Page } from 'playwright-core';
import { launchBrowser, settledValue } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { pathOf, pauseClock, startShellRig } from './shell-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

/**
 * Waits until the screen at `path` shows: the URL changes at once, the screen when its code and
 * styles are in, and the phone's drawer closes when it does, so a menu opened before would close.
 */
async function arrivedAt(page: Page, path: '/overview' | '/rules', options: { timeout?: number } = {}) {
  await page.waitForURL(`**${path}`, options);
  await page.getByRole('heading', { level: 1, name: path === '/overview' ? 'Overview' : 'Rules' }).waitFor(options);
}

/** Chooses a menu entry, opening the drawer first on a phone. */
async function chooseInMenu(page: Page, name: string) {
  const openButton = page.getByRole('button', { name: 'Open menu' });
  if (await openButton.count()) await openButton.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
}

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const rig = await startShellRig({}, {}, { api, browser });
  t.teardown(() => rig.close());

  for (const viewport of ['desktop', 'phone'] as const) {
    t.test(`${viewport}: the search box lower-cases, waits 1000 ms after the last key, then goes to /overview`, async (t) => {
      const { page, context } = await rig.open(viewport, '/rules', { fakeClock: true });
      t.teardown(() => context.close());
      await pauseClock(page);
      const box = page.getByRole('searchbox', { name: 'Search' });
      t.equal(await box.getAttribute('placeholder'), 'Search');

      // A small spinner in the box (seen, not read out) shows while the search waits.
      const waiting = page.getByRole('banner').locator('.search-box__waiting');
      t.equal(await waiting.count(), 0, 'no spinner in an idle box');
      await box.fill('The Matrix');
      t.equal(await box.inputValue(), 'the matrix', 'what is typed is lower-cased at once');
      t.equal(pathOf(page), '/rules', 'nothing happens right after typing');
      t.ok(await waiting.isVisible(), 'the spinner shows that the search is coming');
      await page.clock.runFor(999);
      t.equal(pathOf(page), '/rules', 'nor 999 ms later');
      await page.clock.runFor(2);
      await arrivedAt(page, '/overview');
      t.equal(pathOf(page), '/overview', 'after 1000 ms the term is reported and the user is on /overview');
      t.equal(await box.inputValue(), 'the matrix');
      await waiting.waitFor({ state: 'detached' });
      t.pass('and the spinner is gone once it is reported');

      // Every keystroke restarts the wait.
      await chooseInMenu(page, 'Rules');
      await arrivedAt(page, '/rules');
      await box.fill('a');
      await page.clock.runFor(600);
      await box.fill('ab');
      await page.clock.runFor(600);
      t.equal(pathOf(page), '/rules', '1200 ms after the first key but 600 ms after the last: still waiting');
      await page.clock.runFor(401);
      await arrivedAt(page, '/overview');
      t.pass('1000 ms after the last key it reports');

      // Choosing Overview clears the text, also text not yet reported.
      await chooseInMenu(page, 'Rules');
      await arrivedAt(page, '/rules');
      await box.fill('pending');
      await chooseInMenu(page, 'Overview');
      await arrivedAt(page, '/overview');
      t.equal(await settledValue(box, '', 5000), '', 'choosing Overview empties the box');
      await chooseInMenu(page, 'Rules');
      await arrivedAt(page, '/rules');
      await page.clock.runFor(2000);
      t.equal(pathOf(page), '/rules', 'the cleared text is never reported');
      t.equal(await box.inputValue(), '');
    });
  }

  t.test('desktop: after Overview clears a reported term, retyping the same term within a second reports it again', async (t) => {
    const { page, context } = await rig.open('desktop', '/rules', { fakeClock: true });
    t.teardown(() => context.close());
    await pauseClock(page);
    const box = page.getByRole('searchbox', { name: 'Search' });

    await box.fill('matrix');
    await page.clock.runFor(1001);
    await arrivedAt(page, '/overview');

    await chooseInMenu(page, 'Overview');
    t.equal(await settledValue(box, '', 5000), '', 'choosing Overview empties the box');
    await chooseInMenu(page, 'Rules');
    await arrivedAt(page, '/rules');
    // Less than the debounce delay after the clear: the same term again.
    await page.clock.runFor(300);
    await box.fill('matrix');
    await page.clock.runFor(999);
    t.equal(pathOf(page), '/rules', 'still waiting 999 ms after the last key');
    await page.clock.runFor(2);
    await arrivedAt(page, '/overview', { timeout: 5000 });
    t.equal(pathOf(page), '/overview', 'the retyped term is reported and the user is on /overview');
  });
});
