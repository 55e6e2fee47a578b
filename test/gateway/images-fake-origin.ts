// Helpers for the image cache tests: a fake image host that counts its hits, and the images
// plugin alone on a Fastify instance over real HTTP on 127.0.0.1, port 0.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { imagesPlugin, type ImagesOptions } from '../../gateway/plugins/images.ts';

export interface FakeOrigin {
  url: string;
  /** Every path requested, in order. */
  hits: string[];
  /** Answers this status instead of an image while set. */
  failWith: number | undefined;
  /** Answers every request itself while set (after the hit is counted). */
  respond: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  close(): Promise<void>;
}

/** An image host answering /t/p/<size>/<file> with `bytes` bytes (default 300) of a fake image. */
export async function startFakeOrigin(bytes = 300): Promise<FakeOrigin> {
  const origin: FakeOrigin = { url: '', hits: [], failWith: undefined, respond: undefined, close: async () => undefined };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    origin.hits.push(request.url ?? '');
    if (origin.respond) {
      origin.respond(request, response);
      return;
    }
    if (origin.failWith) {
      response.writeHead(origin.failWith, { 'content-type': 'text/plain' }).end('no');
      return;
    }
    if (!request.url?.startsWith('/t/p/')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(Buffer.alloc(bytes, 7));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return origin;
}

export interface ImageGateway {
  url: string;
  cacheDir: string;
  /** Total bytes of the files in the cache folder. */
  cacheBytes(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The images plugin alone, fetching from `imageOrigin`, with a fresh cache folder bounded by
 * `maxBytes`; `options` override the plugin's other options (timeoutMs is 2000 unless given).
 */
export async function startImageGateway(
  imageOrigin: string,
  maxBytes = 1024 * 1024,
  options: Partial<Pick<ImagesOptions, 'timeoutMs' | 'maxImageBytes'>> = {},
): Promise<ImageGateway> {
  const cacheDir = join(await mkdtemp(join(tmpdir(), 'images-test-')), 'cache');
  const app = Fastify({ logger: false });
  await app.register(imagesPlugin, { imageOrigin, cacheDir, maxBytes, timeoutMs: 2000, ...options });
  const url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  return {
    url,
    cacheDir,
    cacheBytes: async () => {
      const names = await readdir(cacheDir).catch(() => [] as string[]);
      let total = 0;
      for (const name of names) total += (await stat(join(cacheDir, name))).size;
      return total;
    },
    close: async () => {
      await app.close();
      await rm(join(cacheDir, '..'), { recursive: true, force: true });
    },
  };
}
