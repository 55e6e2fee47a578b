// Leaving the rule editor with changes not saved asks first (the shell's menu and Back button, the
// editor's own Cancel, the browser's own Back, and a reload); keeping the changes stays on the page with them; a form left as it opened does not ask.
// The question is the app's own, so one generation shows it: the two do not differ here.
import t from 'tap';
import type { Dialog } from 'playwright-core';
import { LEAVE_QUESTION } from '../../web/src/lib/leave-guard.ts';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { editorReady, startRulesGateway, storedGroups } from './rules-editor-rig.ts';
import { answerLeaveQuestions } from './leave-questions.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

t.test('Maintainerr 3.24: leaving unsaved rule edits asks first', async (t) => {
  const gateway = await startRulesGateway('3.24');
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser);
  const asked: { type: string; message: string }[] = [];
  let answer: 'accept' | 'dismiss' = 'dismiss';
  page.on('dialog', (dialog: Dialog) => {
    asked.push({ type: dialog.type(), message: dialog.message() });
    void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  const menu = page.getByRole('navigation', { name: 'Main' });
  const path = () => new URL(page.url()).pathname;

  await page.goto(`${gateway.url}/rules/1/edit`);
  await editorReady(page);
  await menu.getByRole('link', { name: 'Collections' }).click();
  await page.getByRole('heading', { level: 1, name: 'Collections' }).waitFor();
  t.same(asked, [], 'nothing changed: the menu leaves without asking');

  await page.goto(`${gateway.url}/rules/1/edit`);
  await editorReady(page);
  const description = page.getByLabel('Description', { exact: true });
  await description.fill('Changed, not saved');
  await menu.getByRole('link', { name: 'Overview' }).click();
  t.same(asked, [{ type: 'confirm', message: LEAVE_QUESTION }], 'the menu asks');
  t.equal(path(), '/rules/1/edit', 'kept: the editor stays');
  t.equal(await description.inputValue(), 'Changed, not saved', 'with the change');

  await page.getByRole('button', { name: 'Back' }).click();
  t.equal(asked.length, 2, 'Back asks too');
  t.equal(path(), '/rules/1/edit', 'and stays when kept');

  // One stray Enter on Cancel must not throw the edits away unasked.
  await page.getByRole('link', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  t.equal(asked.length, 3, 'Cancel asks too');
  t.equal(path(), '/rules/1/edit', 'and stays when kept');
  t.equal(await description.inputValue(), 'Changed, not saved', 'with the change');

  answer = 'accept';
  await page.reload();
  t.equal(asked.at(-1)?.type, 'beforeunload', 'a reload asks the browser\'s question');
  await editorReady(page);
  await description.fill('Changed again');
  await menu.getByRole('link', { name: 'Overview' }).click();
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  t.equal(asked.at(-1)?.type, 'confirm', 'leaving when the user says so');
  t.equal(gateway.control.requestsTo('PUT', '/api/rules').length, 0, 'nothing was saved');
});

t.test("Maintainerr 3.24: the browser's own Back asks too, and the shell's Back asks once", async (t) => {
  const gateway = await startRulesGateway('3.24');
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser);
  const questions = answerLeaveQuestions(page);
  const path = () => new URL(page.url()).pathname;
  const group = (await storedGroups(gateway.url)).find((stored) => stored.id === 1)!;

  // Into the editor inside the app, so that Back is a step in the app's own history.
  await page.goto(`${gateway.url}/rules`);
  await page.getByRole('link', { name: `Edit ${group.name}` }).or(page.getByRole('button', { name: `Edit ${group.name}` })).first().click();
  await page.waitForURL(/\/rules\/1\/edit$/);
  await editorReady(page);
  const description = page.getByLabel('Description', { exact: true });
  await description.fill('Changed, not saved');

  await page.goBack();
  await page.waitForURL(/\/rules\/1\/edit$/);
  t.same(questions.asked, [LEAVE_QUESTION], "the browser's Back asks");
  t.equal(await description.inputValue(), 'Changed, not saved', 'kept: the editor stays with the change');
  t.equal(await page.getByRole('heading', { level: 1, name: 'Rules' }).count(), 0, 'the list did not replace it');

  questions.answer = 'accept';
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor();
  t.equal(path(), '/rules', 'leaving when the user says so');
  t.equal(questions.asked.length, 2, "the shell's Back asked once, not again for the history step it takes");

  // Forward to the editor again: nothing changed there now, so history moves freely.
  await page.goForward();
  await editorReady(page);
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor();
  t.equal(questions.asked.length, 2, 'a form left as it opened does not ask');

  // Forward declined keeps the history as it was: the page after the editor is still after it,
  // and the one before still before it.
  await page.goForward();
  await editorReady(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections' }).click();
  await page.getByRole('heading', { level: 1, name: 'Collections' }).waitFor();
  await page.goBack();
  await editorReady(page);
  await description.fill('Changed once more');
  questions.answer = 'dismiss';
  await page.goForward();
  await page.waitForURL(/\/rules\/1\/edit$/);
  t.equal(questions.asked.length, 3, "the browser's Forward asks");
  t.equal(await description.inputValue(), 'Changed once more', 'kept: the editor stays with the change');
  questions.answer = 'accept';
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor();
  t.equal(path(), '/rules', "the shell's Back then goes to the page before the editor, not a copy of it");
  await page.goForward();
  await editorReady(page);
  await page.goForward();
  await page.getByRole('heading', { level: 1, name: 'Collections' }).waitFor();
  t.pass('and the page after it is still there');
  t.equal(gateway.control.requestsTo('PUT', '/api/rules').length, 0, 'nothing was saved');
});

t.test('Maintainerr 3.24: a saved group leaves without asking, even while the editor is still on screen', async (t) => {
  const gateway = await startRulesGateway('3.24');
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser);
  const questions = answerLeaveQuestions(page);
  // The browser's own question is armed by a beforeunload listener: each one added is noted. After
  // a save the address moves to the list at once while the list renders in a transition, so the
  // editor stays on screen a moment; re-arming then made a reload or a typed address ask about
  // changes already saved (on a busy machine, long enough for a test's page.goto to be refused).
  await page.addInitScript(() => {
    const armed: string[] = [];
    Object.assign(window, { beforeunloadArmed: armed });
    const add = window.addEventListener.bind(window) as (...args: unknown[]) => void;
    window.addEventListener = ((...args: unknown[]) => {
      if (args[0] === 'beforeunload') armed.push(location.pathname);
      add(...args);
    }) as typeof window.addEventListener;
  });
  const armedSoFar = () => page.evaluate(() => (window as unknown as { beforeunloadArmed: string[] }).beforeunloadArmed.length);
  await page.goto(`${gateway.url}/rules/1/edit`);
  await editorReady(page);
  await page.getByLabel('Description', { exact: true }).fill('Changed and saved');
  // React adds the listener in an effect after the render the edit caused: wait for it, bounded.
  await page.waitForFunction(() => (window as unknown as { beforeunloadArmed: string[] }).beforeunloadArmed.length > 0, undefined, { timeout: 5_000 });
  t.equal(await armedSoFar(), 1, 'an edit arms the question, once');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor();
  t.equal(await armedSoFar(), 1, 'the save does not arm it again on its way to the list');
  await page.goto(`${gateway.url}/collections`);
  t.same(questions.asked, [], 'leaving after the save asks nothing');
  t.equal(gateway.control.requestsTo('PUT', '/api/rules').length, 1, 'the group was saved once');
  t.equal((await storedGroups(gateway.url)).find((group) => group.id === 1)?.description, 'Changed and saved', 'with the change');
});
