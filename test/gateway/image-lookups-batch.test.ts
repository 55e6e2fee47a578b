// POST /images/lookups: the poster and backdrop look-ups of a screenful of cards in one request. Each
// answer is the service's own to the same look-up asked directly (both generations), in order; only
// look-up paths are asked; a bad batch is a 400 that reaches nobody; the route is guarded like the
// rest; and a service that cannot be reached is a 502 in JSON.
import t from 'tap';
import { mediaWire } from '../../web/src/api/media.ts';
import { parseResponseText } from '../../web/src/lib/api-client.ts';
import { ADMIN, postJson } from '../helpers/auth.ts';
import { startGateway } from '../helpers/gateway.ts';
import { generationOf, SANDBOX_APIS } from '../helpers/generations.ts';
import { startUpstream } from '../helpers/upstream.ts';

for (const api of SANDBOX_APIS) {
  t.test(`v${api}: every look-up of a library page answers as the service does when asked alone`, async (t) => {
    const gateway = await startGateway({}, { sandboxApi: api });
    t.teardown(() => gateway.close());
    const wire = mediaWire(generationOf(api));
    const libraries = wire.readLibraries(await (await fetch(`${gateway.url}/api${wire.librariesPath}`)).json());
    const pagePath = wire.libraryPagePath(libraries[0]!, 1, 30);
    const page = wire.readLibraryPage(await (await fetch(`${gateway.url}/api${pagePath}`)).json(), pagePath);
    const paths = page.items.flatMap((item) => [wire.imageLookupPath(item, 'poster'), wire.imageLookupPath(item, 'backdrop')]).filter((path) => path !== undefined);
    t.ok(paths.length >= 20, `${paths.length} look-ups`);

    const response = await postJson(`${gateway.url}/images/lookups`, { paths });
    t.equal(response.status, 200);
    const { answers } = (await response.json()) as { answers: { status: number; body: string }[] };
    t.equal(answers.length, paths.length, 'one answer per look-up');
    for (const [index, path] of paths.entries()) {
      const alone = await fetch(`${gateway.url}/api${path}`);
      t.same(answers[index], { status: alone.status, body: await alone.text() }, path);
    }
    t.ok(answers.some((answer) => wire.readImageFile(parseResponseText(answer.body)) !== undefined), 'the answers name image files');
  });
}

t.test('only look-up paths are asked, each once with GET; a bad batch reaches nobody', async (t) => {
  const upstream = await startUpstream((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ url: `https://image.tmdb.org/t/p/original/${request.url!.length}.jpg` }));
  });
  t.teardown(() => upstream.close());
  const gateway = await startGateway({ MAINTAINERR_URL: upstream.url });
  t.teardown(() => gateway.close());

  const paths = ['/moviedb/image/movie/603', '/metadata/backdrop/show?tmdbId=1396&tvdbId=81189&itemId=a1b2', '/metadata/image/movie?imdbId=tt0078748&tmdbId=348'];
  const response = await postJson(`${gateway.url}/images/lookups`, { paths });
  t.equal(response.status, 200);
  t.same(
    upstream.requests.map((request) => `${request.method} ${request.url}`).sort(),
    paths.map((path) => `GET /api${path}`).sort(),
    'each look-up asked once, as the browser would have',
  );

  const refused: [string, unknown][] = [
    ['not an object', 'paths'],
    ['no paths', {}],
    ['an empty list', { paths: [] }],
    ['more than 100', { paths: Array.from({ length: 101 }, () => paths[0]) }],
    ['a path that is not a look-up', { paths: ['/rules'] }],
    ['a look-up with a path in its query', { paths: ['/metadata/image/movie?tmdbId=1/../../rules'] }],
    ['a look-up under another path', { paths: ['/moviedb/image/movie/603/../../../settings'] }],
    ['not a string', { paths: [603] }],
  ];
  const before = upstream.requests.length;
  for (const [name, body] of refused) {
    const answer = await postJson(`${gateway.url}/images/lookups`, body);
    t.equal(answer.status, 400, name);
    t.match(await answer.json(), { statusCode: 400, code: 'GW_ERR_IMAGE_LOOKUP_INVALID' }, name);
  }
  t.equal(upstream.requests.length, before, 'the service was not asked for any of them');

  await upstream.stop();
  const down = await postJson(`${gateway.url}/images/lookups`, { paths });
  t.equal(down.status, 502, 'the service down: 502');
  t.match(await down.json(), { code: 'GW_ERR_UPSTREAM_UNREACHABLE', message: `The Maintainerr service at ${upstream.url} is unreachable` });
});

t.test('guarded like the service calls: signed out it is a 401 and asks nothing', async (t) => {
  const gateway = await startGateway({ AUTH: 'login' }, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  await postJson(`${gateway.url}/auth/setup`, ADMIN);
  const response = await postJson(`${gateway.url}/images/lookups`, { paths: ['/metadata/image/movie?tmdbId=348'] });
  t.equal(response.status, 401);
  t.match(await response.json(), { code: 'GW_ERR_AUTH_REQUIRED' });
});
