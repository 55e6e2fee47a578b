// Every answer carries the security headers: a CSP with no inline script (frame-ancestors 'self'
// plus FRAME_ANCESTORS), nosniff and a referrer policy; pages, assets, API answers and errors alike.
import t from 'tap';
import { createWebRoot, startGateway } from '../helpers/gateway.ts';
import { startUpstream } from '../helpers/upstream.ts';

const web = await createWebRoot();
const upstream = await startUpstream();
const gateway = await startGateway(
  { MAINTAINERR_URL: upstream.url, FRAME_ANCESTORS: 'https://dash.example.com https://*.home.lan:8443' },
  { webRoot: web.dir },
);
t.teardown(async () => {
  await gateway.close();
  await upstream.close();
  await web.close();
});

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values.join(' ')];
    }),
  );
}

t.test('every kind of answer has them', async (t) => {
  const urls: [string, RequestInit?][] = [
    ['/', { headers: { accept: 'text/html' } }],
    ['/overview', { headers: { accept: 'text/html' } }],
    [web.scriptPath],
    ['/assets/missing-1.js'],
    ['/', { method: 'POST' }],
    ['/api/app/status'],
    ['/api/nothing-here'],
    ['/healthz'],
    ['/elsewhere/../x'],
  ];
  for (const [path, init] of urls) {
    const response = await fetch(`${gateway.url}${path}`, init);
    await response.arrayBuffer();
    const csp = directives(response.headers.get('content-security-policy'));
    t.equal(csp.get('script-src'), "'self'", `${path}: script-src 'self' only, no inline script`);
    t.equal(csp.get('default-src'), "'self'", path);
    t.equal(csp.get('style-src'), "'self' 'unsafe-inline'", path);
    t.equal(csp.get('img-src'), "'self' data: https://image.tmdb.org", path);
    t.equal(csp.get('connect-src'), "'self' https://plex.tv", path);
    t.equal(csp.get('frame-ancestors'), "'self' https://dash.example.com https://*.home.lan:8443", path);
    t.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
    t.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path);
  }
});

t.test('without FRAME_ANCESTORS only the app itself may frame it', async (t) => {
  const plain = await startGateway({ MAINTAINERR_URL: upstream.url }, { webRoot: web.dir });
  t.teardown(() => plain.close());
  const response = await fetch(`${plain.url}/`);
  await response.text();
  t.equal(directives(response.headers.get('content-security-policy')).get('frame-ancestors'), "'self'");
});
