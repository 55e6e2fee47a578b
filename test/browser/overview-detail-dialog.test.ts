import t from 'tap';
import { startOverviewRig } from './overview-setup.ts';

t.test('the detail view opens from a card and closes with Escape, the Close button and Back', async (t) => {
  const rig = await startOverviewRig();
  t.teardown(() => rig.close());
  const page = await rig.newPage();
  await page.goto(`${rig.gateway.url}/overview`);
  const card = page.getByRole('button', { name: /^Film 3\b/ });
  const dialog = page.getByRole('dialog', { name: 'Film 3 (1962)' });

  await card.click();
  await dialog.waitFor();
  t.equal(new URL(page.url()).searchParams.get('item'), '1000003', 'the open item is in the URL');
  await dialog.getByText('The story of film number 3.').waitFor();
  t.ok(rig.fake.state.requests.includes('GET /api/plex/meta/1000003'));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  t.equal(new URL(page.url()).searchParams.get('item'), null, 'Escape removed the item from the URL');

  await card.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });

  await card.click();
  await dialog.waitFor();
  await page.goBack();
  await dialog.waitFor({ state: 'hidden' });
  t.equal(new URL(page.url()).pathname, '/overview', 'Back closed the view and stayed on the Overview');
  await card.waitFor();
});

t.test('a reload keeps the detail view open, and then Close still closes it', async (t) => {
  const rig = await startOverviewRig();
  t.teardown(() => rig.close());
  const page = await rig.newPage();
  await page.goto(`${rig.gateway.url}/overview?item=1000004`);
  const dialog = page.getByRole('dialog', { name: 'Film 4 (1963)' });
  await dialog.waitFor();
  await page.reload();
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  t.equal(new URL(page.url()).searchParams.get('item'), null);
  await page.getByRole('button', { name: /^Film 4\b/ }).waitFor();
});

t.test('on a phone a tap opens the detail view', async (t) => {
  const rig = await startOverviewRig();
  t.teardown(() => rig.close());
  const page = await rig.newPage('phone');
  await page.goto(`${rig.gateway.url}/overview`);
  await page.getByRole('button', { name: /^Film 2\b/ }).tap();
  const dialog = page.getByRole('dialog', { name: 'Film 2 (1961)' });
  await dialog.waitFor();
  // The collection actions come once the collections of the item's type have loaded.
  const addButton = dialog.getByRole('button', { name: 'Add to collection' });
  await addButton.waitFor({ timeout: 10_000 });
  t.ok(await addButton.isVisible(), 'the actions are within reach');
  await dialog.getByRole('button', { name: 'Close' }).tap();
  await dialog.waitFor({ state: 'hidden' });
});
