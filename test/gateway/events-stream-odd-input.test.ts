// An event stream answered by the service with a status outside 100-599 (a WAF's 999, say: Node's
// client takes any three digits, Fastify sends none of them) gets a 502 in JSON, and the gateway
// keeps serving; before, reply.code() threw out of the upstream's 'response' listener and the
// process ended. Both stream paths: the shared handler events stream and the log stream.
import t from 'tap';
import { startGateway } from '../helpers/gateway.ts';
import { startUpstream } from '../helpers/upstream.ts';

// A WAF in front of the service that blocks with a status of its own making.
const upstream = await startUpstream((_request, response) => {
  response.writeHead(999, { 'content-type': 'text/html' });
  response.end('<html>blocked</html>');
});
const gateway = await startGateway({ MAINTAINERR_URL: upstream.url });
t.teardown(async () => {
  await gateway.close();
  await upstream.close();
});

const STREAMS = ['/api/events/stream', '/api/logs/stream'] as const;

for (const path of STREAMS) {
  t.test(`${path}: a status outside 100-599 from the service is a 502, and the gateway keeps serving`, async (t) => {
    const answer = await fetch(`${gateway.url}${path}?odd=${Date.now()}`, { headers: { accept: 'text/event-stream' } });
    t.equal(answer.status, 502);
    t.match(await answer.json(), { code: 'GW_ERR_UPSTREAM_UNREACHABLE' });
    const health = await fetch(`${gateway.origin}/healthz`);
    t.equal(health.status, 200, 'still serving');
  });
}
