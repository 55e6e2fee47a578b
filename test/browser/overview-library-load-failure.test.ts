import t from 'tap';
import { startOverviewRig } from './overview-setup.ts';

t.test('a library that cannot be loaded says so, and Try again loads it once the service is back', async (t) => {
  const rig = await startOverviewRig();
  t.teardown(() => rig.close());
  rig.fake.state.failPages = true;
  const page = await rig.newPage();
  await page.goto(`${rig.gateway.url}/overview`);

  await page.getByRole('alert').filter({ hasText: 'The items of Films could not be loaded.' }).waitFor();
  const attempts = rig.fake.state.pageRequests.length;
  t.equal(attempts, 4, `page 1 was asked once and retried 3 times, as every read is (${attempts})`);

  rig.fake.state.failPages = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('button', { name: /^Film 1\b/ }).waitFor();
  await page.getByText('500 items').waitFor();
  t.equal(await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).count(), 0);
});
