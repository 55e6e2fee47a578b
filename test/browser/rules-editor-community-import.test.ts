// Importing a rule the community shared, with the community site reachable (the sandbox answers
// offline, as a service without internet does, so each test gives it an online listing). v3.24 has
// the rules carried over to its media server first (POST /rules/migrate, as its own UI does) and
// builds what that answer holds; v2.21, Plex only, takes them as listed. A failed migration leaves
// the builder as it was and says why.
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { editorReady, ruleItem, ruleShape, startRulesGateway, storedGroup } from './rules-editor-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

/** "Last view date" before 90 days, as a community rule's JsonRules holds it. */
const LISTED_RULE = { operator: null, firstVal: [0, 7], action: 5, section: 0, customVal: { ruleTypeId: 0, value: '7776000' } };
const LISTING = [
  { id: 11, name: 'Stale movies', description: 'Not viewed for three months', karma: 40, uploadedBy: 'homelab', type: 'movie', appVersion: '2.0.0', JsonRules: [LISTED_RULE] },
  { id: 12, name: 'Stale shows', description: 'For shows', karma: 90, uploadedBy: 'homelab', type: 'show', appVersion: '2.0.0', JsonRules: [LISTED_RULE] },
];
/** What a v3.24 migration gives back in the test: the rule on "Last play date (including unfinished)" (47). */
const MIGRATED_RULE = { ...LISTED_RULE, firstVal: [0, 47] };

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startRulesGateway(api);
  t.teardown(() => gateway.close());
  const { control } = gateway;
  control.respond('GET', '/api/rules/community', () => ({ json: LISTING }));
  const migrations: unknown[] = [];
  control.respond('POST', '/api/rules/migrate', ({ body }) => {
    migrations.push(body);
    return { status: 201, json: { code: 1, result: JSON.stringify([MIGRATED_RULE]), message: 'Migrated 1 rules, skipped 0' } };
  });
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/rules/new`);
  await editorReady(page);
  const property = ruleItem(page, 1, 1).getByLabel('Property', { exact: true });
  const propertyBefore = await property.inputValue();

  await page.getByRole('button', { name: 'Community rules' }).click();
  const panel = page.getByRole('group', { name: 'Community rules' });
  await panel.getByText('Stale movies').waitFor();
  t.equal(await panel.getByText('Stale shows').count(), 0, 'a movie group lists movie rules only');

  if (api === '3.24') {
    control.fail('POST', '/api/rules/migrate', 500);
    await panel.getByRole('button', { name: 'Import Stale movies' }).click();
    await panel.getByRole('alert').getByText(/^Could not import “Stale movies”: /).waitFor();
    t.equal(await property.inputValue(), propertyBefore, 'a failed migration leaves the builder as it was');
    const toggle = page.getByRole('button', { name: /community rules$/i });
    await toggle.click();
    await toggle.click();
    await panel.getByText('Stale movies', { exact: true }).waitFor();
    t.equal(await panel.getByRole('alert').count(), 0, 'closed and opened again, the panel no longer shows the old failure');
  }

  const held = api === '3.24' ? control.hold('POST', '/api/rules/migrate') : undefined;
  await panel.getByRole('button', { name: 'Import Stale movies' }).click();
  if (held) {
    await held.reached;
    t.equal(await page.getByRole('button', { name: 'Hide community rules' }).isDisabled(), true, 'the panel cannot be closed while the service migrates the rule');
    await page.getByLabel('Name', { exact: true }).fill(`Community ${api}`);
    held.release();
  }
  await page.getByText('Imported “Stale movies”: 1 rule. Save to keep it.').waitFor();
  if (held) t.equal(await page.getByLabel('Name', { exact: true }).inputValue(), `Community ${api}`, 'a name typed while the service migrated is kept');
  t.equal(await panel.count(), 0, 'the panel closes');
  const expectedProperty = api === '3.24' ? 'Plex › Last play date (including unfinished)' : 'Plex › Last view date';
  t.equal(await property.locator('option:checked').textContent(), expectedProperty, api === '3.24' ? 'the builder holds the migrated rule' : 'the builder holds the listed rule');
  if (api === '3.24') {
    t.equal(migrations.length, 1, 'one migration reached the service once it worked');
    const sent = (migrations[0] as { rules?: unknown }).rules;
    t.type(sent, 'string', 'the rules go as a JSON string, as v3.24\'s own UI sends them');
    t.same(JSON.parse(sent as string), [LISTED_RULE], 'the rules as listed');
  }
  else t.equal(control.requestsTo('POST', '/api/rules/migrate').length, 0, 'v2.21 has no migration');

  await page.getByLabel('Name', { exact: true }).fill(`Community ${api}`);
  await page.getByRole('button', { name: 'Create rule group' }).click();
  await page.waitForURL(/\/rules$/);
  const group = await storedGroup(gateway.url, `Community ${api}`);
  t.same(group?.rules.map(ruleShape), [api === '3.24' ? MIGRATED_RULE : LISTED_RULE], 'the service holds the imported rule');
});
