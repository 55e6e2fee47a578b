// Creating a rule group with the keyboard only (Tab, Shift+Tab, Enter, arrow keys, typing; no
// clicks) on both generations: Enter in a property's filter box picks a property and submits
// nothing; moving a rule with its Move button keeps the focus on the moved rule's button, and the
// service holds the rules in their new order.
import t from 'tap';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { collectionTitles, editorReady, ruleItem, ruleShape, startRulesGateway, storedGroup } from './rules-editor-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? '');

/** Presses ArrowDown on the focused select until it shows `text`. */
async function arrowTo(page: Page, select: Locator, text: string): Promise<void> {
  for (let presses = 0; presses < 25 && (await selectedText(select)) !== text; presses += 1) await page.keyboard.press('ArrowDown');
}

const selectedText = (select: Locator) => select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}: create by keyboard`, async (t) => {
  const gateway = await startRulesGateway(api);
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/rules/new`);
  await editorReady(page);
  let clicks = 0;
  await page.exposeFunction('countClick', () => (clicks += 1));
  await page.evaluate(() => document.addEventListener('mousedown', () => (window as unknown as { countClick(): void }).countClick(), true));

  const name = `Keyboard group ${api}`;
  await tabTo(page, page.getByLabel('Name', { exact: true }));
  await page.keyboard.type(name);
  t.equal(await selectedText(page.getByLabel('Library', { exact: true })), 'Movies', 'a new group starts in the first library, Movies');

  // Rule 1: Plex › Times viewed is more than 0, through the property filter (Enter picks its first
  // match; it must not submit the form) and arrow keys.
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/rules')) writes.push(request.method());
  });
  const first = ruleItem(page, 1, 1);
  await tabTo(page, first.getByRole('searchbox', { name: 'Find a property', exact: true }));
  await page.keyboard.type('Times viewed');
  await page.keyboard.press('Enter');
  t.equal(await selectedText(first.getByLabel('Property', { exact: true })), 'Plex › Times viewed', 'Enter in the filter picks the first match');
  t.ok(await isFocused(first.getByRole('searchbox', { name: 'Find a property', exact: true })), 'and the focus stays in the filter');
  t.same(writes, [], 'Enter in the filter sent nothing');
  t.equal(new URL(page.url()).pathname, '/rules/new', 'and the editor stays open');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  t.equal(await selectedText(first.getByLabel('Comparison', { exact: true })), 'is more than');
  await tabTo(page, first.getByLabel('Number', { exact: true }));
  await page.keyboard.type('0');

  // Add rule 2: the focus lands on its property; Shift+Tab reaches its filter box.
  await tabTo(page, page.getByRole('button', { name: 'Add a rule to section 1' }));
  await page.keyboard.press('Enter');
  const second = ruleItem(page, 1, 2);
  t.ok(await isFocused(second.getByLabel('Property', { exact: true })), 'the new rule\'s property has the focus');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type('Date added');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  t.equal(await selectedText(second.getByLabel('Property', { exact: true })), 'Plex › Date added');
  await page.keyboard.press('Tab');
  await arrowTo(page, second.getByLabel('Comparison', { exact: true }), 'is before');
  t.equal(await selectedText(second.getByLabel('Comparison', { exact: true })), 'is before');
  await tabTo(page, second.getByLabel('Days ago', { exact: true }));
  await page.keyboard.type('30');

  // Move rule 2 up with its button: the focus follows the moved rule, now rule 1.
  await tabTo(page, page.getByRole('button', { name: 'Move Rule 2 of section 1 up' }), { back: true });
  await page.keyboard.press('Enter');
  t.equal(await selectedText(ruleItem(page, 1, 1).getByLabel('Property', { exact: true })), 'Plex › Date added', 'the days rule is now rule 1');
  // At the top its Up button is disabled, so the focus is on its Down button: Enter moves it back.
  t.equal(await focusedLabel(page), 'Move Rule 1 of section 1 down', 'the focus stays on the moved rule\'s move button');

  await tabTo(page, page.getByRole('button', { name: 'Create rule group' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/rules$/);
  t.equal(clicks, 0, 'no mouse button was pressed');

  const group = await storedGroup(gateway.url, name);
  t.ok(group, 'the service holds the group');
  t.same(group!.rules.map(ruleShape), [
    { operator: null, firstVal: [0, 0], action: 5, section: 0, customVal: { ruleTypeId: 0, value: '2592000' } },
    { operator: '0', firstVal: [0, 5], action: 0, section: 0, customVal: { ruleTypeId: 0, value: '0' } },
  ], 'the rules in their new order, joined with AND');
  t.ok((await collectionTitles(gateway.url)).includes(name), 'its collection exists');
});

t.test('Shift+Tab up the editor on a short phone screen: the focus never hides under the top bar', async (t) => {
  // The screen code is the same on both generations: one is enough.
  const gateway = await startRulesGateway('3.24');
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser, { width: 390, height: 450 });
  await page.goto(`${gateway.url}/rules/new`);
  await editorReady(page);
  const create = page.getByRole('button', { name: 'Create rule group' });
  await create.focus();
  const hidden: string[] = [];
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Shift+Tab');
    const under = await page.evaluate(async () => {
      // The app brings a control out from under the bar in the frame after the focus moved.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const focused = document.activeElement;
      const bar = document.querySelector('.top-bar');
      // The skip link shows over the bar on purpose, fixed at the top.
      if (!focused || !bar || bar.contains(focused) || focused === document.body || focused.classList.contains('skip-link')) return undefined;
      const box = focused.getBoundingClientRect();
      // Under the bar: its top above the bar's bottom while the page is scrolled (at the top, nothing is under it).
      return box.top < bar.getBoundingClientRect().bottom - 1 ? `${focused.tagName} “${focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 30)}”` : undefined;
    });
    if (under) hidden.push(under);
  }
  t.same(hidden, [], 'every control the focus reached was below the top bar');
});
