import t from 'tap';
import { startOverviewRig } from './overview-setup.ts';

t.test('adding to a collection and excluding confirm with a toast, and a soft failure is reported', async (t) => {
  const rig = await startOverviewRig();
  t.teardown(() => rig.close());
  const page = await rig.newPage();
  await page.goto(`${rig.gateway.url}/overview?item=1000005`);
  const dialog = page.getByRole('dialog', { name: 'Film 5 (1964)' });
  await dialog.waitFor();

  await dialog.getByRole('button', { name: 'Add to collection' }).click();
  await page.getByText('Added “Film 5” to Leaving soon').waitFor();
  t.ok(
    rig.fake.state.collections[0]!.media.some((m) => m.plexId === 1000005),
    'the service received the add for the right item and collection',
  );
  await dialog.getByText('In collection').waitFor();

  await dialog.getByRole('button', { name: 'Exclude' }).click();
  await page.getByText('Excluded “Film 5” from all collections').waitFor();
  t.ok(rig.fake.state.exclusions.some((e) => e.plexId === 1000005));
  await dialog.getByText('Excluded', { exact: true }).waitFor();

  // The service answers soft failures with a success status: {code:0,result:"Failed"} and an empty body.
  rig.fake.state.failWrites = true;
  await dialog.getByRole('button', { name: 'Include again' }).click();
  await page.getByText('Could not include “Film 5” again: Failed.').waitFor();
  await dialog.getByRole('button', { name: 'Remove from collection' }).click();
  await page.getByText(/Could not remove “Film 5” from Leaving soon/).waitFor();
  t.ok(rig.fake.state.collections[0]!.media.some((m) => m.plexId === 1000005), 'still in the collection');
});
