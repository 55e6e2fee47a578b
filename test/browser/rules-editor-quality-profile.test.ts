// v3.x's "Change quality profile" action: the profiles come from the chosen Radarr server, a server
// the service cannot reach says so at the field, the action cannot be saved without a profile (it
// was, and came back as Delete) nor with another server's, and a saved one comes back with its
// action and profile.
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { editorReady, startRulesGateway } from './rules-editor-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

t.test('Maintainerr 3.24: a group that changes the quality profile', async (t) => {
  const gateway = await startRulesGateway('3.24');
  t.teardown(() => gateway.close());
  // The sandbox's demo host answers as a Radarr would; any other host cannot be reached.
  for (const [serverName, url] of [['Demo Radarr', 'http://radarr.demo:7878'], ['Unreachable Radarr', 'http://radarr.lan:7878']]) {
    const answer = await fetch(`${gateway.url}/api/settings/radarr`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ serverName, url, apiKey: 'key' }) });
    t.equal(answer.status, 201, `${serverName} added`);
  }
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/rules/1/edit`);
  await editorReady(page);
  const server = page.getByLabel('Radarr server', { exact: true });
  const action = page.getByLabel('Action', { exact: true });
  const profile = page.getByLabel('Quality profile', { exact: true });

  await server.selectOption({ label: 'Unreachable Radarr' });
  await action.selectOption({ label: 'Change quality profile' });
  await page.getByText("Could not load this server's quality profiles").waitFor();
  t.pass('a server the service cannot reach: the field says the profiles could not be loaded');

  await server.selectOption({ label: 'Demo Radarr' });
  await profile.locator('option', { hasText: 'HD-1080p' }).waitFor({ state: 'attached' });
  t.equal(await page.getByText("Could not load this server's quality profiles").count(), 0, 'the demo server offers its profiles');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.locator('#rule-editor-problems').getByText('One thing to fix before saving:').waitFor();
  t.ok(await page.getByRole('group', { name: 'What happens' }).getByText('Choose the quality profile to change to.').isVisible(), 'no profile: the message is at the field');
  t.equal(gateway.control.requestsTo('PUT', '/api/rules').length, 0, 'and nothing is sent');

  // A profile belongs to its server: choosing another server drops it, so the other server's id is never sent.
  await profile.selectOption({ label: 'HD-1080p' });
  await server.selectOption({ label: 'Unreachable Radarr' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('group', { name: 'What happens' }).getByText('Choose the quality profile to change to.').waitFor();
  t.equal(gateway.control.requestsTo('PUT', '/api/rules').length, 0, 'another server: the profile must be chosen again');

  await server.selectOption({ label: 'Demo Radarr' });
  await profile.locator('option', { hasText: 'HD-1080p' }).waitFor({ state: 'attached' });
  await profile.selectOption({ label: 'HD-1080p' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL((url) => url.pathname === '/rules');
  const stored = ((await (await fetch(`${gateway.url}/api/rules`)).json()) as { id: number; collection: Record<string, unknown> }[]).find((group) => group.id === 1)!;
  t.match(stored.collection, { arrAction: 5, radarrQualityProfileId: 4 }, 'the service holds the action and the profile');

  await page.goto(`${gateway.url}/rules/1/edit`);
  await editorReady(page);
  const chosen = (select: typeof action) => select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
  await profile.locator('option', { hasText: 'HD-1080p' }).waitFor({ state: 'attached' });
  t.same([await chosen(server), await chosen(action), await chosen(profile)], ['Demo Radarr', 'Change quality profile', 'HD-1080p'], 'reopened, the group shows them again');
});
