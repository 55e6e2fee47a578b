import t from 'tap';
import { startGateway } from '../helpers/gateway.ts';

t.test('the image cache lives under the base path and the page tells the app where images are', async (t) => {
  const gateway = await startGateway({ MAINTAINERR_URL: 'http://127.0.0.1:9', BASE_PATH: '/maintainerr' });
  t.teardown(() => gateway.close());
  const refused = await fetch(`${gateway.url}/images/w300/..%2fx.jpg`);
  t.equal(refused.status, 400);
  t.match(await refused.json(), { code: 'GW_ERR_IMAGE_PATH_INVALID' });

  const page = await (await fetch(`${gateway.url}/overview`)).text();
  const meta = /name="maintainerr-gateway" content="([^"]*)"/.exec(page)?.[1] ?? '';
  t.equal(JSON.parse(meta.replaceAll('&quot;', '"').replaceAll('&amp;', '&')).imageBase, 'https://image.tmdb.org/t/p');
});

// v2.21's poster look-up names a file the gateway serves from its cache (v3.24's names a URL: test/sandbox/v3-demo-posters).
t.test('in demo mode images come from the sandbox through the gateway, with their own policy', async (t) => {
  const gateway = await startGateway({ BASE_PATH: '/m' }, { sandboxApi: '2.21' });
  t.teardown(() => gateway.close());
  const page = await (await fetch(`${gateway.url}/overview`)).text();
  const meta = /name="maintainerr-gateway" content="([^"]*)"/.exec(page)?.[1] ?? '';
  t.equal(JSON.parse(meta.replaceAll('&quot;', '"').replaceAll('&amp;', '&')).imageBase, '/m/images');

  const library = await (await fetch(`${gateway.url}/api/plex/library/1/content/1?amount=1`)).json();
  const tmdbId = /tmdb:\/\/(\d+)/.exec(JSON.stringify(library.items[0].Guid))![1];
  const path = await (await fetch(`${gateway.url}/api/moviedb/image/movie/${tmdbId}`)).text();
  t.match(path, /^\/[\w-]+\.svg$/, 'the sandbox names an SVG poster');
  const poster = await fetch(`${gateway.url}/images/w300_and_h450_face${path}`);
  t.equal(poster.status, 200);
  t.equal(poster.headers.get('content-type'), 'image/svg+xml');
  t.equal(poster.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  t.match(poster.headers.get('content-security-policy'), /^default-src 'none'/, 'the image keeps its script-free policy');
  t.match(await poster.text(), /<svg/);
});
