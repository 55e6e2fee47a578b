// The notification agents a rule group tells, picked in its editor on both generations: the agents
// stored under Settings › Notifications are offered, the group's own are ticked, and a save sends
// the ticked agents' configurations as the service gave them, which the service then links.
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { answerLeaveQuestions } from './leave-questions.ts';
import { editorReady, startRulesGateway } from './rules-editor-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

interface Configuration {
  id: number;
  name: string;
  agent: string;
  enabled: boolean;
}

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startRulesGateway(api);
  t.teardown(() => gateway.close());
  const getJson = async <T,>(path: string) => (await (await fetch(`${gateway.url}/api${path}`)).json()) as T;
  /** The ids of the agents group 1 tells, as the service holds them. */
  const linkedIds = async () => {
    const groups = await getJson<{ id: number; notifications?: { id: number }[] }[]>('/rules');
    return (groups.find((group) => group.id === 1)?.notifications ?? []).map((notification) => notification.id).sort();
  };
  const added = await fetch(`${gateway.url}/api/notifications/configuration/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ops webhook', agent: 'webhook', enabled: false, types: [16], options: { webhook_url: 'http://hooks.demo/ops' }, aboutScale: 3 }),
  });
  t.ok(added.ok, `a second agent is stored (${added.status})`);
  const configurations = await getJson<Configuration[]>('/notifications/configurations');
  const ops = configurations.find((configuration) => configuration.name === 'Ops webhook')!;
  const before = await linkedIds();
  t.equal(before.length, 1, 'the demo group tells one agent');
  const demo = configurations.find((configuration) => configuration.id === before[0])!;

  const { page, context } = await openPage(browser);
  t.teardown(() => context.close());
  await page.goto(`${gateway.url}/rules/1/edit`);
  await editorReady(page);
  const notifications = page.getByRole('group', { name: 'Notifications' });
  const demoBox = notifications.getByLabel(`Tell ${demo.name} (${demo.agent})`);
  const opsBox = notifications.getByLabel('Tell Ops webhook (webhook)');
  await opsBox.waitFor();
  t.equal(await demoBox.isChecked(), true, "the group's own agent is ticked");
  t.equal(await opsBox.isChecked(), false, 'the other is offered, not ticked');
  const switchedOff = configurations.filter((configuration) => !configuration.enabled).length;
  t.equal(await notifications.getByText('This agent is switched off').count(), switchedOff, `each switched-off agent says so (${switchedOff})`);

  // Unticked and ticked again is no edit: leaving asks nothing.
  const questions = answerLeaveQuestions(page);
  await demoBox.uncheck();
  await demoBox.check();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.waitForURL(/\/rules$/);
  t.same(questions.asked, [], 'ticked again as it was: leaving asks nothing');
  await page.goto(`${gateway.url}/rules/1/edit`);
  await editorReady(page);
  await opsBox.waitFor();

  await demoBox.uncheck();
  await opsBox.check();
  const put = page.waitForRequest((request) => request.method() === 'PUT' && new URL(request.url()).pathname === '/api/rules');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const sent = (await put).postDataJSON() as { notifications?: Record<string, unknown>[] };
  await page.waitForURL(/\/rules$/);
  t.same(await linkedIds(), [ops.id], 'the service links the ticked agent only');
  t.same(sent.notifications, [configurations.find((configuration) => configuration.id === ops.id)], "the body carries the agent's configuration as the service gave it");

  await page.goto(`${gateway.url}/rules/1/edit`);
  await editorReady(page);
  await opsBox.waitFor();
  t.same([await demoBox.isChecked(), await opsBox.isChecked()], [false, true], 'the editor reads the links back');

  // The agents cannot be read: the editor says so, and a save keeps the group's links.
  const { page: cut, context: cutContext } = await openPage(browser);
  t.teardown(() => cutContext.close());
  await cut.route('**/api/notifications/configurations', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"Internal server error"}' }));
  await cut.goto(`${gateway.url}/rules/1/edit`);
  await editorReady(cut);
  await cut.getByText('Could not load the notification agents: the group keeps the agent it has (1).').waitFor();
  await cut.getByLabel('Description').fill('Saved while the agents could not be read');
  await cut.getByRole('button', { name: 'Save changes' }).click();
  await cut.waitForURL(/\/rules$/);
  t.same(await linkedIds(), [ops.id], 'saved without the agents read, the group still tells its agent');
});
