// A stream request that carries a body (a client or proxy that sends one on a GET) still opens at
// once: the body is not passed on, and neither is its Content-Length, which would leave
// the service waiting for bytes that never come until the gateway gave up with a 504. Each case asks
// for its own query, so that it opens an upstream stream of its own rather than joining the shared one.
import t from 'tap';
import { startGateway } from '../helpers/gateway.ts';
import { lastResponseHead, openRaw } from '../helpers/raw-http.ts';
import { startUpstream } from '../helpers/upstream.ts';

const upstream = await startUpstream((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.write('event: ready\ndata: {}\n\n');
});
const gateway = await startGateway({ MAINTAINERR_URL: upstream.url, UPSTREAM_TIMEOUT_MS: '3000' });
t.teardown(async () => {
  await gateway.close();
  await upstream.close();
});

for (const [label, query, framing, body] of [
  ['with a length', 'length', 'Content-Length: 7\r\n', 'payload'],
  ['chunked', 'chunked', 'Transfer-Encoding: chunked\r\n', '7\r\npayload\r\n0\r\n\r\n'],
] as const) {
  t.test(`a stream request with a body sent ${label} opens`, async (t) => {
    const raw = await openRaw(gateway.url);
    t.teardown(() => raw.socket.destroy());
    raw.socket.write(`GET /api/events/stream?case=${query} HTTP/1.1\r\nHost: gateway\r\nAccept: text/event-stream\r\n${framing}\r\n${body}`);
    const text = await raw.waitFor(/\r\n\r\n[\s\S]*event: ready|HTTP\/1\.1 5\d\d/);
    t.equal(lastResponseHead(text).status, 200, 'the stream opens, no 504');
    t.match(text, /event: ready/, 'and its first frame arrives');
    const arrived = upstream.requests.at(-1)!;
    t.equal(arrived.url, `/api/events/stream?case=${query}`, "this case's own upstream request");
    t.notOk('content-length' in arrived.headers, 'no Content-Length reached the service');
    t.notOk('transfer-encoding' in arrived.headers, 'nor Transfer-Encoding');
    t.equal(arrived.body.length, 0, 'nor the body');
  });
}
