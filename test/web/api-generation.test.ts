// The app finds out which API generation the service speaks: release versions name it, develop and
// local builds ("develop-", as both recorded servers say) are probed with a path only v3.x has.
import t from 'tap';
import { generationFromVersion, GENERATION_PROBE_KEY, probeGeneration } from '../../web/src/api/generation.ts';
import { ApiError, type ApiClient } from '../../web/src/lib/api-client.ts';

t.test('a release version names its generation', async (t) => {
  t.equal(generationFromVersion('2.21.0'), 2);
  t.equal(generationFromVersion('2.0.3'), 2);
  t.equal(generationFromVersion('3.24.0'), 3);
  t.equal(generationFromVersion('v3.0.0'), 3, 'a leading v');
  t.equal(generationFromVersion('4.1.0'), 3, 'a later major speaks the newest wire we know');
});

t.test('a develop or local build names none', async (t) => {
  t.equal(generationFromVersion('develop-'), undefined, 'as both recorded servers answer');
  t.equal(generationFromVersion('develop-abc123'), undefined);
  t.equal(generationFromVersion('0.0.0'), undefined, 'a build without release tags');
  t.equal(generationFromVersion(''), undefined);
});

/** A client whose GET answers as `answer` says, recording the paths asked. */
function clientAnswering(answer: (path: string) => Promise<unknown>): ApiClient & { asked: string[] } {
  const asked: string[] = [];
  const refuse = () => Promise.reject(new Error('not a read'));
  return {
    asked,
    get: <T>(path: string) => {
      asked.push(path);
      return answer(path) as Promise<T>;
    },
    getFile: refuse,
    readEarly: refuse,
    post: refuse,
    put: refuse,
    patch: refuse,
    delete: refuse,
  };
}

t.test('the probe: its answer or a 403 means v3, a 404 means v2, anything else is an error', async (t) => {
  const v3 = clientAnswering(async () => ({ type: 'plex' }));
  t.equal(await probeGeneration(v3.get), 3);
  t.same(v3.asked, [GENERATION_PROBE_KEY]);
  t.equal(GENERATION_PROBE_KEY, '/media-server/type');

  const v2 = clientAnswering(async () => {
    throw new ApiError(404, 'Cannot GET /api/media-server/type', undefined, null);
  });
  t.equal(await probeGeneration(v2.get), 2);

  // A fresh v3 install: the setup guard refuses every /media-server path until the first run is done.
  const freshV3 = clientAnswering(async () => {
    throw new ApiError(403, 'Forbidden resource', undefined, { message: 'Forbidden resource', error: 'Forbidden', statusCode: 403 });
  });
  t.equal(await probeGeneration(freshV3.get), 3);
  // Another 403 (an auth proxy in front of a v2.21 service) decides nothing.
  const proxied = clientAnswering(async () => {
    throw new ApiError(403, 'Forbidden', undefined, '<html>Forbidden</html>');
  });
  await t.rejects(probeGeneration(proxied.get), 'a 403 of another kind is an error to retry');

  // Another server on that address answering every path with its page (200) tells nothing either.
  const otherServer = clientAnswering(async () => '<!doctype html><html><body>Welcome</body></html>');
  await t.rejects(probeGeneration(otherServer.get), /answered, but not as Maintainerr 3\.x does/, 'a page is not the service');
  const otherJson = clientAnswering(async () => ({ status: 'ok' }));
  await t.rejects(probeGeneration(otherJson.get), /not as Maintainerr 3\.x does/, 'nor is JSON without the server type');

  const down = clientAnswering(async () => {
    throw new ApiError(502, 'unreachable', 'GW_ERR_UPSTREAM_UNREACHABLE', null);
  });
  await t.rejects(probeGeneration(down.get), new ApiError(502, 'unreachable', 'GW_ERR_UPSTREAM_UNREACHABLE', null), 'an unreachable service decides nothing');
});
