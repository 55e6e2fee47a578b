import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());

  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  t.test('on the demo sandbox the Overview shows both libraries with posters through the image cache', async (t) => {
    const { page } = await openPage(browser);
    await page.goto(`${gateway.url}/overview`);

    const movies = page.getByRole('list', { name: 'Movies' });
    await movies.waitFor();
    await page.getByText(/^1,\d{3} items$/).waitFor();
    // Wait for a poster to be drawn, then check where it came from (cacheImages is 1 in the demo).
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="list"] img')].some((img) => (img as HTMLImageElement).naturalWidth > 0),
    );
    const src = await movies.locator('img').first().getAttribute('src');
    t.match(src, /^\/images\/w300_and_h450_face\/[\w-]+\.svg$/, 'posters go through the gateway');

    await page.getByLabel('Library').selectOption({ label: 'TV Shows' });
    await page.getByRole('list', { name: 'TV Shows' }).waitFor();
    await page.getByText(/^\d+ items$/).waitFor();

    const firstShow = page.getByRole('list', { name: 'TV Shows' }).getByRole('button').first();
    const cardText = (await firstShow.textContent()) ?? '';
    await firstShow.click();
    const dialog = page.getByRole('dialog');
    const heading = dialog.getByRole('heading', { level: 2 });
    await heading.waitFor();
    const title = ((await heading.textContent()) ?? '').replace(/ \(\d{4}\)$/, '');
    t.ok(title.length > 0 && cardText.startsWith(title), `the detail view is about the card that was opened (${title})`);
    await page.waitForFunction(() => {
      const img = document.querySelector('dialog img') as HTMLImageElement | null;
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    t.match(await dialog.locator('img').first().getAttribute('src'), /^\/images\/w1280\//, 'the backdrop is shown');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  t.test('on the demo sandbox a search finds a movie and adding it to a collection is confirmed', async (t) => {
    const { page } = await openPage(browser);
    await page.goto(`${gateway.url}/overview`);
    const firstMovie = page.getByRole('list', { name: 'Movies' }).getByRole('button').first();
    await firstMovie.waitFor();
    await firstMovie.click();
    const heading = page.getByRole('dialog').getByRole('heading', { level: 2 });
    await heading.waitFor();
    const title = ((await heading.textContent()) ?? '').replace(/ \(\d{4}\)$/, '');
    await page.keyboard.press('Escape');
    await heading.waitFor({ state: 'hidden' });

    await page.getByLabel('Search').fill(title.toLowerCase());
    const results = page.getByRole('list', { name: `Results for ${title.toLowerCase()}` });
    await results.waitFor();
    const hit = results.getByRole('button', { name: new RegExp(`^${escapeRegExp(title)}`) }).first();
    await hit.click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^${escapeRegExp(title)}`) });
    await dialog.waitFor();
    const collection = await dialog.getByLabel('Collection', { exact: true }).locator('option:checked').textContent();
    await dialog.getByRole('button', { name: 'Add to collection' }).click();
    await page.getByText(`Added “${title}” to ${collection}`).waitFor();
    await dialog.getByText('In collection').waitFor();
    t.pass(`“${title}” was found and added to ${collection}`);
  });
});

// The base path is the gateway's and the app's concern, the same on either generation: checked once.
t.test('under a base path the grid, its posters and the detail view still work', async (t) => {
  const prefixed = await startGateway({ BASE_PATH: '/maintainerr' });
  t.teardown(() => prefixed.close());
  const { page } = await openPage(browser);
  await page.goto(`${prefixed.url}/overview`);
  await page.getByRole('list', { name: 'Movies' }).waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="list"] img')].some((img) => (img as HTMLImageElement).naturalWidth > 0),
  );
  t.match(
    await page.getByRole('list', { name: 'Movies' }).locator('img').first().getAttribute('src'),
    /^\/maintainerr\/images\/w300_and_h450_face\//,
  );
  await page.getByRole('list', { name: 'Movies' }).getByRole('button').first().click();
  await page.getByRole('dialog').getByRole('heading', { level: 2 }).waitFor();
  t.match(new URL(page.url()).pathname, /^\/maintainerr\/overview$/);
  t.match(new URL(page.url()).searchParams.get('item'), /^\d+$/);
});
