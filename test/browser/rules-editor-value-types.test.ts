// A rule of each value type on both generations (number, days, date, text, a list, yes/no, and
// another property as the second value, with movie properties of those types): saved, held by the
// service with each customVal's ruleTypeId and value (or the other property's lastVal), and read
// back into the same inputs when the group is opened again.
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { editorReady, fillRule, ruleItem, ruleShape, startRulesGateway, storedGroup, type RuleChoice } from './rules-editor-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

const RULES: { choice: RuleChoice; stored: object }[] = [
  { choice: { property: 'Plex › Times viewed', comparison: 'is more than', input: { label: 'Number', value: '2' } }, stored: { firstVal: [0, 5], action: 0, customVal: { ruleTypeId: 0, value: '2' } } },
  { choice: { property: 'Plex › Last view date', comparison: 'is before', input: { label: 'Days ago', value: '10' } }, stored: { firstVal: [0, 7], action: 5, customVal: { ruleTypeId: 0, value: '864000' } } },
  { choice: { property: 'Plex › Last view date', comparison: 'is in the last', input: { label: 'Number of days', value: '30' } }, stored: { firstVal: [0, 7], action: 7, customVal: { ruleTypeId: 0, value: '2592000' } } },
  { choice: { property: 'Plex › Release date', comparison: 'is after', compareWith: 'A date', input: { label: 'Date', value: '2020-05-17' } }, stored: { firstVal: [0, 2], action: 6, customVal: { ruleTypeId: 1, value: '2020-05-17' } } },
  { choice: { property: 'Plex › Media file codec', comparison: 'is', input: { label: 'Text', value: 'h264' } }, stored: { firstVal: [0, 10], action: 2, customVal: { ruleTypeId: 2, value: 'h264' } } },
  { choice: { property: 'Plex › [list] List of genres (Action, Adventure,..)', comparison: 'contains part of', input: { label: 'Text', value: 'Drama' } }, stored: { firstVal: [0, 11], action: 10, customVal: { ruleTypeId: 2, value: 'Drama' } } },
  { choice: { property: 'Plex › Date added', comparison: 'is before', compareWith: 'Another property', input: { label: 'Other property', value: 'Plex › Release date' } }, stored: { firstVal: [0, 0], action: 5, lastVal: [0, 2] } },
  { choice: { property: 'Plex › Is Watchlisted', comparison: 'is', input: { label: 'Value', value: 'No' } }, stored: { firstVal: [0, 30], action: 2, customVal: { ruleTypeId: 3, value: '0' } } },
];

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}: each value type`, async (t) => {
  const gateway = await startRulesGateway(api);
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/rules/new`);
  await editorReady(page);
  const name = `Every value type ${api}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  for (const [index, { choice }] of RULES.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add a rule to section 1' }).click();
    await fillRule(page, 1, index + 1, choice);
  }
  await page.getByRole('button', { name: 'Create rule group' }).click();
  await page.waitForURL(/\/rules$/);

  const group = await storedGroup(gateway.url, name);
  t.ok(group, 'the service holds the group');
  t.same(
    group!.rules.map(ruleShape),
    RULES.map(({ stored }, index) => ({ operator: index === 0 ? null : '0', section: 0, ...stored })),
    'each rule with its type of value',
  );

  await page.goto(`${gateway.url}/rules/${group!.id}/edit`);
  await editorReady(page);
  for (const [index, { choice }] of RULES.entries()) {
    const item = ruleItem(page, 1, index + 1);
    const property = item.getByLabel('Property', { exact: true });
    t.equal(await property.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent), choice.property, `rule ${index + 1} reads back its property`);
    const input = item.getByLabel(choice.input!.label, { exact: true });
    const shown = await input.evaluate((element) =>
      element instanceof HTMLSelectElement ? element.selectedOptions[0]?.textContent ?? '' : (element as HTMLInputElement).value,
    );
    t.equal(shown, choice.input!.value, `rule ${index + 1} reads back its ${choice.input!.label.toLowerCase()}`);
  }
  // Days are whole: a phone offers its digits keypad for them, and one with a decimal point for a number.
  t.equal(await ruleItem(page, 1, 2).getByLabel('Days ago', { exact: true }).getAttribute('inputmode'), 'numeric', 'days: the digits keypad');
  t.equal(await ruleItem(page, 1, 1).getByLabel('Number', { exact: true }).getAttribute('inputmode'), 'decimal', 'a number: with a decimal point');
});
