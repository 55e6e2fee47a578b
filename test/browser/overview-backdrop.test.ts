import t from 'tap';
import { startOverviewRig } from './overview-setup.ts';

t.test('the detail view shows the backdrop, and drops one that fails to load rather than show it broken', async (t) => {
  const rig = await startOverviewRig();
  t.teardown(() => rig.close());
  const page = await rig.newPage();
  const failingUrl = 'https://image.tmdb.org/t/p/w1280/backdrop-1000003.svg';
  await page.route(failingUrl, (route) => route.abort('failed'));

  await page.goto(`${rig.gateway.url}/overview?item=1000004`);
  const working = page.getByRole('dialog', { name: 'Film 4 (1963)' });
  await working.waitFor();
  await page.waitForFunction(() => {
    const img = document.querySelector('dialog img') as HTMLImageElement | null;
    return img !== null && img.complete && img.naturalWidth > 0;
  });
  t.equal(await working.locator('img').getAttribute('src'), 'https://image.tmdb.org/t/p/w1280/backdrop-1000004.svg');
  await page.keyboard.press('Escape');
  await working.waitFor({ state: 'hidden' });

  const failed = page.waitForEvent('requestfailed', (request) => request.url() === failingUrl);
  await page.getByRole('button', { name: /^Film 3\b/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Film 3 (1962)' });
  await dialog.waitFor();
  await failed;
  await dialog.locator('img').waitFor({ state: 'detached' });
  t.pass('the failed backdrop is gone');
  t.ok(await dialog.getByText('The story of film number 3.').isVisible(), 'the rest of the view is there');
  t.ok(await dialog.getByRole('button', { name: 'Exclude' }).isVisible());
});
