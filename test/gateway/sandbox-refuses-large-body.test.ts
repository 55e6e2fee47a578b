// A body over the service's 100 kB limit, sent through the gateway to the sandbox, comes back as the
// service's 413 on both generations, whatever its size: the sandbox reads a refused body to its end
// as Express does. A server that stops reading breaks the upload under the gateway, which can then
// only answer 502 "service unreachable" (and the app raise its banner) for a service that answered.
import { once } from 'node:events';
import { connect } from 'node:net';
import t from 'tap';
import { startGateway } from '../helpers/gateway.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';

const SIZES = [150_000, 2_000_000];

for (const sandboxApi of SANDBOX_APIS) t.test(`Maintainerr ${sandboxApi}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi });
  t.teardown(() => gateway.close());
  for (const size of SIZES) {
    for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
      const body = type === 'application/json' ? JSON.stringify({ url: 'http://x', api_key: 'k'.repeat(size) }) : `url=http%3A%2F%2Fx&api_key=${'k'.repeat(size)}`;
      const answer = await fetch(`${gateway.url}/api/settings/tautulli`, { method: 'POST', headers: { 'content-type': type }, body });
      t.equal(answer.status, 413, `${type}, ${size} bytes: 413`);
      t.same(await answer.json(), { statusCode: 413, message: 'request entity too large' }, "the service's answer");
    }
  }
  const small = await fetch(`${gateway.url}/api/settings/tautulli`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"url":"http://tautulli.demo:8181","api_key":"k"}' });
  t.ok(small.status < 300, `a body under the limit is still taken (${small.status})`);
});

// A body of a type Express does not parse (here 8 MB of bytes) is ignored by the service, which
// answers the route as without one, and read to its end, so the client's upload finishes. A sandbox
// that stopped reading it left the upload hanging until the client gave up.
for (const sandboxApi of SANDBOX_APIS) t.test(`Maintainerr ${sandboxApi}: a large body of another type is read to its end`, { timeout: 30_000 }, async (t) => {
  const gateway = await startGateway({}, { sandboxApi });
  t.teardown(() => gateway.close());
  const chunk = Buffer.alloc(64 * 1024, 0xab);
  const chunks = 128;
  // A raw socket, as curl sends it: Node's own client stops flushing a body once the answer has come.
  const { hostname: host, port } = new URL(gateway.url);
  const socket = connect(Number(port), host);
  t.teardown(() => socket.destroy());
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (data: Buffer) => (answer += data.toString('latin1')));
  socket.write(`POST /api/collections/media/add HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/octet-stream\r\nContent-Length: ${chunk.length * chunks}\r\n\r\n`);
  for (let i = 0; i < chunks; i += 1) if (!socket.write(chunk)) await once(socket, 'drain');
  // Every byte handed to the kernel and taken by the server: the write callback of the last one.
  await new Promise<void>((resolve, reject) => socket.write('', (error) => (error ? reject(error) : resolve())));
  while (!/\r\n\r\n/.test(answer)) await once(socket, 'data');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
  t.pass('the whole upload was taken (where it stalls, the test times out)');
  t.ok(status < 500, `and answered as the route answers a request without a body (${status})`);
});
