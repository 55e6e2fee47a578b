// GET <base>/images/:size/:file: poster and backdrop images from the one image host the contract
// names (API.md §8: `${origin}/t/p/<size><path>`), fetched once, kept in a bounded on-disk cache
// (least recently used evicted first) and served with year-long immutable cache headers.
// Only well-formed size and file names are accepted, so the cache is never an open proxy: the host
// is fixed by configuration, the path is rebuilt from two checked tokens, redirects are refused.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { gatewayError } from '../errors.ts';

export interface ImagesOptions {
  /** Origin the images come from, e.g. https://image.tmdb.org or the sandbox's URL; no path. */
  imageOrigin: string;
  /** Folder for cached images; created on the first write. */
  cacheDir: string;
  /** Upper bound of the cache folder's total size in bytes. */
  maxBytes: number;
  /** How long one fetch from the image host may take, in ms; default 15000. */
  timeoutMs?: number;
  /** Largest image accepted from the image host, in bytes; default 10 MB. A bigger answer is a 502. */
  maxImageBytes?: number;
}

/** Sizes such as w300_and_h450_face, w1280, original. */
const SIZE_PATTERN = /^[a-z0-9_]{1,40}$/;
/** A TMDB file name such as kqjL17yufvn9OVLyXYpvtyrFfak.jpg, or a sandbox one such as sandbox-movie-12.svg. */
const FILE_PATTERN = /^[A-Za-z0-9_-]{1,100}\.(jpg|jpeg|png|webp|svg)$/;
/** Default bound of the on-disk image cache: 256 MB, about 8,000 posters. */
export const IMAGE_CACHE_DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
/** The image host of a real service (API.md §8). */
export const TMDB_IMAGE_ORIGIN = 'https://image.tmdb.org';
/** No poster is this big; a larger answer is refused rather than buffered. */
export const IMAGE_DEFAULT_MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

// An SVG opened directly could run script; this policy lets it draw and nothing else.
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function validateOptions(options: ImagesOptions): Required<ImagesOptions> {
  const origin = new URL(options.imageOrigin);
  if (!['http:', 'https:'].includes(origin.protocol)) throw new Error('images: imageOrigin must be an http(s) URL');
  if (!Number.isInteger(options.maxBytes) || options.maxBytes <= 0) {
    throw new Error('images: maxBytes must be a positive integer');
  }
  if (!options.cacheDir) throw new Error('images: cacheDir is required');
  const maxImageBytes = options.maxImageBytes ?? IMAGE_DEFAULT_MAX_IMAGE_BYTES;
  if (!Number.isInteger(maxImageBytes) || maxImageBytes <= 0) {
    throw new Error('images: maxImageBytes must be a positive integer');
  }
  return Object.freeze({
    imageOrigin: origin.origin,
    cacheDir: options.cacheDir,
    maxBytes: options.maxBytes,
    timeoutMs: options.timeoutMs ?? 15_000,
    maxImageBytes,
  });
}

/** A folder of files whose total size stays under a bound; the least recently used go first. */
export class DiskLruCache {
  /** File name -> size in bytes, in least-recently-used-first order (a Map keeps insertion order). */
  private readonly entries = new Map<string, number>();
  private totalBytes = 0;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  /** Indexes what an earlier run left, oldest first, and drops half-written files; the folder is made on first write. */
  async open(): Promise<void> {
    const names = await readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    const found: { name: string; size: number; mtimeMs: number }[] = [];
    for (const name of names) {
      const path = join(this.dir, name);
      if (name.endsWith('.tmp')) {
        await unlink(path).catch(() => undefined);
        continue;
      }
      const info = await stat(path).catch(() => undefined);
      if (info?.isFile()) found.push({ name, size: info.size, mtimeMs: info.mtimeMs });
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const file of found) this.remember(file.name, file.size);
    await this.evict();
  }

  /** The cached bytes for a name, marking it as just used; undefined when not cached. */
  async get(name: string): Promise<Buffer | undefined> {
    const size = this.entries.get(name);
    if (size === undefined) return undefined;
    try {
      const body = await readFile(join(this.dir, name));
      this.remember(name, size);
      return body;
    } catch {
      this.forget(name);
      return undefined;
    }
  }

  /** Stores bytes under a name (write then rename, so readers never see half a file) and evicts. */
  async put(name: string, body: Buffer): Promise<void> {
    if (body.length > this.maxBytes) return;
    await mkdir(this.dir, { recursive: true });
    const temporary = join(this.dir, `${name}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temporary, body);
    await rename(temporary, join(this.dir, name));
    this.remember(name, body.length);
    await this.evict();
  }

  /** Total bytes currently indexed. */
  get size(): number {
    return this.totalBytes;
  }

  private remember(name: string, size: number): void {
    this.forget(name);
    this.entries.set(name, size);
    this.totalBytes += size;
  }

  private forget(name: string): void {
    const size = this.entries.get(name);
    if (size === undefined) return;
    this.entries.delete(name);
    this.totalBytes -= size;
  }

  private async evict(): Promise<void> {
    while (this.totalBytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.forget(oldest);
      await unlink(join(this.dir, oldest)).catch(() => undefined);
    }
  }
}

class ImageFetchError extends Error {
  constructor(readonly notFound: boolean) {
    super(notFound ? 'not found' : 'upstream failure');
  }
}

async function fetchImage(url: string, timeoutMs: number, maxImageBytes: number): Promise<Buffer> {
  let response: Response;
  try {
    // redirect: 'error' so an answer can never send the gateway on to another host.
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch {
    throw new ImageFetchError(false);
  }
  if (response.status === 404) {
    await response.body?.cancel();
    throw new ImageFetchError(true);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (!response.ok || !response.body || declared > maxImageBytes) {
    await response.body?.cancel();
    throw new ImageFetchError(false);
  }
  // Counted as it streams: a chunked answer has no content-length to check up front, and one that
  // never ends must cost at most maxImageBytes of memory, not everything it sends.
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      received += read.value.byteLength;
      if (received > maxImageBytes) break;
      chunks.push(read.value);
    }
  } catch {
    throw new ImageFetchError(false);
  }
  if (received > maxImageBytes) {
    // Cancelling closes the connection, so the host stops sending.
    await reader.cancel().catch(() => undefined);
    throw new ImageFetchError(false);
  }
  return Buffer.concat(chunks, received);
}

/**
 * The cache file of an image: a hash of size and file, so no two images share a name (joining the
 * two with a separator both may contain did: a_/b.jpg and a/_b.jpg) and names differing only in
 * case stay apart on a case-insensitive disk.
 */
export function cacheName(size: string, file: string): string {
  const hash = createHash('sha256').update(`${size}/${file}`).digest('hex');
  return `${hash}${file.slice(file.lastIndexOf('.'))}`;
}

function sendImage(reply: FastifyReply, extension: string, body: Buffer): FastifyReply {
  return reply
    .header('content-type', CONTENT_TYPES[extension]!)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', IMAGE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('content-length', body.length)
    .send(body);
}

export const imagesPlugin: FastifyPluginAsync<ImagesOptions> = async (app, rawOptions) => {
  const options = validateOptions(rawOptions);
  const cache = new DiskLruCache(options.cacheDir, options.maxBytes);
  await cache.open();
  /** Fetches in progress by cache name, so a burst of requests for one poster costs one fetch. */
  const inFlight = new Map<string, Promise<Buffer>>();

  function load(size: string, file: string): Promise<Buffer> {
    const name = cacheName(size, file);
    const running = inFlight.get(name);
    if (running) return running;
    const loading = (async () => {
      const cached = await cache.get(name);
      if (cached) return cached;
      const url = `${options.imageOrigin}/t/p/${size}/${file}`;
      const body = await fetchImage(url, options.timeoutMs, options.maxImageBytes);
      await cache.put(name, body).catch((error) => app.log.warn({ err: error }, 'image cache write failed'));
      return body;
    })().finally(() => inFlight.delete(name));
    inFlight.set(name, loading);
    return loading;
  }

  // The gateway's app-wide security headers are set in an onSend hook of the root; this one runs
  // after it (hooks of an inner context follow the outer ones) and keeps the image's own policy.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 200) reply.header('content-security-policy', IMAGE_CSP);
    done(null, payload);
  });

  app.get('/images/:size/:file', async (request, reply) => {
    // Fastify has decoded each parameter once, so %2e%2e, %2f and %5c arrive as '..', '/' and '\'
    // and fail these patterns before anything touches the disk or the network.
    const { size, file } = request.params as { size: string; file: string };
    if (!SIZE_PATTERN.test(size) || !FILE_PATTERN.test(file)) {
      const shown = `${size}/${file}`.slice(0, 120);
      return reply.code(400).send(gatewayError('GW_ERR_IMAGE_PATH_INVALID', shown));
    }
    const extension = file.slice(file.lastIndexOf('.') + 1);
    try {
      return sendImage(reply, extension, await load(size, file));
    } catch (error) {
      if (error instanceof ImageFetchError && error.notFound) {
        return reply.code(404).send(gatewayError('GW_ERR_NOT_FOUND', `/images/${size}/${file}`));
      }
      return reply.code(502).send(gatewayError('GW_ERR_IMAGE_UPSTREAM', `/t/p/${size}/${file}`));
    }
  });
};
