import t from 'tap';
import type { Locator } from 'playwright-core';
import { startOverviewRig } from './overview-setup.ts';

/** What a card's poster area shows: its image's state and whether the placeholder title is visible. */
async function posterLooks(card: Locator) {
  const title = await card.locator('span').first().textContent();
  return {
    images: await card.locator('img').evaluateAll((images) =>
      images.map((img) => ({
        drawn: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        opacity: getComputedStyle(img).opacity,
      })),
    ),
    placeholderTitleVisible: await card.getByText(title ?? '', { exact: true }).first().isVisible(),
  };
}

t.test('while a poster loads its card shows the placeholder with the title, and the image once it has loaded', async (t) => {
  const rig = await startOverviewRig();
  t.teardown(() => rig.close());
  const page = await rig.newPage();
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = new Promise<void>((reached) =>
    page.route('https://image.tmdb.org/t/p/*/poster-1000001.svg', async (route) => {
      reached();
      await released;
      await route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450"/>' });
    }),
  );
  await page.goto(`${rig.gateway.url}/overview`);
  const card = page.getByRole('button', { name: /^Film 1\b/ });
  await held;

  const loading = await posterLooks(card);
  t.ok(loading.placeholderTitleVisible, 'the title shows on the placeholder');
  t.same(loading.images, [{ drawn: false, opacity: '0' }], 'the image waits unseen, so nothing broken shows');

  release();
  await page.waitForFunction(() => {
    const img = [...document.querySelectorAll<HTMLImageElement>('img')].find((i) => i.src.endsWith('poster-1000001.svg'));
    return img !== undefined && img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === '1';
  });
  t.pass('the loaded poster is drawn over the placeholder');
});

t.test('an item with no poster path keeps the placeholder with its title and no image', async (t) => {
  const rig = await startOverviewRig();
  t.teardown(() => rig.close());
  rig.fake.state.noPoster.push(1000004);
  const page = await rig.newPage();
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/moviedb/image/movie/1000004'));
  await page.goto(`${rig.gateway.url}/overview`);
  t.equal(await (await answered).text(), '', 'the service has no poster for Film 4');
  // Film 5's path was asked for with Film 4's; once its poster is drawn, Film 4's empty answer is in too.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('img')].some((i) => i.src.endsWith('poster-1000005.svg') && i.naturalWidth > 0),
  );
  const looks = await posterLooks(page.getByRole('button', { name: /^Film 4\b/ }));
  t.same(looks.images, [], 'no image element at all');
  t.ok(looks.placeholderTitleVisible, 'the title shows on the placeholder');
});
