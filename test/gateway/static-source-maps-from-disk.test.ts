// Source maps are served from disk when asked, not held in memory with the rest of the app, to keep
// the gateway's memory small: only developer tools ask for them, and they are the biggest files of the build.
import t from 'tap';
import { writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { loadEmbeddedFiles } from '../../gateway/plugins/static-files.ts';
import { createWebRoot, startGateway } from '../helpers/gateway.ts';

const web = await createWebRoot();
const gateway = await startGateway({ MAINTAINERR_URL: 'http://127.0.0.1:9' }, { webRoot: web.dir });
t.teardown(async () => {
  await gateway.close();
  await web.close();
});
const mapPath = `${web.scriptPath}.map`;

t.test('a source map is not among the files held in memory', async (t) => {
  const files = await loadEmbeddedFiles(web.dir, '', {});
  t.ok(files.has(web.scriptPath), 'its script is');
  t.notOk(files.has(mapPath), 'its map is not');
});

t.test('a source map is served as it is on disk now', async (t) => {
  const first = await fetch(`${gateway.url}${mapPath}`);
  t.equal(first.status, 200);
  t.match(first.headers.get('content-type'), /^application\/json/);
  t.match(first.headers.get('cache-control'), /immutable/);
  t.same(await first.json(), { version: 3, sources: ['main.ts'], mappings: 'AAAA' });
  await writeFile(join(web.dir, mapPath), '{"version":3,"sources":["changed.ts"],"mappings":""}');
  const second = await fetch(`${gateway.url}${mapPath}`);
  t.same(await second.json(), { version: 3, sources: ['changed.ts'], mappings: '' }, 'read when asked, not at start');
});

t.test('a missing source map, or one outside the app, is a 404 or refused', async (t) => {
  const missing = await fetch(`${gateway.url}/assets/nope.js.map`);
  t.equal(missing.status, 404);
  t.match(await missing.json(), { code: 'GW_ERR_NOT_FOUND' });
  // Sent raw: a URL string (fetch, or http.request given one) would resolve the dot segments first.
  const climbing = await new Promise<number>((resolve, reject) => {
    const { hostname, port } = new URL(gateway.url);
    httpRequest({ hostname, port, path: '/assets/%2e%2e/%2e%2e/secret.map' }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    })
      .on('error', reject)
      .end();
  });
  t.equal(climbing, 400, `status ${climbing}`);
});
