// Creating a rule group by mouse on both generations: name, library, a Times viewed rule and a
// second section joined with OR holding a days rule; the service then holds the group with its
// rules in the recorded body shape, its collection exists, and the Rules list shows it.
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { collectionTitles, editorReady, fillRule, ruleItem, ruleShape, startRulesGateway, storedGroup } from './rules-editor-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}: create by mouse`, async (t) => {
  const gateway = await startRulesGateway(api);
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/rules`);
  await page.getByRole('link', { name: 'New rule group' }).or(page.getByRole('button', { name: 'New rule group' })).first().click();
  await page.waitForURL(/\/rules\/new$/);
  await editorReady(page);

  // v3.x lists Jellyfin's and Emby's properties beside Plex's whatever server it runs; the demo runs
  // Plex (GET /media-server/type), so only Plex's are offered: the others could never match here.
  const applications = ((await (await fetch(`${gateway.url}/api/rules/constants`)).json()) as { applications: { name: string }[] }).applications.map((app) => app.name);
  const groupsOffered = () => ruleItem(page, 1, 1).getByLabel('Property', { exact: true }).locator('optgroup').evaluateAll((groups) => groups.map((group) => group.getAttribute('label')));
  // The server's type may answer a moment after the constants: read until it did, for 5 s at most.
  let offered = await groupsOffered();
  for (const deadline = Date.now() + 5000; offered.length !== 1 && Date.now() < deadline; offered = await groupsOffered()) await page.waitForTimeout(100);
  if (api === '3.24') t.ok(applications.includes('Jellyfin') && applications.includes('Emby'), 'the service lists Jellyfin and Emby');
  t.ok(offered.includes('Plex'), "Plex's properties are offered");
  t.notOk(offered.includes('Jellyfin') || offered.includes('Emby'), `no other media server's: ${offered.join(', ')}`);

  const name = `Never watched, old ${api}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('Made by the browser test');
  await page.getByLabel('Library', { exact: true }).selectOption({ label: 'Movies' });
  await fillRule(page, 1, 1, { property: 'Plex › Times viewed', comparison: 'is more than', input: { label: 'Number', value: '0' } });
  await page.getByRole('button', { name: 'Add a section' }).click();
  await page.getByLabel('Section 2: join with the sections before').selectOption('or');
  await fillRule(page, 2, 1, { property: 'Plex › Date added', comparison: 'is before', input: { label: 'Days ago', value: '90' } });
  await page.getByRole('button', { name: 'Create rule group' }).click();
  await page.waitForURL(/\/rules$/);

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.waitFor();
  // The editor's button is gone with the editor: the list's heading has the focus, not the page's body.
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, { timeout: 5000 }).catch(() => undefined);
  t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Rules', 'the focus is on the Rules heading');
  t.equal(await card.locator('dt:text-is("Rules") + dd').innerText(), '2', 'the list shows the new group with its two rules');

  const group = await storedGroup(gateway.url, name);
  t.ok(group, 'the service holds the group');
  t.equal(group!.description, 'Made by the browser test');
  t.equal(String(group!.libraryId), '1', 'in the Movies library');
  t.same(group!.rules.map(ruleShape), [
    { operator: null, firstVal: [0, 5], action: 0, section: 0, customVal: { ruleTypeId: 0, value: '0' } },
    { operator: '1', firstVal: [0, 0], action: 5, section: 1, customVal: { ruleTypeId: 0, value: '7776000' } },
  ], 'the rules as the recorded body shape: OR between the sections, 90 days as seconds');
  t.ok((await collectionTitles(gateway.url)).includes(name), 'its collection exists');
  t.equal(gateway.control.requestsTo('POST', '/api/rules').length, 1, 'one POST /api/rules');
});
