// BASE_PATH serves everything under a prefix, decided at run time: index.html gets the prefix in
// its asset URLs and its meta tag, in memory; the API and streams live under it; nothing is outside.
import t from 'tap';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createWebRoot, startGateway } from '../helpers/gateway.ts';
import { startUpstream } from '../helpers/upstream.ts';

const web = await createWebRoot();
const upstream = await startUpstream();
const gateway = await startGateway({ MAINTAINERR_URL: upstream.url, BASE_PATH: '/maintainerr/' }, { webRoot: web.dir });
t.teardown(async () => {
  await gateway.close();
  await upstream.close();
  await web.close();
});

function readMeta(html: string): Record<string, unknown> {
  const content = /<meta name="maintainerr-gateway" content="([^"]*)">/.exec(html)?.[1] ?? '';
  return JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'));
}

t.test('the page carries the prefix in its asset URLs and meta tag', async (t) => {
  t.equal(gateway.url, `${gateway.origin}/maintainerr`, 'the trailing slash of BASE_PATH is dropped');
  for (const path of ['/', '/overview', '/settings/plex']) {
    const response = await fetch(`${gateway.url}${path}`, { headers: { accept: 'text/html' } });
    t.equal(response.status, 200, path);
    const html = await response.text();
    t.match(html, '<script type="module" src="/maintainerr/assets/main-TESTHASH.js">');
    t.match(html, 'href="/maintainerr/favicon.svg"');
    t.notMatch(html, '__BASE_PATH__');
    t.match(readMeta(html), { basePath: '/maintainerr', demo: false, upstream: upstream.url });
  }
  const bare = await fetch(`${gateway.url}`, { headers: { accept: 'text/html' } });
  t.equal(bare.status, 200, 'the prefix without a trailing slash is the app too');
  await bare.text();
  t.match(await readFile(join(web.dir, 'index.html'), 'utf8'), '__BASE_PATH__', 'the file on disk is untouched');
});

t.test('assets and the API live under the prefix', async (t) => {
  const asset = await fetch(`${gateway.url}/assets/main-TESTHASH.js`);
  t.equal(asset.status, 200);
  await asset.text();
  const api = await fetch(`${gateway.url}/api/app/status?x=1`);
  t.equal(api.status, 200);
  await api.text();
  t.equal(upstream.requests.at(-1)!.url, '/api/app/status?x=1', 'the prefix is removed before the upstream');
});

t.test('nothing is served outside the prefix', async (t) => {
  for (const path of ['/overview', '/assets/main-TESTHASH.js', '/api/app/status', '/maintainerrx']) {
    const response = await fetch(`${gateway.origin}${path}`, { headers: { accept: 'text/html' } });
    t.equal(response.status, 404, path);
    t.match(await response.json(), { code: 'GW_ERR_NOT_FOUND' });
  }
  const root = await fetch(`${gateway.origin}/`, { redirect: 'manual' });
  t.equal(root.status, 302, 'the bare origin points at the app');
  t.equal(root.headers.get('location'), '/maintainerr/');
  const withQuery = await fetch(`${gateway.origin}/?utm=dash&x=%2F1`, { redirect: 'manual' });
  t.equal(withQuery.headers.get('location'), '/maintainerr/?utm=dash&x=%2F1', 'with its query, as it came');
});

t.test('without BASE_PATH the page says so', async (t) => {
  const plain = await startGateway({ MAINTAINERR_URL: upstream.url }, { webRoot: web.dir });
  t.teardown(() => plain.close());
  const html = await (await fetch(`${plain.url}/rules`, { headers: { accept: 'text/html' } })).text();
  t.match(html, 'src="/assets/main-TESTHASH.js"');
  t.match(readMeta(html), { basePath: '' });
});
