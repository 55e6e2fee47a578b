// Settings: a value typed and not saved is not lost to a tab change without asking: the tab bar
// (desktop) and the section select (phone) ask first, and keeping it stays with the value; once
// saved, leaving does not ask; a notification agent being added and a pasted Plex token ask too.
// The question is the app's own, so one generation shows it.
import t from 'tap';
import { CLOSE_EDITOR_QUESTION } from '../../web/src/features/settings/shared/inline-editor-escape.ts';
import { LEAVE_QUESTION } from '../../web/src/lib/leave-guard.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { answerLeaveQuestions } from './leave-questions.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

t.test('Maintainerr 3.24: leaving a settings tab with a value not saved asks first', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  for (const viewport of ['desktop', 'phone'] as const) {
    const { page, context } = await openPage(browser, VIEWPORTS[viewport]);
    const questions = answerLeaveQuestions(page);
    const path = () => new URL(page.url()).pathname;
    const goToJobs = () =>
      viewport === 'phone'
        ? page.getByLabel('Settings section', { exact: true }).selectOption({ label: 'Jobs' })
        : page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Jobs' }).click();

    await page.goto(`${gateway.url}/settings/tautulli`);
    const url = page.getByLabel('URL');
    await url.waitFor();
    await url.fill('http://tautulli.lan:8181');
    await goToJobs();
    t.same(questions.asked, [LEAVE_QUESTION], `${viewport}: changing the tab asks`);
    t.equal(path(), '/settings/tautulli', `${viewport}: kept, the tab stays`);
    t.equal(await url.inputValue(), 'http://tautulli.lan:8181', `${viewport}: with the value typed`);
    if (viewport === 'phone') t.equal(await page.getByLabel('Settings section', { exact: true }).inputValue(), 'tautulli', 'the select shows the tab still shown');

    await page.getByLabel('API key').fill('key');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Tautulli settings saved').waitFor();
    questions.answer = 'accept';
    await goToJobs();
    await page.getByRole('heading', { name: 'Jobs' }).first().waitFor();
    t.equal(questions.asked.length, 1, `${viewport}: saved, the tab changes without asking`);
    await page.goto(`${gateway.url}/settings/tautulli`);
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    await page.getByText('Tautulli settings removed').waitFor();
    await context.close();
  }
});

t.test('Maintainerr 3.24: a pasted Plex token not saved asks before the tab changes', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const { page, context } = await openPage(browser, VIEWPORTS.desktop);
  t.teardown(() => context.close());
  const questions = answerLeaveQuestions(page);
  const jobsTab = page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Jobs' });

  await page.goto(`${gateway.url}/settings/plex`);
  const token = page.getByLabel('Paste a Plex token');
  await token.fill('pasted-token');
  await jobsTab.click();
  t.same(questions.asked, [LEAVE_QUESTION], 'changing the tab asks');
  t.equal(new URL(page.url()).pathname, '/settings/plex', 'kept, the tab stays');
  t.equal(await token.inputValue(), 'pasted-token', 'with the token pasted');

  await token.fill('');
  await jobsTab.click();
  await page.getByRole('heading', { name: 'Jobs' }).first().waitFor();
  t.equal(questions.asked.length, 1, 'the field emptied again, the tab changes without asking');
});

t.test('Maintainerr 3.24: a search typed in the top bar asks before it takes the user to the Overview', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const { page, context } = await openPage(browser, VIEWPORTS.desktop);
  t.teardown(() => context.close());
  const questions = answerLeaveQuestions(page);
  await page.goto(`${gateway.url}/settings/tautulli`);
  const url = page.getByLabel('URL');
  await url.fill('http://tautulli.lan:8181');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('matrix');
  // The search is sent once typing has stopped for a second: then the question comes.
  await page.waitForFunction(() => !document.querySelector('.search-box__waiting'), undefined, { timeout: 5000 });
  t.same(questions.asked, [LEAVE_QUESTION], 'the search asks');
  t.equal(new URL(page.url()).pathname, '/settings/tautulli', 'kept: the page stays');
  t.equal(await url.inputValue(), 'http://tautulli.lan:8181', 'with the value typed');
  t.equal(await search.inputValue(), '', 'the search dropped: the box is empty');

  await search.fill('matrix');
  await page.waitForFunction(() => !document.querySelector('.search-box__waiting'), undefined, { timeout: 5000 });
  t.equal(questions.asked.length, 2, 'the same term typed again asks again');
  t.equal(new URL(page.url()).pathname, '/settings/tautulli', 'kept again');

  questions.answer = 'accept';
  await search.fill('alien');
  await page.waitForURL((address) => address.pathname === '/overview', { timeout: 5000 });
  t.equal(questions.asked.length, 3, 'leaving: asked, and gone to the Overview');
  await page.getByText(/alien/i).first().waitFor();
  t.equal(await search.inputValue(), 'alien', 'with the search');
});

t.test("Maintainerr 3.24: the phone's Back (the browser's history) asks too", async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const { page, context } = await openPage(browser, VIEWPORTS.phone);
  t.teardown(() => context.close());
  const questions = answerLeaveQuestions(page);
  const path = () => new URL(page.url()).pathname;

  await page.goto(`${gateway.url}/settings/jobs`);
  await page.getByLabel('Settings section', { exact: true }).selectOption({ label: 'Tautulli' });
  const url = page.getByLabel('URL');
  await url.fill('http://tautulli.lan:8181');

  await page.goBack();
  await page.waitForURL(/\/settings\/tautulli$/);
  t.same(questions.asked, [LEAVE_QUESTION], 'Back asks');
  t.equal(await url.inputValue(), 'http://tautulli.lan:8181', 'kept: the tab stays with the value typed');
  t.equal(await page.getByLabel('Settings section', { exact: true }).inputValue(), 'tautulli', 'the select shows the tab still shown');

  questions.answer = 'accept';
  await page.goBack();
  await page.getByRole('heading', { name: 'Jobs' }).first().waitFor();
  t.equal(path(), '/settings/jobs', 'leaving when the user says so');
  t.equal(questions.asked.length, 2, 'asked once for that step');
});

t.test('Maintainerr 3.24: a notification agent typed and not saved asks before the menu, Escape or another editor drops it; Cancel does', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const { page, context } = await openPage(browser, VIEWPORTS.desktop);
  t.teardown(() => context.close());
  const questions = answerLeaveQuestions(page);
  const path = () => new URL(page.url()).pathname;
  const rulesLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rules' });

  await page.goto(`${gateway.url}/settings/notifications`);
  await page.getByRole('button', { name: 'Add agent' }).click();
  const name = page.getByLabel('Name', { exact: true });
  await name.fill('Phone alerts');
  await rulesLink.click();
  t.same(questions.asked, [LEAVE_QUESTION], 'the menu asks');
  t.equal(path(), '/settings/notifications', 'kept: the tab stays');
  t.equal(await name.inputValue(), 'Phone alerts', 'with the agent as typed');

  // Escape, easily pressed by mistake, and opening another agent's editor ask too.
  await name.press('Escape');
  t.same(questions.asked, [LEAVE_QUESTION, CLOSE_EDITOR_QUESTION], 'Escape asks, about closing the editor (the page stays either way)');
  t.equal(await name.inputValue(), 'Phone alerts', 'kept: the form stays with the agent as typed');
  await page.getByRole('button', { name: /^Edit / }).first().click();
  t.same(questions.asked.at(-1), CLOSE_EDITOR_QUESTION, 'editing another agent asks, about closing this editor');
  t.equal(await name.inputValue(), 'Phone alerts', 'kept: the new agent stays as typed');

  await page.getByRole('button', { name: 'Cancel' }).click();
  // Were it still asked, the question would be answered Leave, and counted below.
  questions.answer = 'accept';
  await rulesLink.click();
  await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor();
  t.equal(questions.asked.length, 3, 'after Cancel, leaving does not ask');
});
