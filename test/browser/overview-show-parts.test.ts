import t from 'tap';
import { startOverviewRig } from './overview-setup.ts';

t.test('for a show, an action can apply to one season or one episode', async (t) => {
  const rig = await startOverviewRig();
  t.teardown(() => rig.close());
  const page = await rig.newPage();
  await page.goto(`${rig.gateway.url}/overview?item=2000001`);
  const dialog = page.getByRole('dialog', { name: /^Series 1\b/ });
  await dialog.waitFor();

  await dialog.getByLabel('Season').selectOption({ label: 'Season 2' });
  await dialog.getByRole('button', { name: 'Exclude' }).click();
  await page.getByText('Excluded “Series 1 – Season 2” from all collections').waitFor();
  t.match(rig.fake.state.writes.at(-1), {
    path: '/api/rules/exclusion',
    body: { mediaId: 2000001, context: { id: 20000012, type: 3 }, action: 0 },
  });

  await dialog.getByLabel('Episode').selectOption({ label: '3. Episode 3' });
  await dialog.getByRole('button', { name: 'Include again' }).click();
  await page.getByText('“Series 1 – Season 2, Episode 3” is no longer excluded from all collections').waitFor();
  t.match(rig.fake.state.writes.at(-1), { body: { mediaId: 2000001, context: { id: 200000123, type: 4 }, action: 1 } });

  await dialog.getByLabel('Season').selectOption({ label: 'Whole show' });
  t.equal(await dialog.getByLabel('Episode').count(), 0, 'no episode picker for the whole show');
  await dialog.getByRole('button', { name: 'Add to collection' }).click();
  await page.getByText('Added “Series 1” to Old shows').waitFor();
  t.match(rig.fake.state.writes.at(-1), { body: { mediaId: 2000001, context: { id: 2000001, type: 2 }, collectionId: 2, action: 0 } });
});
