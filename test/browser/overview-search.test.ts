import t from 'tap';
import { startOverviewRig } from './overview-setup.ts';

t.test('a search shows results across libraries and clearing it returns to the library', async (t) => {
  const rig = await startOverviewRig();
  t.teardown(() => rig.close());
  const page = await rig.newPage();
  await page.goto(`${rig.gateway.url}/overview`);
  await page.getByRole('button', { name: /^Film 1\b/ }).waitFor();

  await page.getByLabel('Search').fill('Series 1');
  await page.getByText('Results for').waitFor();
  await page.getByRole('button', { name: /^Series 12\b/ }).waitFor();
  t.equal(await page.getByRole('button', { name: /^Film 1\b/ }).count(), 0, 'the library grid made way for the results');
  t.ok(rig.fake.state.requests.includes('GET /api/plex/search/series%201'), 'the text was sent encoded and lower-cased');
  t.equal(await page.getByLabel('Library').count(), 0, 'no library switcher while searching');

  await page.getByRole('button', { name: 'Clear search' }).click();
  await page.getByRole('button', { name: /^Film 1\b/ }).waitFor();
  t.equal(await page.getByText('Results for').count(), 0);
  t.equal(await page.getByLabel('Search').inputValue(), '', 'the search box emptied itself');
});

t.test('a search with no results says so', async (t) => {
  const rig = await startOverviewRig();
  t.teardown(() => rig.close());
  const page = await rig.newPage('phone');
  await page.goto(`${rig.gateway.url}/overview`);
  await page.getByRole('button', { name: /^Film 1\b/ }).waitFor();
  await page.getByLabel('Search').fill('no such title');
  await page.getByText('Nothing matches “no such title”.').waitFor();
  t.equal(await page.getByRole('button', { name: /^Film \d/ }).count(), 0);

  await page.getByLabel('Search').fill('');
  await page.getByRole('button', { name: /^Film 1\b/ }).waitFor();
  t.pass('emptying the search box brings the library back');
});
