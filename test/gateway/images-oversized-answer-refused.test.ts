import t from 'tap';
import { startFakeOrigin, startImageGateway } from './images-fake-origin.ts';

const LIMIT_BYTES = 1000;

t.test('an answer over the image size limit without a content-length is refused and not cached', async (t) => {
  const origin = await startFakeOrigin();
  const gateway = await startImageGateway(origin.url, 1024 * 1024, { maxImageBytes: LIMIT_BYTES });
  t.teardown(async () => {
    await gateway.close();
    await origin.close();
  });
  // write() before end() makes Node send the body chunked, with no content-length.
  const sendChunked = (total: number) =>
    (origin.respond = (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      for (let sent = 0; sent < total; sent += 500) response.write(Buffer.alloc(Math.min(500, total - sent), 1));
      response.end();
    });

  sendChunked(800);
  const within = await fetch(`${gateway.url}/images/w300/small.jpg`);
  t.equal(within.status, 200, 'a chunked answer within the limit is served');
  t.equal((await within.arrayBuffer()).byteLength, 800);

  sendChunked(5 * LIMIT_BYTES);
  const over = await fetch(`${gateway.url}/images/w300/big.jpg`);
  t.equal(over.status, 502);
  t.match(await over.json(), { statusCode: 502, code: 'GW_ERR_IMAGE_UPSTREAM' });
  t.equal(await gateway.cacheBytes(), 800, 'only the small image was kept');
});

t.test('an answer declaring a length over the limit is refused', async (t) => {
  const origin = await startFakeOrigin(2 * LIMIT_BYTES);
  const gateway = await startImageGateway(origin.url, 1024 * 1024, { maxImageBytes: LIMIT_BYTES });
  t.teardown(async () => {
    await gateway.close();
    await origin.close();
  });
  const response = await fetch(`${gateway.url}/images/w300/declared.jpg`);
  t.equal(response.status, 502);
  t.equal(await gateway.cacheBytes(), 0);
});

t.test('the gateway stops reading an endless answer once it passes the limit', async (t) => {
  const origin = await startFakeOrigin();
  // A long timeout, so only the size limit can end the fetch.
  const gateway = await startImageGateway(origin.url, 1024 * 1024, { maxImageBytes: LIMIT_BYTES, timeoutMs: 120_000 });
  t.teardown(async () => {
    await gateway.close();
    await origin.close();
  });
  const CAP_BYTES = 256 * 1024 * 1024;
  let written = 0;
  let cutOff: Promise<void> = Promise.resolve();
  origin.respond = (_request, response) => {
    cutOff = new Promise((resolve) => response.on('close', resolve));
    response.writeHead(200, { 'content-type': 'image/jpeg' });
    const chunk = Buffer.alloc(64 * 1024, 2);
    // Writes as fast as the gateway reads, up to CAP_BYTES: far more than anyone should buffer.
    const pump = () => {
      while (written < CAP_BYTES && !response.destroyed) {
        written += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      if (!response.destroyed) response.end();
    };
    pump();
  };

  const response = await fetch(`${gateway.url}/images/w300/endless.jpg`);
  t.equal(response.status, 502);
  t.match(await response.json(), { code: 'GW_ERR_IMAGE_UPSTREAM' });
  await cutOff;
  t.ok(written < CAP_BYTES, `the gateway closed the connection after ${written} of ${CAP_BYTES} bytes`);
});
