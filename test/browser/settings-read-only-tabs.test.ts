// The tabs this front end does not edit (Radarr, Sonarr, Notifications) say so plainly and show
// what the service has stored.
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

t.test('Radarr lists the servers the service has, or says there are none', async (t) => {
  await fetch(`${gateway.url}/api/settings/radarr`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ serverName: 'Movies 4K', url: 'http://radarr.demo:7878', apiKey: 'k' }),
  });
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/settings/radarr`);
  await page.getByText('Movies 4K').waitFor();
  t.pass('the stored server is listed');
  await page.goto(`${gateway.url}/settings/sonarr`);
  t.same(await json('/settings/sonarr'), [], 'a fresh sandbox has no Sonarr server');
  await page.getByText('No Sonarr server is set up.').waitFor();
  t.pass('Sonarr says so');
  await page.close();
});
