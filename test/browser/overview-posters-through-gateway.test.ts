import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { mediaReader, SANDBOX_APIS } from '../helpers/generations.ts';
import { startSandboxService } from '../helpers/sandbox-service.ts';
import { cardOf, posterFileOf } from './overview-setup.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

/** A small SVG to answer image requests with: the gateway would fetch these from image.tmdb.org, out of reach here. */
const POSTER = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450"><rect width="300" height="450" fill="#345"/></svg>';

// In front of a real service (MAINTAINERR_URL), posters go through the gateway's image cache when
// v2.21's cacheImages is on and always on v3.x (which has no such setting), and straight from the
// image host when v2.21's cacheImages is off.
for (const api of SANDBOX_APIS) {
  const cases = api === '2.21' ? [{ cacheImages: 1 }, { cacheImages: 0 }] : [{ cacheImages: undefined }];
  for (const { cacheImages } of cases) {
    const viaGateway = cacheImages !== 0;
    t.test(`Maintainerr ${api}${cacheImages === undefined ? '' : ` with cacheImages ${cacheImages}`}: posters come ${viaGateway ? 'through the gateway under its base path' : 'from the image host'}`, async (t) => {
      const service = await startSandboxService({ apiVersion: api, movieCount: 60, showCount: 5 });
      const gateway = await startGateway({ MAINTAINERR_URL: service.url, BASE_PATH: '/maintainerr' });
      t.teardown(async () => {
        await gateway.close();
        await service.close();
      });
      if (cacheImages !== undefined) {
        const row = (await (await fetch(`${service.url}/api/settings`)).json()) as Record<string, unknown>;
        service.control.respond('GET', '/api/settings', () => ({ json: { ...row, cacheImages } }));
      }
      const media = mediaReader(gateway.url, api);
      const [movies] = await media.libraries();
      const film = (await media.page(movies!, 1, 10)).items[0]!;

      const { page } = await openPage(browser);
      const imageRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') imageRequests.push(request.url());
      });
      // Look-ups go in batches to the gateway, never one request per card to the service.
      const lookupBatches: number[] = [];
      const singleLookups: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path === '/maintainerr/images/lookups') lookupBatches.push((request.postDataJSON() as { paths: string[] }).paths.length);
        if (/\/api\/(moviedb|metadata)\//.test(path)) singleLookups.push(path);
      });
      const imageRoot = viaGateway ? `${gateway.url}/images/` : 'https://image.tmdb.org/t/p/';
      await page.route(`${imageRoot}**`, (route) =>
        route.request().resourceType() === 'image' ? route.fulfill({ status: 200, contentType: 'image/svg+xml', body: POSTER }) : route.continue(),
      );
      await page.goto(`${gateway.url}/overview`);
      await page.waitForFunction(
        (file) => [...document.querySelectorAll<HTMLImageElement>('img')].some((i) => i.src.endsWith(file) && i.naturalWidth > 0),
        posterFileOf(film),
      );
      const src = await cardOf(page, film).locator('img').getAttribute('src');
      t.equal(src, viaGateway ? `/maintainerr/images/w300_and_h450_face/${posterFileOf(film)}` : `https://image.tmdb.org/t/p/w300_and_h450_face/${posterFileOf(film)}`);
      t.ok(imageRequests.length > 0);
      const looked = lookupBatches.reduce((sum, count) => sum + count, 0);
      t.ok(looked >= 10 && lookupBatches.length <= looked / 5, `${looked} look-ups in ${lookupBatches.length} batch(es)`);
      t.same(singleLookups, [], 'no look-up was asked one by one');
      t.same(imageRequests.filter((url) => !url.startsWith(imageRoot)), [], 'no image was asked of anywhere else');
    });
  }
}
