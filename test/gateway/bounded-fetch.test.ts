import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import t, { type Test } from 'tap';
import { createPool, type HttpPool } from '../../gateway/http-client.ts';
import { BoundedFetchError, fetchBounded } from '../../gateway/plugins/bounded-fetch.ts';
import { writeEndlessly } from '../helpers/upstream.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A host on 127.0.0.1, port 0, answering with `handler`, and the gateway's connections to it; both closed when the test ends. */
async function startHost(t: Test, handler: Handler): Promise<HttpPool> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const pool = createPool(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  t.teardown(() => pool.destroy());
  return pool;
}

/** The error fetchBounded threw, or a failure when it returned a body. */
async function refusal(promise: Promise<Buffer>): Promise<BoundedFetchError> {
  try {
    const body = await promise;
    throw new Error(`expected a refusal, got ${body.length} bytes`);
  } catch (error) {
    if (error instanceof BoundedFetchError) return error;
    throw error;
  }
}

const chunked = (total: number): Handler => (_request, response) => {
  // write() before end() makes Node send the body chunked, with no content-length.
  response.writeHead(200, { 'content-type': 'image/jpeg' });
  for (let sent = 0; sent < total; sent += 500) response.write(Buffer.alloc(Math.min(500, total - sent), 1));
  response.end();
};

t.test('a body within the bound comes back whole', async (t) => {
  const host = await startHost(t, chunked(1000));
  const body = await fetchBounded(host, '/x', { timeoutMs: 5000, maxBytes: 1000 });
  t.equal(body.length, 1000, 'exactly the bound is accepted');
  t.same(body, Buffer.alloc(1000, 1));
});

t.test('a chunked body over the bound is refused', async (t) => {
  const host = await startHost(t, chunked(1001));
  const error = await refusal(fetchBounded(host, '/x', { timeoutMs: 5000, maxBytes: 1000 }));
  t.equal(error.notFound, false);
});

t.test('a declared length over the bound is refused before the body is read', async (t) => {
  const host = await startHost(t, (_request, response) => {
    response.writeHead(200, { 'content-length': 2000 }).end(Buffer.alloc(2000));
  });
  const error = await refusal(fetchBounded(host, '/x', { timeoutMs: 5000, maxBytes: 1000 }));
  t.equal(error.notFound, false);
});

t.test('an endless body is cut off once it passes the bound', async (t) => {
  let written = () => 0;
  let closed!: Promise<void>;
  const host = await startHost(t, (_request, response) => {
    closed = new Promise((resolve) => response.on('close', resolve));
    response.writeHead(200);
    written = writeEndlessly(response, Buffer.alloc(64 * 1024, 2));
  });
  // A long timeout, so only the size bound can end the fetch.
  await refusal(fetchBounded(host, '/x', { timeoutMs: 120_000, maxBytes: 100_000 }));
  await closed;
  t.ok(written() < 64 * 1024 * 1024, `the connection was closed after ${written()} bytes were written`);
});

t.test('a host that never answers times out', async (t) => {
  const host = await startHost(t, () => undefined);
  const started = Date.now();
  const error = await refusal(fetchBounded(host, '/x', { timeoutMs: 300, maxBytes: 1000 }));
  t.equal(error.notFound, false);
  t.ok(Date.now() - started < 5000, 'refused near the timeout, not much later');
});

t.test('a body that stalls half-way times out too', async (t) => {
  const host = await startHost(t, (_request, response) => {
    response.writeHead(200);
    response.write(Buffer.alloc(100)); // and nothing more, ever
  });
  const started = Date.now();
  const error = await refusal(fetchBounded(host, '/x', { timeoutMs: 300, maxBytes: 1000 }));
  t.equal(error.notFound, false);
  t.ok(Date.now() - started < 5000, 'refused near the timeout, not much later');
});

t.test('a 404 is reported as not found, other failures are not', async (t) => {
  const host = await startHost(t, (request, response) => {
    response.writeHead(request.url === '/missing' ? 404 : 500).end('no');
  });
  t.equal((await refusal(fetchBounded(host, '/missing', { timeoutMs: 5000, maxBytes: 1000 }))).notFound, true);
  t.equal((await refusal(fetchBounded(host, '/broken', { timeoutMs: 5000, maxBytes: 1000 }))).notFound, false);
});

t.test('a redirect is refused, not followed', async (t) => {
  let followed = false;
  const host = await startHost(t, (request, response) => {
    if (request.url === '/elsewhere') {
      followed = true;
      response.writeHead(200).end('moved');
      return;
    }
    response.writeHead(302, { location: '/elsewhere' }).end();
  });
  t.equal((await refusal(fetchBounded(host, '/x', { timeoutMs: 5000, maxBytes: 1000 }))).notFound, false);
  t.equal(followed, false);
});
