import t from 'tap';
import { startOverviewRig } from './overview-setup.ts';

// With no rule group there is no GET that lists global exclusions (API.md §5.7), so the app looks up
// the opened item by ?plexId= and its card follows what the detail view learned.
t.test('with no rule group, excluding from all collections puts the Excluded badge on the card, and including removes it', async (t) => {
  const rig = await startOverviewRig({ ruleGroups: [] });
  t.teardown(() => rig.close());
  const page = await rig.newPage();
  await page.goto(`${rig.gateway.url}/overview`);
  const card = page.getByRole('button', { name: /^Film 5\b/ });
  await card.waitFor();
  t.equal(await card.getByText('Excluded', { exact: true }).count(), 0, 'not excluded at first');

  await card.click();
  const dialog = page.getByRole('dialog', { name: 'Film 5 (1964)' });
  await dialog.getByRole('button', { name: 'Exclude' }).click();
  await page.getByText('Excluded “Film 5” from all collections').waitFor();
  await dialog.getByText('Excluded', { exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await card.getByText('Excluded', { exact: true }).waitFor();
  t.pass('the card shows the badge after the exclusion');

  await card.click();
  await dialog.getByRole('button', { name: 'Include again' }).click();
  await page.getByText('“Film 5” is no longer excluded from all collections').waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await card.getByText('Excluded', { exact: true }).waitFor({ state: 'detached' });
  t.pass('the badge went with the exclusion');

  const lookups = rig.fake.state.requests.filter((r) => r.startsWith('GET /api/rules/exclusion'));
  t.ok(lookups.length > 0, 'the opened item was looked up');
  t.same(new Set(lookups), new Set(['GET /api/rules/exclusion?plexId=1000005']), 'only the opened item, never one call per card');
});

t.test('with no rule group, an item the service already excludes shows the badge once opened', async (t) => {
  const rig = await startOverviewRig({ ruleGroups: [] });
  t.teardown(() => rig.close());
  const page = await rig.newPage();
  await page.goto(`${rig.gateway.url}/overview?item=1000003`);
  const dialog = page.getByRole('dialog', { name: 'Film 3 (1962)' });
  await dialog.getByText('Excluded', { exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: /^Film 3\b/ }).getByText('Excluded', { exact: true }).waitFor();
  t.pass('Film 3, excluded globally by the service, has the badge on its card');
});
