import t from 'tap';
import { startOverviewRig } from './overview-setup.ts';

t.test('the user switches libraries and the choice is remembered after a reload', async (t) => {
  const rig = await startOverviewRig();
  t.teardown(() => rig.close());
  const page = await rig.newPage();
  await page.goto(`${rig.gateway.url}/overview`);

  await page.getByRole('button', { name: /^Film 1\b/ }).waitFor();
  await page.getByText('500 items').waitFor();
  t.equal(await page.getByLabel('Library').inputValue(), '1', 'the first library is shown first');

  await page.getByLabel('Library').selectOption({ label: 'Series' });
  await page.getByRole('button', { name: /^Series 1\b/ }).waitFor();
  await page.getByText('40 items').waitFor();
  t.equal(await page.getByRole('button', { name: /^Film 1\b/ }).count(), 0, 'the films are gone');

  await page.reload();
  await page.getByRole('button', { name: /^Series 1\b/ }).waitFor();
  t.equal(await page.getByLabel('Library').inputValue(), '2', 'Series is still chosen after the reload');
  t.ok(rig.fake.state.pageRequests.some((r) => r.library === '2' && r.page === 1), 'asked for the first page of Series');
});
