// A browser that reads an answer slowly holds the service back through the gateway, rather than the
// gateway reading the whole answer into memory: the upstream is paused while the browser does not read
// and resumed when it does, and every byte still arrives in order.
import t from 'tap';
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { startGateway } from '../helpers/gateway.ts';
import { startUpstream } from '../helpers/upstream.ts';

/** More than every socket buffer between the service and the browser can hold (a few MB each). */
const ANSWER_BYTES = 96 * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024, 'x');
/** How long the browser does not read; with no backpressure the whole answer crosses loopback long before. */
const STALL_MS = 1500;

let upstreamFinished = false;
const upstream = await startUpstream((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': ANSWER_BYTES });
  let sent = 0;
  const writeMore = () => {
    while (sent < ANSWER_BYTES) {
      sent += CHUNK.length;
      if (!response.write(CHUNK)) return void response.once('drain', writeMore);
    }
    response.end(() => {
      upstreamFinished = true;
    });
  };
  writeMore();
});
const gateway = await startGateway({ MAINTAINERR_URL: upstream.url });
t.teardown(async () => {
  await gateway.close();
  await upstream.close();
});

t.test('the service waits while the browser does not read', async (t) => {
  const hash = createHash('sha256');
  let received = 0;
  const done = new Promise<number>((resolve, reject) => {
    const request = httpRequest(`${gateway.url}/api/backup/download`, (response) => {
      response.pause();
      setTimeout(() => {
        t.notOk(upstreamFinished, 'the service has not sent it all while the browser read nothing');
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          hash.update(chunk);
        });
        response.on('end', () => resolve(response.statusCode!));
        response.resume();
      }, STALL_MS);
    });
    request.on('error', reject);
    request.end();
  });
  t.equal(await done, 200);
  t.equal(received, ANSWER_BYTES, 'then every byte arrives');
  t.equal(hash.digest('hex'), createHash('sha256').update(Buffer.concat(Array.from({ length: ANSWER_BYTES / CHUNK.length }, () => CHUNK))).digest('hex'), 'unchanged');
  t.ok(upstreamFinished, 'and the service finished');
});
