// v3.x: a show library may hold sports leagues, which a Sportarr server manages instead of Sonarr.
// Once a Sportarr server exists, a show group's server picker offers the Sonarr and the Sportarr
// servers under a heading each; the group is saved with the one chosen and nothing of the other
// (the service refuses both), with its quality profile from that server; Sportarr's actions alone
// are offered, and Sonarr's own options (import list exclusions, tags, leftover folders) go with
// it. A server its list does not hold still shows as chosen. Movie groups, and v2.21, which has no
// Sportarr, are as before.
import t from 'tap';
import type { Locator } from 'playwright-core';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { editorReady, startRulesGateway, storedGroup } from './rules-editor-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

const addServer = (url: string, kind: string, serverName: string) =>
  fetch(`${url}/api/settings/${kind}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ serverName, url: `http://${kind}.demo:8989`, apiKey: 'key' }) });
const chosen = (select: Locator) => select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
/** Each heading of the select's option groups, with its options. */
const optionGroups = (select: Locator) =>
  select.evaluate((element) => [...element.querySelectorAll('optgroup')].map((group) => [group.label, ...[...group.querySelectorAll('option')].map((option) => option.textContent)]));

t.test('Maintainerr 3.24: a show group managed by a Sportarr server', async (t) => {
  const gateway = await startRulesGateway('3.24');
  t.teardown(() => gateway.close());
  t.equal((await addServer(gateway.url, 'sonarr', 'TV')).status, 201);
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/rules/3/edit`);
  await editorReady(page);
  await page.getByLabel('Sonarr server', { exact: true }).locator('option', { hasText: 'TV' }).waitFor({ state: 'attached' });
  t.pass('no Sportarr server yet: the picker is Sonarr\'s, as before');

  t.equal((await addServer(gateway.url, 'sportarr', 'Leagues')).status, 201);
  await page.reload();
  await editorReady(page);
  const server = page.getByLabel('Sonarr or Sportarr server', { exact: true });
  await server.locator('option', { hasText: 'Leagues' }).waitFor({ state: 'attached' });
  t.same(await optionGroups(server), [['Sonarr', 'TV'], ['Sportarr', 'Leagues']], 'each *arr\'s servers under its heading');
  const whatHappens = page.getByRole('group', { name: 'What happens' });
  const sonarrOnly = ['Tag the media in Radarr/Sonarr', 'Remove folders left behind after deleting', 'Add an import list exclusion in Radarr/Sonarr when the action deletes'];
  await whatHappens.getByLabel('Tag the media in Radarr/Sonarr').check();

  const action = page.getByLabel('Action', { exact: true });
  await server.selectOption({ label: 'TV' });
  await action.selectOption({ label: 'Unmonitor and delete all seasons / episodes' });

  await server.selectOption({ label: 'Leagues' });
  for (const label of sonarrOnly) t.equal(await whatHappens.getByLabel(label).count(), 0, `with Sportarr: no "${label}"`);
  t.same(
    await action.locator('option').allTextContents(),
    ['Delete entire league', 'Unmonitor league and keep files', 'Do nothing', 'Change quality profile'],
    'Sportarr\'s actions alone are offered',
  );
  t.equal(await chosen(action), 'Do nothing', 'an action Sportarr does not take gives way to Do nothing');
  await action.selectOption({ label: 'Change quality profile' });
  const profile = page.getByLabel('Quality profile', { exact: true });
  await profile.locator('option', { hasText: 'HD-1080p' }).waitFor({ state: 'attached' });
  await profile.selectOption({ label: 'HD-1080p' });
  const sent = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/rules'));
  await page.getByRole('button', { name: 'Save changes' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  t.match(body, { sportarrSettingsId: 1, sportarrQualityProfileId: 4, tagInArr: false, listExclusions: false }, 'saved with the Sportarr server and its profile, the options it hid unset');
  t.notOk('sonarrSettingsId' in body, 'and no Sonarr server beside it');
  await page.waitForURL((url) => url.pathname === '/rules');
  t.match((await storedGroup(gateway.url, 'Abandoned shows'))?.collection, { arrAction: 5, sonarrSettingsId: null, sportarrSettingsId: 1, sportarrQualityProfileId: 4 }, 'the service holds them');

  await page.goto(`${gateway.url}/rules/3/edit`);
  await editorReady(page);
  await profile.locator('option', { hasText: 'HD-1080p' }).waitFor({ state: 'attached' });
  t.same([await chosen(server), await chosen(profile)], ['Leagues', 'HD-1080p'], 'reopened, the group shows its Sportarr server and profile');

  const listWithout = gateway.control.respond('GET', '/api/settings/sportarr', () => ({ json: [] }));
  await page.reload();
  await editorReady(page);
  await server.locator('option', { hasText: 'Unknown Sportarr server (1)' }).waitFor({ state: 'attached' });
  t.equal(await chosen(server), 'Unknown Sportarr server (1)', 'a server its list does not hold shows as the one chosen, not as None');
  listWithout();

  // The collections say what the group's action does through Sportarr, in its words.
  const actionOnCard = async () => {
    await page.goto(`${gateway.url}/collections`);
    const card = page.getByRole('list', { name: 'Collections' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Abandoned shows', exact: true }) });
    return card.locator('dt', { hasText: /^Action$/ }).locator('xpath=following-sibling::dd[1]').textContent();
  };
  t.equal(await actionOnCard(), 'Change quality profile', 'the collection names the quality profile change');
  await page.goto(`${gateway.url}/rules/3/edit`);
  await editorReady(page);
  await server.locator('option', { hasText: 'Leagues' }).waitFor({ state: 'attached' });
  await action.selectOption({ label: 'Delete entire league' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL((url) => url.pathname === '/rules');
  t.equal(await actionOnCard(), 'Delete entire league', 'and Delete in Sportarr\'s words');

  await page.goto(`${gateway.url}/rules/3/edit`);
  await editorReady(page);
  await server.locator('option', { hasText: 'Leagues' }).waitFor({ state: 'attached' });

  await server.selectOption({ label: 'TV' });
  t.ok(await whatHappens.getByLabel('Tag the media in Radarr/Sonarr').isVisible(), 'back on Sonarr, its options are offered again');
  await action.selectOption({ label: 'Do nothing' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL((url) => url.pathname === '/rules');
  t.match((await storedGroup(gateway.url, 'Abandoned shows'))?.collection, { sonarrSettingsId: 1, sportarrSettingsId: null }, 'a Sonarr server chosen instead replaces it');

  await page.goto(`${gateway.url}/rules/1/edit`);
  await editorReady(page);
  const radarr = page.getByLabel('Radarr server', { exact: true });
  await radarr.waitFor();
  t.same(await optionGroups(radarr), [], 'a movie group is offered no Sportarr server');
});

t.test('Maintainerr 2.21: a show group asks for no Sportarr server', async (t) => {
  const gateway = await startRulesGateway('2.21');
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/rules/3/edit`);
  await editorReady(page);
  await page.getByLabel('Sonarr server', { exact: true }).waitFor();
  t.equal(gateway.control.requestsTo('GET', '/api/settings/sportarr').length, 0, 'the service is not asked for a list it has none of');
});
