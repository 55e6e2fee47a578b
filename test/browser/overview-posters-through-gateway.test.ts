import t from 'tap';
import { fakePosterSvg } from '../../bench/overview-fake-service.mjs';
import { startOverviewRig } from './overview-setup.ts';

t.test('with cacheImages 1 on a real service, posters go through the gateway under its base path', async (t) => {
  const rig = await startOverviewRig({ cacheImages: 1, gatewayEnv: { BASE_PATH: '/maintainerr' } });
  t.teardown(() => rig.close());
  const page = await rig.newPage();
  const imageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') imageRequests.push(request.url());
  });
  // The gateway would fetch these from image.tmdb.org, out of reach here: answer its URLs in the
  // browser (the gateway side has its own tests in test/gateway/images-*).
  await page.route(`${rig.gateway.url}/images/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: fakePosterSvg('through the gateway') }),
  );
  await page.goto(`${rig.gateway.url}/overview`);
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('img')].some((i) => i.src.endsWith('poster-1000001.svg') && i.naturalWidth > 0),
  );
  const src = await page.getByRole('button', { name: /^Film 1\b/ }).locator('img').getAttribute('src');
  t.equal(src, '/maintainerr/images/w300_and_h450_face/poster-1000001.svg');
  t.ok(imageRequests.length > 0);
  t.same(
    imageRequests.filter((url) => !url.startsWith(`${rig.gateway.url}/images/`)),
    [],
    'no image was asked of another host',
  );
});
