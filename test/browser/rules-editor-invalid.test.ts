// Invalid input sends nothing, on both generations: an empty name, a missing comparison, "-5" days
// and "abc" as a number each get a message at their field and an entry in the list above the form
// that leads to it, no POST or PUT leaves the page, and every typed value stays.
import t from 'tap';
import type { Page } from 'playwright-core';
import { SCHEDULE_MESSAGE } from '../../web/src/features/rules/rule-logic.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { editorReady, fillRule, ruleItem, startRulesGateway, storedGroups } from './rules-editor-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}: invalid input`, async (t) => {
  const gateway = await startRulesGateway(api);
  t.teardown(() => gateway.close());
  const groupsBefore = (await storedGroups(gateway.url)).length;
  const { page } = await openPage(browser);
  const writes: string[] = [];
  page.on('request', (request) => {
    if (['POST', 'PUT'].includes(request.method())) writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.goto(`${gateway.url}/rules/new`);
  await editorReady(page);

  await page.getByLabel('Description', { exact: true }).fill('kept');
  await ruleItem(page, 1, 1).getByLabel('Property', { exact: true }).selectOption({ label: 'Plex › Times viewed' });
  await page.getByRole('button', { name: 'Add a rule to section 1' }).click();
  await fillRule(page, 1, 2, { property: 'Plex › Last view date', comparison: 'is before', input: { label: 'Days ago', value: '-5' } });
  await page.getByRole('button', { name: 'Add a rule to section 1' }).click();
  await fillRule(page, 1, 3, { property: 'Plex › Times viewed', comparison: 'is less than', input: { label: 'Number', value: 'abc' } });
  await page.getByRole('button', { name: 'Create rule group' }).click();

  const alert = page.locator('#rule-editor-problems');
  await alert.getByText('4 things to fix before saving:').waitFor();
  t.pass('the alert counts the four problems');
  const messageOf = async (control: ReturnType<typeof page.getByLabel>) => {
    t.equal(await control.getAttribute('aria-invalid'), 'true');
    const id = (await control.getAttribute('aria-describedby'))?.split(' ').find((entry) => entry.endsWith('-error'));
    return id ? (await page.locator(`[id="${id}"]`).innerText({ timeout: 10_000 })).trim() : '';
  };
  const name = page.getByLabel('Name', { exact: true });
  t.equal(await messageOf(name), 'Give the rule group a name.', 'at the name');
  // The focus moves in an effect after the alert renders: waited for (bounded), not read at once.
  const focused = await page
    .waitForFunction((element) => element === document.activeElement, await name.elementHandle(), { timeout: 5000 })
    .then(() => true, () => false);
  t.ok(focused, 'the focus goes to the first problem');
  t.equal(await messageOf(ruleItem(page, 1, 1).getByLabel('Comparison', { exact: true })), 'Choose how to compare.', 'at the missing comparison');
  t.equal(await messageOf(ruleItem(page, 1, 2).getByLabel('Days ago', { exact: true })), 'Enter a whole number of days from 0 to 36500.', 'at the -5 days');
  t.equal(await messageOf(ruleItem(page, 1, 3).getByLabel('Number', { exact: true })), 'Enter a number.', 'at the "abc" number');
  t.same(
    await alert.getByRole('listitem').allInnerTexts(),
    [
      'Give the rule group a name.',
      'Section 1, rule 1: Choose how to compare.',
      'Section 1, rule 2: Enter a whole number of days from 0 to 36500.',
      'Section 1, rule 3: Enter a number.',
    ],
    'the alert lists each problem, a rule\'s by its place',
  );
  await alert.getByRole('button', { name: 'Section 1, rule 3: Enter a number.' }).click();
  t.ok(await ruleItem(page, 1, 3).getByLabel('Number', { exact: true }).evaluate((element) => element === document.activeElement), 'an entry takes the focus to its field');

  await page.waitForTimeout(300);
  t.same(writes, [], 'no POST or PUT left the page');
  t.equal(gateway.control.requestsTo('POST', '/api/rules').length, 0, 'the service got no POST /api/rules');
  t.equal((await storedGroups(gateway.url)).length, groupsBefore, 'nor a new group');
  t.equal(await page.getByLabel('Description', { exact: true }).inputValue(), 'kept', 'the typed values stay');
  t.equal(await ruleItem(page, 1, 2).getByLabel('Days ago', { exact: true }).inputValue(), '-5');
  t.equal(await ruleItem(page, 1, 3).getByLabel('Number', { exact: true }).inputValue(), 'abc');
  t.match(page.url(), /\/rules\/new$/, 'the page stays');
});

// v3.x only: a group may run on its own cron schedule, checked by the form's own shape check and,
// once typing pauses, by the service (POST /settings/cron/validate). One field, one message. A good
// schedule reads back as its next runs, in the user's time.
t.test('Maintainerr 3.24: a group\'s own schedule', async (t) => {
  const gateway = await startRulesGateway('3.24');
  t.teardown(() => gateway.close());
  const scheduleField = (page: Page) => page.getByLabel('Own schedule (cron)', { exact: true });
  const hintText = async (page: Page) =>
    (await page.locator(`[id="${await scheduleField(page).getAttribute('id')}-hint"]`).innerText()).replace(/\s+/g, ' ');

  t.test('shows its next runs as it is typed, in the user\'s time', async (t) => {
    // The service in India (UTC+5:30), the user in UTC, on Sunday, Nov 29 2026, 12:15 UTC. A page of
    // its own, with no click: under Playwright's fixed clock a click once waited 30 s in CI for the
    // button to be "stable", which Playwright judges over animation frames.
    const { page } = await openPage(browser, VIEWPORTS.desktop, { fresh: true });
    await page.clock.setFixedTime(new Date('2026-11-29T12:15:00Z'));
    await (await page.context().newCDPSession(page)).send('Emulation.setTimezoneOverride', { timezoneId: 'UTC' });
    await page.route('**/api/app/timezone', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: 'Asia/Kolkata' }));
    await page.goto(`${gateway.url}/rules/1/edit`);
    await editorReady(page);
    const schedule = scheduleField(page);
    await schedule.fill('30 3 * * 1');
    // Its code loads when a schedule is first shown.
    await page.locator(`[id="${await schedule.getAttribute('id')}-hint"]`).getByText(/Next runs/).waitFor();
    t.match(await hintText(page), 'Next runs: Sun, Nov 29, 10:00 PM, then Sun, Dec 6, 10:00 PM (your time; the service runs it in Asia/Kolkata).', "03:30 on the service's Mondays, in the user's time");
    await schedule.fill('0 12 * * *');
    t.match(await hintText(page), 'Next runs: Mon, Nov 30, 6:30 AM, then Tue, Dec 1, 6:30 AM', 'follows the schedule as it is typed');
    await schedule.fill('61 * * * *');
    t.notMatch(await hintText(page), /Next run/, 'none for a schedule the service refuses');
    await schedule.fill('');
    t.notMatch(await hintText(page), /Next run/, 'none for an empty schedule: the group runs with all rules');
  });

  t.test('a bad one gets one message at its field, and nothing is saved', async (t) => {
    const { page } = await openPage(browser);
    await page.goto(`${gateway.url}/rules/1/edit`);
    await editorReady(page);
    const schedule = scheduleField(page);
    const save = page.getByRole('button', { name: 'Save changes' });
    const problems = page.locator('#rule-editor-problems');
    const scheduleMessages = async () =>
      page.locator(`[id="${(await schedule.getAttribute('aria-describedby'))!.split(' ').find((id) => id.endsWith('-error'))}"]`).innerText();
    // Six fields, seconds first: the service's validator refuses them, so the form does at once,
    // with no wait for the service's verdict (a Save right after typing once went through).
    await schedule.fill('0 0 * * * *');
    await save.click();
    await problems.getByText('One thing to fix before saving:').waitFor();
    t.equal(await scheduleMessages(), SCHEDULE_MESSAGE, 'six fields are refused before the service answers');
    t.notMatch(await hintText(page), /Next run/, 'a refused schedule has no next runs');
    t.equal(gateway.control.requestsTo('PUT', '/api/rules').length, 0, 'and not saved');

    // A schedule the service's own check refuses is not asked about (the form's copy says no).
    await schedule.fill('61 * * * *');
    await save.click();
    await problems.getByText('One thing to fix before saving:').waitFor();
    t.pass('the alert counts one problem, not one per check');
    const messages = await scheduleMessages();
    t.equal(messages, SCHEDULE_MESSAGE, 'one message: the form\'s own check and the service\'s verdict are not both shown');
    t.equal(gateway.control.requestsTo('PUT', '/api/rules').length, 0, 'nothing was saved');
    const asked = page.waitForRequest((request) => request.url().endsWith('/api/settings/cron/validate') && (request.postData() ?? '').includes('0 3 * * *'));
    await schedule.fill('0 3 * * *');
    await t.resolves(asked, 'a schedule that could be one is asked of the service, once typing pauses');
  });
});

// Same on both generations (the check is the form's own): a group with no rule at all.
t.test('Maintainerr 3.24: "Add at least one rule." leads to its message above the rules', async (t) => {
  const gateway = await startRulesGateway('3.24');
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/rules/new`);
  await editorReady(page);
  await page.getByLabel('Name', { exact: true }).fill('No rules');
  await page.getByRole('button', { name: 'Remove Rule 1 of section 1' }).click();
  await page.getByRole('button', { name: 'Create rule group' }).click();
  const problems = page.locator('#rule-editor-problems');
  await problems.getByText('One thing to fix before saving:').waitFor();
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  await page.waitForFunction(() => document.activeElement?.id === 'rule-editor-problems', undefined, { timeout: 5000 }).catch(() => undefined);
  t.match(await focusedText(), /^One thing to fix before saving:Add at least one rule\.$/, 'no field to go to: the focus is on the list');
  await problems.getByRole('button', { name: 'Add at least one rule.' }).click();
  t.equal(await focusedText(), 'Add at least one rule.', 'its entry leads to the message above the rules');
  t.equal(gateway.control.requestsTo('POST', '/api/rules').length, 0, 'nothing was sent');
});
