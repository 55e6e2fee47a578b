import t from 'tap';
import { startOverviewRig } from './overview-setup.ts';

t.test('grid cards show In collection and Excluded badges, from one request per rule group', async (t) => {
  const rig = await startOverviewRig();
  t.teardown(() => rig.close());
  // Season 1 of Series 1 is excluded for rule group 1: its show counts as excluded (?plexId= of the show would list it).
  rig.fake.state.exclusions.push({ id: 2, plexId: 20000011, ruleGroupId: 1, parent: 2000001, type: 3 });
  const page = await rig.newPage();
  await page.goto(`${rig.gateway.url}/overview`);

  const film = (n: number) => page.getByRole('button', { name: new RegExp(`^Film ${n}\\b`) });
  await film(2).getByText('In collection', { exact: true }).waitFor();
  await film(3).getByText('Excluded', { exact: true }).waitFor();
  t.equal(await film(1).getByText(/^(In collection|Excluded)$/).count(), 0, 'Film 1 has neither badge');
  t.equal(await film(2).getByText('Excluded', { exact: true }).count(), 0, 'Film 2 is not excluded');
  t.equal(await film(3).getByText('In collection', { exact: true }).count(), 0, 'Film 3 is in no collection');

  await page.getByLabel('Library').selectOption({ label: 'Series' });
  await page.getByRole('button', { name: /^Series 1\b/ }).getByText('Excluded', { exact: true }).waitFor();
  t.equal(await page.getByRole('button', { name: /^Series 2\b/ }).getByText('Excluded', { exact: true }).count(), 0);

  const reads = rig.fake.state.requests.filter((r) => r.startsWith('GET /api/rules/exclusion'));
  t.same(new Set(reads), new Set(['GET /api/rules/exclusion?rulegroupId=1']), 'no per-card ?plexId= calls');
});
