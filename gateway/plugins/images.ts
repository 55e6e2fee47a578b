// GET <base>/images/:size/:file: poster and backdrop images from the one image host the service's
// poster paths point at (`${origin}/t/p/<size><path>`), fetched once, kept in a bounded on-disk cache
// (least recently used evicted first) and served with year-long immutable cache headers.
// Only well-formed size and file names are accepted, so the cache is never an open proxy: the host
// is fixed by configuration, the path is rebuilt from two checked tokens, redirects are refused.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Dispatcher } from 'undici';
import { gatewayError } from '../errors.ts';
import { createPool } from '../http-client.ts';
import { BoundedFetchError, fetchBounded } from './bounded-fetch.ts';
import { DiskLruCache } from './disk-lru-cache.ts';

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
  /** Connections to imageOrigin, closed by whoever gives them; default a pool of this plugin's own. */
  imageHostFor?: (origin: string) => Dispatcher;
}

/** Sizes such as w300_and_h450_face, w1280, original. */
const SIZE_PATTERN = /^[a-z0-9_]{1,40}$/;
/** A TMDB file name such as kqjL17yufvn9OVLyXYpvtyrFfak.jpg, or a sandbox one such as sandbox-movie-12.svg. */
const FILE_PATTERN = /^[A-Za-z0-9_-]{1,100}\.(jpg|jpeg|png|webp|svg)$/;
/** Default bound of the on-disk image cache: 256 MB, about 8,000 posters. */
export const IMAGE_CACHE_DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
/** The image host a real service's poster paths point at: TMDB's. */
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

function validateOptions(options: ImagesOptions): Required<Omit<ImagesOptions, 'imageHostFor'>> {
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

/** A pool of connections to `origin`, closed with the app. */
function ownPool(app: FastifyInstance, origin: string): Dispatcher {
  const pool = createPool(origin);
  app.addHook('onClose', () => pool.destroy());
  return pool;
}

export const imagesPlugin: FastifyPluginAsync<ImagesOptions> = async (app, rawOptions) => {
  const options = validateOptions(rawOptions);
  const cache = new DiskLruCache(options.cacheDir, options.maxBytes);
  await cache.open();
  const imageHost = rawOptions.imageHostFor?.(options.imageOrigin) ?? ownPool(app, options.imageOrigin);
  /** Fetches in progress by cache name, so a burst of requests for one poster costs one fetch. */
  const inFlight = new Map<string, Promise<Buffer>>();

  function load(size: string, file: string): Promise<Buffer> {
    const name = cacheName(size, file);
    const running = inFlight.get(name);
    if (running) return running;
    const loading = (async () => {
      const cached = await cache.get(name);
      if (cached) return cached;
      const body = await fetchBounded(imageHost, `/t/p/${size}/${file}`, { timeoutMs: options.timeoutMs, maxBytes: options.maxImageBytes });
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
      if (error instanceof BoundedFetchError && error.notFound) {
        return reply.code(404).send(gatewayError('GW_ERR_NOT_FOUND', `/images/${size}/${file}`));
      }
      return reply.code(502).send(gatewayError('GW_ERR_IMAGE_UPSTREAM', `/t/p/${size}/${file}`));
    }
  });
};
