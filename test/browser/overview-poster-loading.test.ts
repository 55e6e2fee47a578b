import t from 'tap';
import type { Locator, Request } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { cardOf, posterFileOf, startOverviewRig } from './overview-setup.ts';

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

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const rig = await startOverviewRig(browser, api);
  t.teardown(() => rig.close());

  t.test('while a poster loads its card shows the placeholder with the title, and the image once it has loaded', async (t) => {
    const film = rig.movie(1);
    const page = await rig.newPage(t);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = new Promise<void>((reached) =>
      page.route(`**/images/*/${posterFileOf(film)}`, async (route) => {
        reached();
        await released;
        await route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450"/>' });
      }),
    );
    await page.goto(`${rig.gateway.url}/overview`);
    await held;

    const loading = await posterLooks(cardOf(page, film));
    t.ok(loading.placeholderTitleVisible, 'the title shows on the placeholder');
    t.same(loading.images, [{ drawn: false, opacity: '0' }], 'the image waits unseen, so nothing broken shows');

    release();
    await page.waitForFunction((file) => {
      const img = [...document.querySelectorAll<HTMLImageElement>('img')].find((i) => i.src.endsWith(file));
      return img !== undefined && img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === '1';
    }, posterFileOf(film));
    t.pass('the loaded poster is drawn over the placeholder');
  });

  t.test('an item with no poster keeps the placeholder with its title and no image', async (t) => {
    const [bare, next] = [rig.movie(4), rig.movie(5)];
    const lookup = `/api${rig.media.wire.imageLookupPath(bare, 'poster')}`;
    // The service's answer for an item it has no poster for (and v3.24's offline answer): an empty body.
    rig.control.respond('GET', new RegExp(`^${lookup.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), () => ({ empty: true }));
    const page = await rig.newPage(t);
    // The look-ups reach the gateway in batches (POST /images/lookups); this one's answer is in one of them.
    const lookupPath = lookup.slice('/api'.length);
    const pathsOf = (request: Request) => (request.postDataJSON() as { paths: string[] }).paths;
    const answered = page.waitForResponse((response) => response.url().endsWith('/images/lookups') && pathsOf(response.request()).includes(lookupPath));
    await page.goto(`${rig.gateway.url}/overview`);
    const batch = await answered;
    const { answers } = (await batch.json()) as { answers: { status: number; body: string }[] };
    t.same(answers[pathsOf(batch.request()).indexOf(lookupPath)], { status: 200, body: '' }, `the service has no poster for ${bare.title}`);
    // The next film's path was asked for with this one's; once its poster is drawn, the empty answer is in too.
    await page.waitForFunction(
      (file) => [...document.querySelectorAll<HTMLImageElement>('img')].some((i) => i.src.endsWith(file) && i.naturalWidth > 0),
      posterFileOf(next),
    );
    const looks = await posterLooks(cardOf(page, bare));
    t.same(looks.images, [], 'no image element at all');
    t.ok(looks.placeholderTitleVisible, 'the title shows on the placeholder');
  });
});
