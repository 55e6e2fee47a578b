// The embedded SPA: every file of dist/web is read once at start and served from memory with its
// ETag and pre-compressed forms (PITFALLS.md: about 8x faster than reading from disk per request).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { gatewayError } from '../errors.ts';

export interface StaticOptions {
  /** Folder holding the built app (dist/web). */
  webRoot: string;
  /** Prefix the app is served under ('' or '/x'); injected into index.html at load time. */
  basePath: string;
  /** Facts about the gateway the app reads from a meta tag (demo mode, versions). */
  pageMeta: Record<string, unknown>;
}

interface EmbeddedFile {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Fills index.html's placeholders: the base path before every asset URL and the gateway facts meta tag. */
export function renderIndexHtml(template: string, basePath: string, pageMeta: Record<string, unknown>): string {
  const meta = `<meta name="maintainerr-gateway" content="${escapeAttribute(JSON.stringify({ basePath, ...pageMeta }))}">`;
  return template.replaceAll('__BASE_PATH__', basePath).replace('<!-- gateway-meta -->', meta);
}

async function loadEmbeddedFiles(options: StaticOptions): Promise<Map<string, EmbeddedFile>> {
  const files = new Map<string, EmbeddedFile>();
  const entries = await readdir(options.webRoot, { withFileTypes: true, recursive: true });
  const names = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(options.webRoot, join(entry.parentPath, entry.name)).split('\\').join('/'));
  const nameSet = new Set(names);
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const isIndex = name === 'index.html';
    const raw = await readFile(join(options.webRoot, name));
    const identity = isIndex
      ? Buffer.from(renderIndexHtml(raw.toString('utf8'), options.basePath, options.pageMeta))
      : raw;
    // index.html is rewritten in memory, so its compressed forms on disk no longer match it.
    const read = async (suffix: string) =>
      !isIndex && nameSet.has(name + suffix) ? readFile(join(options.webRoot, name + suffix)) : undefined;
    files.set(`/${name}`, {
      identity,
      br: await read('.br'),
      gzip: await read('.gz'),
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      contentType: CONTENT_TYPES[extname(name)] ?? 'application/octet-stream',
      cacheControl: name.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
    });
  }
  return files;
}

/** Picks br, then gzip, then identity, from the Accept-Encoding header. */
export function chooseEncoding(acceptEncoding: string | undefined, file: EmbeddedFile): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(token!.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (token: string) => (accepted.get(token) ?? accepted.get('*') ?? 0) > 0;
  if (file.br && allows('br')) return 'br';
  if (file.gzip && allows('gzip')) return 'gzip';
  return 'identity';
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: EmbeddedFile): FastifyReply {
  reply.header('content-type', file.contentType).header('cache-control', file.cacheControl).header('etag', file.etag);
  if (file.br || file.gzip) reply.header('vary', 'Accept-Encoding');
  if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === file.etag)) {
    return reply.code(304).send();
  }
  const encoding = chooseEncoding(request.headers['accept-encoding'], file);
  const body = encoding === 'identity' ? file.identity : file[encoding]!;
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  return reply.send(request.method === 'HEAD' ? undefined : body);
}

/** A path with a file extension in its last segment names an asset; anything else is a client route. */
function looksLikeAsset(path: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1));
}

export const staticPlugin: FastifyPluginAsync<StaticOptions> = async (app, options) => {
  const files = await loadEmbeddedFiles(options);
  const indexFile = files.get('/index.html');
  if (!indexFile) throw new Error(`no index.html in ${options.webRoot}: run npm run build`);

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/*',
    handler: async (request, reply) => {
      // Fastify has already decoded the path once; lookups are exact matches against the embedded
      // files, so no spelling of '..' can reach outside dist/web.
      const path = (request.params as { '*': string })['*'] ?? '';
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        reply.header('allow', 'GET, HEAD');
        return reply.code(405).send(gatewayError('GW_ERR_METHOD_NOT_ALLOWED', request.method));
      }
      const file = files.get(`/${path}`);
      if (file) return sendFile(request, reply, file);
      if (looksLikeAsset(path)) return reply.code(404).send(gatewayError('GW_ERR_NOT_FOUND', `/${path}`));
      return sendFile(request, reply, indexFile);
    },
  });
};
