// SANDBOX_API chooses the Maintainerr API generation the built-in sandbox speaks behind the
// gateway: 3.24, the current release, by default (/api/media-server/*, and the v2.21 paths v3
// dropped answer the real server's 404), 2.21 on request (/api/plex/*). The helpers pass it as
// `sandboxApi`.
import t from 'tap';
import { startGateway } from '../helpers/gateway.ts';

async function answers(options: Parameters<typeof startGateway>[1], env: Record<string, string> = {}) {
  const gateway = await startGateway(env, options);
  try {
    const status = JSON.parse(await (await fetch(`${gateway.url}/api/app/status`)).text()) as { version: string };
    const plex = await fetch(`${gateway.url}/api/plex/libraries`);
    const mediaServer = await fetch(`${gateway.url}/api/media-server/libraries`);
    await Promise.all([plex.text(), mediaServer.text()]);
    return { version: status.version, plex: plex.status, mediaServer: mediaServer.status };
  } finally {
    await gateway.close();
  }
}

t.test('the default sandbox speaks v3.24', async (t) => {
  t.same(await answers({}), { version: '3.24.0', plex: 404, mediaServer: 200 });
});

t.test('sandboxApi 2.21 (SANDBOX_API=2.21) speaks v2.21', async (t) => {
  t.same(await answers({ sandboxApi: '2.21' }), { version: '2.21.0', plex: 200, mediaServer: 404 });
  t.same(await answers({}, { SANDBOX_API: '2.21' }), { version: '2.21.0', plex: 200, mediaServer: 404 }, 'the same from the environment');
});
