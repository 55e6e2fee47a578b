// Everything is guarded: the API, both event streams, images and the Security routes
// answer 401 JSON without a session and never reach the service; the app's page and assets, the
// health checks and the sign-in routes stay open, under BASE_PATH too.
import t from 'tap';
import { createWebRoot, startGateway } from '../helpers/gateway.ts';
import { startUpstream } from '../helpers/upstream.ts';
import { createAdmin } from '../helpers/auth.ts';

const web = await createWebRoot();
const upstream = await startUpstream((request, response) => {
  if (request.url?.endsWith('/stream')) {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write('data: {}\n\n');
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  // /readyz takes only the service's own answer (its time zone) as ready.
  response.end(request.url === '/api/app/timezone' ? 'UTC' : '{"ok":true}');
});
t.teardown(async () => {
  await upstream.close();
  await web.close();
});

const GUARDED: [string, string][] = [
  ['GET', '/api'],
  ['GET', '/api/settings'],
  ['POST', '/api/collections/handle'],
  ['DELETE', '/api/rules/1'],
  ['GET', '/api/events/stream'],
  ['GET', '/api/logs/stream'],
  // Encoded spellings of /api route to the proxy too; they are guarded the same.
  ['GET', '/%61pi/settings'],
  ['GET', '/images/w300/abc.jpg'],
  ['GET', '/auth/api-key'],
  ['POST', '/auth/api-key'],
  ['POST', '/auth/password'],
];

for (const basePath of ['', '/maintainerr']) {
  t.test(`without a session${basePath ? ` under ${basePath}` : ''}`, async (t) => {
    const gateway = await startGateway({ MAINTAINERR_URL: upstream.url, AUTH: 'login', BASE_PATH: basePath }, { webRoot: web.dir });
    t.teardown(() => gateway.close());
    await createAdmin(gateway.url);
    const before = upstream.requests.length;
    for (const [method, path] of GUARDED) {
      const response = await fetch(`${gateway.url}${path}`, {
        method,
        headers: { accept: 'text/event-stream, application/json', ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
        body: method === 'GET' ? undefined : '{}',
        redirect: 'manual',
      });
      t.equal(response.status, 401, `${method} ${path}: 401`);
      t.match(response.headers.get('content-type'), /^application\/json/, `${method} ${path}: JSON, not a redirect`);
      const body = (await response.json()) as { statusCode: number; code: string; message: string };
      t.match(body, { statusCode: 401, code: 'GW_ERR_AUTH_REQUIRED' });
      // The API key opens /api only; elsewhere the answer does not offer it.
      const underApi = /^\/(api|%61pi)(\/|$)/.test(path);
      t.equal(body.message.endsWith('(or send the API key)'), underApi, `${method} ${path}: ${body.message}`);
    }
    t.equal(upstream.requests.length, before, 'nothing reached the service');

    const open: [string, number][] = [
      ['/', 200],
      ['/overview', 200],
      ['/settings/security', 200],
      [web.scriptPath, 200],
      ['/favicon.svg', 200],
      ['/healthz', 200],
      ['/readyz', 200],
      ['/auth/status', 200],
    ];
    for (const [path, status] of open) {
      const response = await fetch(`${gateway.url}${path}`, { headers: { accept: 'text/html' } });
      t.equal(response.status, status, `${path} stays open`);
    }
  });
}
