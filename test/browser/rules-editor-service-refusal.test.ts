// A refusal of the service lands at the field it names (v3.24, which refuses bodies with Nest's 400):
// the recorded "Take action after days must be …" answer to POST /api/rules shows under "Days in
// the collection before the action", the alert counts it, and every typed value stays. The client's
// own checks pass the same days (0..36500), so the refusal is made through the sandbox's respond hook.
// A service that fails (a 500, or unreachable) is no mistake in the form: a toast says the save
// failed, the form's summary stays empty, and the values stay.
// v2.21 answers such bodies softly (no 400), so it has no such refusal to show.
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { editorReady, fillRule, ruleItem, startRulesGateway, storedGroups } from './rules-editor-rig.ts';

const REFUSAL = { message: 'Take action after days must be a whole number between 0 and 36500', error: 'Bad Request', statusCode: 400 };

const browser = await launchBrowser();
t.teardown(() => browser.close());

t.test('Maintainerr 3.24: the refusal at its field', async (t) => {
  const gateway = await startRulesGateway('3.24');
  t.teardown(() => gateway.close());
  const groupsBefore = (await storedGroups(gateway.url)).length;
  const stopRefusing = gateway.control.respond('POST', '/api/rules', () => ({ status: 400, json: REFUSAL }));
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/rules/new`);
  await editorReady(page);

  const name = 'Refused group';
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Action', { exact: true }).selectOption('0');
  const days = page.getByLabel('Days in the collection before the action', { exact: true });
  // Emptied, the field says what that means: the service keeps such a group's items for ever.
  const never = page.getByText('Empty: the action never runs; items only gather in the collection.');
  await days.fill('');
  await never.waitFor();
  t.match(await days.getAttribute('aria-describedby'), /\S/, 'the empty days field is described by what it means');
  await days.fill('36500');
  t.equal(await never.count(), 0, 'a number of days needs no such word');
  await fillRule(page, 1, 1, { property: 'Plex › Times viewed', comparison: 'is more than', input: { label: 'Number', value: '4' } });
  await page.getByRole('button', { name: 'Create rule group' }).click();

  await page.locator('#rule-editor-problems').getByText('One thing to fix before saving:').waitFor();
  t.equal(gateway.control.requestsTo('POST', '/api/rules').length, 1, 'the body reached the service');
  t.equal(await days.getAttribute('aria-invalid'), 'true', 'the days field is marked');
  const errorId = (await days.getAttribute('aria-describedby'))?.split(' ').find((id) => id.endsWith('-error'));
  t.ok(errorId, 'and described by its message');
  t.equal((await page.locator(`[id="${errorId}"]`).innerText()).trim(), REFUSAL.message, 'the service\'s message, at the field');
  t.ok(await days.evaluate((element) => element === document.activeElement), 'the focus goes to the field');
  t.equal(await days.inputValue(), '36500', 'the values stay');
  t.equal(await page.getByLabel('Name', { exact: true }).inputValue(), name);
  t.equal(await ruleItem(page, 1, 1).getByLabel('Number', { exact: true }).inputValue(), '4');
  t.match(page.url(), /\/rules\/new$/);
  t.equal((await storedGroups(gateway.url)).length, groupsBefore, 'the service holds no new group');

  // Once the service accepts, the same form saves.
  stopRefusing();
  await days.fill('30');
  await page.getByRole('button', { name: 'Create rule group' }).click();
  await page.waitForURL(/\/rules$/);
  const saved = (await storedGroups(gateway.url)).find((group) => group.name === name);
  t.equal(saved?.collection?.deleteAfterDays, 30, 'saved with the corrected days');
  t.equal(saved?.collection?.arrAction, 0);
});

t.test('Maintainerr 3.24: a failing service is said in a toast, not as a thing to fix in the form', async (t) => {
  const gateway = await startRulesGateway('3.24');
  t.teardown(() => gateway.close());
  gateway.control.fail('PUT', '/api/rules', 500);
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/rules/1/edit`);
  await editorReady(page);
  const description = page.getByLabel('Description', { exact: true });
  await description.fill('Kept through a failure');
  const name = await page.getByLabel('Name', { exact: true }).inputValue();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText(`Could not save “${name}”: Internal server error. Your changes are still here.`).waitFor();
  t.equal(gateway.control.requestsTo('PUT', '/api/rules').length, 1, 'the save reached the service');
  t.equal(await page.locator('#rule-editor-problems').innerText(), '', 'the form lists nothing to fix');
  t.equal(await description.inputValue(), 'Kept through a failure', 'the values stay');
  t.match(page.url(), /\/rules\/1\/edit$/);
});
