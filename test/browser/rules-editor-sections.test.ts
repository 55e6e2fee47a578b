// Sections of the rule builder on both generations: add three, join them with AND/OR, move one up,
// remove one, and save: the service holds the rules in the new order with each section's operator on
// its first rule. The community rules panel says plainly that the community site cannot be reached
// (the sandbox, like a service without internet, answers the recorded offline reply).
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { editorReady, fillRule, ruleItem, ruleShape, startRulesGateway, storedGroup } from './rules-editor-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

const viewed = (count: string) => ({ property: 'Plex › Times viewed', comparison: 'is more than', input: { label: 'Number', value: count } });

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startRulesGateway(api);
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/rules/new`);
  await editorReady(page);
  const name = `Sections ${api}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await fillRule(page, 1, 1, viewed('1'));
  for (const [section, count] of [[2, '2'], [3, '3']] as const) {
    await page.getByRole('button', { name: 'Add a section' }).click();
    await fillRule(page, section, 1, viewed(count));
  }
  const sections = page.getByRole('list', { name: 'Sections' }).getByRole('listitem', { name: /^Section \d$/ });
  t.equal(await sections.count(), 3, 'three sections');
  await page.getByRole('combobox', { name: 'Section 3: join with the sections before' }).selectOption('or');

  // Section 3 (OR, viewed > 3) moves above section 2; then the old section 1 goes.
  await page.getByRole('button', { name: 'Move Section 3 up' }).click();
  t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Move Section 2 up', 'the focus moves with the section');
  await page.getByRole('button', { name: 'Remove Section 1' }).click();
  t.equal(await sections.count(), 2, 'two sections left');

  await page.getByRole('button', { name: 'Community rules' }).click();
  await page.getByRole('group', { name: 'Community rules' }).getByText('cannot be reached').waitFor();
  t.pass('offline, the community rules panel says so instead of spinning');

  await page.getByRole('button', { name: 'Create rule group' }).click();
  await page.waitForURL(/\/rules$/);
  const group = await storedGroup(gateway.url, name);
  t.same(
    group?.rules.map(ruleShape),
    [
      { operator: null, firstVal: [0, 5], action: 0, section: 0, customVal: { ruleTypeId: 0, value: '3' } },
      { operator: '0', firstVal: [0, 5], action: 0, section: 1, customVal: { ruleTypeId: 0, value: '2' } },
    ],
    'the service holds the sections in their new order, the first section without an operator',
  );
});

// What a rule row holds of its own (the text in its property finder) leaves with the rule when a
// rule above it is removed or moved, rather than staying at the place; and removing a section's
// last rule with the keyboard leaves the focus on "Add a section". The same code on both
// generations: checked on the current one.
t.test('Maintainerr 3.24: a row keeps its own state through removes and moves, and the focus lands where it says', async (t) => {
  const gateway = await startRulesGateway('3.24');
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/rules/new`);
  await editorReady(page);
  await fillRule(page, 1, 1, viewed('1'));
  await page.getByRole('button', { name: 'Add a rule to section 1' }).click();
  await fillRule(page, 1, 2, viewed('2'));
  const finder = (rule: number) => ruleItem(page, 1, rule).getByRole('searchbox', { name: 'Find a property', exact: true });
  const propertyOptions = (rule: number) => ruleItem(page, 1, rule).getByLabel('Property', { exact: true }).locator('option').count();
  const allOptions = await propertyOptions(2);
  t.equal(await finder(1).getAttribute('placeholder'), 'Find a property…', 'the finder shows its name while empty');
  await finder(1).fill('rating');
  t.ok((await propertyOptions(1)) < allOptions, 'typing in the finder narrows its own list');

  await page.getByRole('button', { name: 'Move Rule 1 of section 1 down' }).click();
  t.equal(await finder(2).inputValue(), 'rating', 'moved down, the rule takes its finder text along');
  t.equal(await finder(1).inputValue(), '', 'and the rule now first has its own, empty');
  t.equal(await propertyOptions(1), allOptions, 'with its whole list');

  await page.getByRole('button', { name: 'Remove Rule 2 of section 1' }).click();
  t.equal(await finder(1).inputValue(), '', 'the removed rule\'s finder text went with it');
  t.equal(await propertyOptions(1), allOptions);

  await page.getByRole('button', { name: 'Add a section' }).click();
  await fillRule(page, 2, 1, viewed('3'));
  await page.getByRole('button', { name: 'Remove Rule 1 of section 1' }).focus();
  await page.keyboard.press('Enter');
  t.equal(await page.getByRole('listitem', { name: /^Section \d$/ }).count(), 1, 'the section went with its last rule');
  t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Add a section', 'the focus is on "Add a section", not in the section that moved up');

  // A property of the old media type stays chosen when the library changes, named as what it is.
  await page.getByLabel('Library', { exact: true }).selectOption({ label: 'TV Shows' });
  const chosen = ruleItem(page, 1, 1).getByLabel('Property', { exact: true }).locator('option:checked');
  t.equal(await chosen.textContent(), 'Times viewed (does not apply to shows)', 'a movie property in a show group says so, not "Unknown property"');
});
