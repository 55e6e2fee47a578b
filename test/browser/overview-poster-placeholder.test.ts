import t from 'tap';
import { startOverviewRig } from './overview-setup.ts';

t.test('a poster that fails to load leaves a placeholder with the title, never a broken image', async (t) => {
  const rig = await startOverviewRig();
  t.teardown(() => rig.close());
  const page = await rig.newPage();
  await page.route('https://image.tmdb.org/t/p/*/poster-1000001.svg', (route) => route.abort('failed'));
  await page.goto(`${rig.gateway.url}/overview`);

  const failing = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Film 1\b/ }) });
  const working = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Film 2\b/ }) });
  await working.locator('img').waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('img')].some((img) => img.src.endsWith('poster-1000002.svg') && img.complete && img.naturalWidth > 0),
  );
  t.ok(rig.fake.state.requests.includes('GET /api/moviedb/image/movie/1000001'), 'the poster path was looked up');
  await failing.locator('img').waitFor({ state: 'detached' });
  t.equal(await failing.getByText('Film 1', { exact: true }).count(), 2, 'the title shows on the placeholder and under it');
  t.ok(await failing.getByText('Film 1', { exact: true }).first().isVisible(), 'the placeholder title is visible');
  const src = await working.locator('img').getAttribute('src');
  t.equal(src, 'https://image.tmdb.org/t/p/w300_and_h450_face/poster-1000002.svg', 'with cacheImages 0 posters come from the image host');
  t.equal(await working.locator('img').getAttribute('loading'), 'lazy');
});
