// YAML on both generations: the rules exported from demo group 1, a rule then changed, the exported
// text imported back and saved: the service holds the original rules. A bad YAML text shows the
// service's own message at the text box and leaves the builder as it was; on v3.x a rule the service
// cannot read is left out, and the user is told how many.
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { editorReady, ruleItem, ruleShape, startRulesGateway, storedGroups } from './rules-editor-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}: YAML export and import`, async (t) => {
  const gateway = await startRulesGateway(api);
  t.teardown(() => gateway.close());
  const original = (await storedGroups(gateway.url)).find((group) => group.id === 1)!;
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/rules/1/edit`);
  await editorReady(page);

  await page.getByRole('button', { name: 'Export as YAML' }).click();
  const exported = page.getByRole('group', { name: 'Exported YAML' }).getByRole('textbox');
  await exported.waitFor();
  const text = await exported.inputValue();
  t.match(text, /firstVal/, 'the export is the service\'s YAML of the rules');
  // Opened below its buttons, across the Rules box, not squeezed beside the other tools.
  const widths = await exported.evaluate((box) => ({ box: box.getBoundingClientRect().width, rules: box.closest('fieldset')!.getBoundingClientRect().width }));
  t.ok(widths.box >= widths.rules * 0.8, `the YAML takes the Rules box's width (${Math.round(widths.box)} of ${Math.round(widths.rules)} px)`);
  t.equal(gateway.control.requestsTo('POST', '/api/rules/yaml/encode').length, 1, 'written by the service');
  const exportButton = page.getByRole('button', { name: 'Export as YAML' });
  await page.getByRole('group', { name: 'Exported YAML' }).getByRole('button', { name: 'Close' }).click();
  await page.waitForFunction(() => document.activeElement?.textContent === 'Export as YAML', undefined, { timeout: 5000 }).catch(() => undefined);
  t.ok(await exportButton.evaluate((button) => button === document.activeElement), 'Close gives the focus back to Export as YAML');

  const number = ruleItem(page, 1, 2).getByLabel('Number', { exact: true });
  await number.fill('9');
  await page.getByRole('button', { name: 'Import YAML' }).click();
  const importBox = page.getByRole('group', { name: 'Import YAML' }).getByRole('textbox');
  await importBox.fill(text);
  // Typing goes on while the service reads the rules: the import keeps it.
  let held = gateway.control.hold('POST', '/api/rules/yaml/decode');
  await page.getByRole('button', { name: 'Import into the builder' }).click();
  await held.reached;
  const description = page.getByLabel('Description', { exact: true });
  await description.fill('Typed while the service read the rules');
  held.release();
  await page.getByRole('group', { name: 'Import YAML' }).waitFor({ state: 'detached' });
  t.equal(await number.inputValue(), '0', 'the import put the exported value back');
  t.equal(await description.inputValue(), 'Typed while the service read the rules', 'and kept what was typed meanwhile');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL(/\/rules$/);
  const saved = (await storedGroups(gateway.url)).find((group) => group.id === 1)!;
  t.equal(gateway.control.requestsTo('PUT', '/api/rules').length, 1, 'the group was saved');
  t.same(saved.rules.map(ruleShape), original.rules.map((rule, index) => ({ ...ruleShape(rule), operator: index === 0 ? null : String(rule.operator) })), 'the service holds the original rules');

  // A bad text: the service's message, at the box.
  await page.goto(`${gateway.url}/rules/1/edit`);
  await editorReady(page);
  await page.getByRole('button', { name: 'Import YAML' }).click();
  // An empty file says so, where the import button alone would only stay disabled.
  await page.getByLabel('YAML file').setInputFiles({ name: 'empty.yaml', mimeType: 'application/yaml', buffer: Buffer.from('') });
  await page.getByRole('group', { name: 'Import YAML' }).getByRole('alert').getByText('empty.yaml is empty: choose the YAML file of exported rules.').waitFor();
  t.pass('an empty file is named as empty');
  await page.getByRole('group', { name: 'Import YAML' }).getByRole('textbox').fill('mediaType: movie\nrules: [unclosed\n');
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/rules/yaml/decode')),
    page.getByRole('button', { name: 'Import into the builder' }).click(),
  ]);
  const body = (await answer.json()) as { message?: string; result?: string };
  const serviceMessage = String(body.message ?? body.result ?? '');
  t.ok(serviceMessage.length > 0, `the service refused the text (${serviceMessage})`);
  const problem = page.getByRole('group', { name: 'Import YAML' }).getByRole('alert');
  await problem.waitFor();
  t.match(await problem.innerText(), serviceMessage, 'its message is shown');
  t.equal(await ruleItem(page, 1, 2).getByLabel('Number', { exact: true }).inputValue(), '0', 'the builder is as it was');

  // v3.x reads what it can and counts what it left out (`skipped`): the user is told, not only "imported".
  if (api === '3.24') {
    const rulesBefore = original.rules.length;
    const oneUnknown = text.replace(/firstValue: \S+/, 'firstValue: Nonsense.Property');
    t.not(oneUnknown, text, 'one rule names a property the service does not have');
    await page.getByRole('group', { name: 'Import YAML' }).getByRole('textbox').fill(oneUnknown);
    await page.getByRole('button', { name: 'Import into the builder' }).click();
    await page.getByText(`Imported ${rulesBefore - 1} rule${rulesBefore - 1 === 1 ? '' : 's'}; 1 rule the service could not read was left out.`, { exact: false }).waitFor();
    t.equal(await page.getByRole('listitem', { name: /^Rule \d+ of section \d+$/ }).count(), rulesBefore - 1, 'the builder holds the rules the service read');

    // Not one rule read: the builder keeps what it has.
    const noneKnown = text.replace(/firstValue: \S+/g, 'firstValue: Nonsense.Property');
    await page.getByRole('button', { name: 'Import YAML' }).click();
    await page.getByRole('group', { name: 'Import YAML' }).getByRole('textbox').fill(noneKnown);
    await page.getByRole('button', { name: 'Import into the builder' }).click();
    await page.getByRole('group', { name: 'Import YAML' }).getByRole('alert').getByText(`The service could not read any of its ${rulesBefore} rules; the builder is unchanged.`).waitFor();
    t.equal(await page.getByRole('listitem', { name: /^Rule \d+ of section \d+$/ }).count(), rulesBefore - 1, 'the builder is as it was');
    await page.getByRole('group', { name: 'Import YAML' }).getByRole('textbox').fill(text);
  } else {
    await page.getByRole('group', { name: 'Import YAML' }).getByRole('textbox').fill(text);
  }

  // The media type changed while the service read the rules (for the old one): they are not put in.
  const rulesShown = await page.getByRole('listitem', { name: /^Rule \d+ of section \d+$/ }).count();
  held = gateway.control.hold('POST', '/api/rules/yaml/decode');
  await page.getByRole('button', { name: 'Import into the builder' }).click();
  await held.reached;
  await page.getByLabel('Library', { exact: true }).selectOption({ label: 'TV Shows' });
  held.release();
  await page.getByRole('group', { name: 'Import YAML' }).getByRole('alert').getByText("The group's media type changed while the service read the rules; import them again.").waitFor();
  t.equal(await page.getByRole('listitem', { name: /^Rule \d+ of section \d+$/ }).count(), rulesShown, 'the builder keeps its rules');
});
