// The tab this front end does not edit yet (Notifications) says so plainly and shows what the
// service has stored. Radarr and Sonarr are editable: settings-arr-servers.test.ts.
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';

const gateway = await startGateway();
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.close();
  await gateway.close();
});

const json = async (path: string) => (await fetch(`${gateway.url}/api${path}`)).json();

t.test('Notifications lists the agents the service has and says it is read-only here', async (t) => {
  const agents = (await json('/notifications/configurations')) as { name: string }[];
  t.ok(agents.length > 0, 'the sandbox has a demo agent');
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/settings/notifications`);
  await page.getByText('cannot be edited in this front end yet').waitFor();
  for (const agent of agents) await page.getByText(agent.name).waitFor();
  t.pass('every stored agent is listed');
  await page.close();
});
