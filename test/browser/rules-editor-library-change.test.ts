// A group moved to a library of the other family (movies <-> shows) loses its Radarr/Sonarr server,
// which does not serve that library, and with it an action only that server could take: it had
// stayed chosen as a bare "Action 3" and was saved so. Choosing no library keeps them. The choices
// are alike on both generations.
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { mediaReader } from '../helpers/generations.ts';
import { editorReady, startRulesGateway } from './rules-editor-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

t.test('Maintainerr 3.24: a movie group with a Radarr action moved to a show library', async (t) => {
  const gateway = await startRulesGateway('3.24');
  t.teardown(() => gateway.close());
  const added = await fetch(`${gateway.url}/api/settings/radarr`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ serverName: 'Demo Radarr', url: 'http://radarr.demo:7878', apiKey: 'key' }),
  });
  t.equal(added.status, 201, 'a Radarr server to choose');
  const shows = (await mediaReader(gateway.url, '3.24').libraries()).find((library) => library.kind === 'show')!;

  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/rules/1/edit`);
  await editorReady(page);
  const chosen = (label: string) =>
    page.getByLabel(label, { exact: true }).evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
  await page.getByLabel('Radarr server', { exact: true }).selectOption({ label: 'Demo Radarr' });
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Unmonitor and keep files' });

  // On the way, no library at all: that is no other family, and the choices stay.
  await page.getByLabel('Library', { exact: true }).selectOption({ label: 'Choose a library…' });
  t.equal(await chosen('Radarr server'), 'Demo Radarr', 'with no library chosen the server stays');
  t.equal(await chosen('Action'), 'Unmonitor and keep files', 'and so does its action');

  await page.getByLabel('Library', { exact: true }).selectOption({ label: shows.title });
  await page.getByLabel('Sonarr server', { exact: true }).waitFor();
  t.equal(await chosen('Sonarr server'), 'None: the media server acts', 'the Radarr server is gone');
  t.equal(await chosen('Action'), 'Do nothing', 'its action with it');
  const actions = await page.getByLabel('Action', { exact: true }).locator('option').allTextContents();
  t.notOk(actions.some((label) => /^Action \d/.test(label)), `no bare action number is offered (${actions.join(', ')})`);
});
