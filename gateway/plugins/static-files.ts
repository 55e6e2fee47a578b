// Loads dist/web into memory once: each file with its identity, br and gzip forms, one ETag per
// form (a strong ETag names one representation, RFC 9110 §8.8.3), content type and cache policy.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, relative } from 'node:path';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface Representation {
  body: Buffer;
  etag: string;
}

export interface EmbeddedFile {
  forms: { identity: Representation; br?: Representation; gzip?: Representation };
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

/** Hashed build output under assets/ never changes under one name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files (favicon) are revalidated on every use. */
const REVALIDATE = 'no-cache';

/** A value made safe inside a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Fills index.html's placeholders: the base path before every asset URL and the gateway facts meta tag. */
export function renderIndexHtml(template: string, basePath: string, pageMeta: Record<string, unknown>): string {
  const meta = `<meta name="maintainerr-gateway" content="${escapeAttribute(JSON.stringify({ basePath, ...pageMeta }))}">`;
  return template.replaceAll('__BASE_PATH__', basePath).replace('<!-- gateway-meta -->', meta);
}

function representation(body: Buffer, suffix: string): Representation {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}${suffix}"` };
}

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once (bounded cache). */
const parsedAcceptEncodings = new Map<string, Map<string, number>>();
const PARSED_ACCEPT_ENCODINGS_MAX = 256;

function parseAcceptEncoding(acceptEncoding: string): Map<string, number> {
  let accepted = parsedAcceptEncodings.get(acceptEncoding);
  if (accepted) return accepted;
  accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(token!.trim(), Number.isFinite(weight) ? weight : 0);
  }
  if (parsedAcceptEncodings.size >= PARSED_ACCEPT_ENCODINGS_MAX) parsedAcceptEncodings.clear();
  parsedAcceptEncodings.set(acceptEncoding, accepted);
  return accepted;
}

/** Picks br, then gzip (each where offered), then identity, from the Accept-Encoding header and its q-values. */
export function preferredEncoding(acceptEncoding: string | undefined, offered: { br: boolean; gzip: boolean }): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = parseAcceptEncoding(acceptEncoding);
  const allows = (token: string) => (accepted.get(token) ?? accepted.get('*') ?? 0) > 0;
  if (offered.br && allows('br')) return 'br';
  if (offered.gzip && allows('gzip')) return 'gzip';
  return 'identity';
}

/** The form of an embedded file to send for the Accept-Encoding header. */
export function chooseEncoding(acceptEncoding: string | undefined, file: EmbeddedFile): Encoding {
  return preferredEncoding(acceptEncoding, { br: file.forms.br !== undefined, gzip: file.forms.gzip !== undefined });
}

/**
 * Source maps (and their .br/.gz forms) stay on disk and are read when asked: only a browser's developer
 * tools ask, and held in memory they cost about 4 MB of the gateway's idle RSS (measured with bench/).
 */
export function isSourceMap(name: string): boolean {
  return /\.map(\.br|\.gz)?$/.test(name);
}

/** An embedded file from its identity body and whichever compressed forms are smaller than it. */
export function embeddedFile(name: string, identity: Buffer, br: Buffer | undefined, gzip: Buffer | undefined): EmbeddedFile {
  return {
    forms: {
      identity: representation(identity, ''),
      br: br && br.length < identity.length ? representation(br, '-br') : undefined,
      gzip: gzip && gzip.length < identity.length ? representation(gzip, '-gz') : undefined,
    },
    contentType: CONTENT_TYPES[extname(name)] ?? 'application/octet-stream',
    cacheControl: name.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
  };
}

/**
 * Reads every file under webRoot but source maps into memory, with their .br and .gz siblings.
 * index.html is kept as the template the page is made from (plugins/index-page.ts): the base path
 * and gateway facts filled in, uncompressed, as each route's variant is compressed when first sent.
 */
export async function loadEmbeddedFiles(
  webRoot: string,
  basePath: string,
  pageMeta: Record<string, unknown>,
): Promise<Map<string, EmbeddedFile>> {
  const files = new Map<string, EmbeddedFile>();
  const entries = await readdir(webRoot, { withFileTypes: true, recursive: true });
  // Paths are put together with plain string joins, path.relative() once per folder: path.join()'s
  // normalising loop, run a few times for each of ~180 files, was the one code hot enough at start for
  // V8's optimising compiler, whose machine code then stayed in the idle gateway's memory (~4 MB RSS).
  const folderPrefixes = new Map<string, string>();
  const prefixOf = (folder: string) => {
    let prefix = folderPrefixes.get(folder);
    if (prefix === undefined) {
      prefix = folder === webRoot ? '' : `${relative(webRoot, folder).split('\\').join('/')}/`;
      folderPrefixes.set(folder, prefix);
    }
    return prefix;
  };
  // Node before 20.12 names an entry's folder `path` only (build.mjs falls back the same way); npm
  // does not enforce "engines", so an older Node 20 still gets this far.
  const pathsByName = new Map<string, string>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const folder = entry.parentPath ?? entry.path;
    pathsByName.set(prefixOf(folder) + entry.name, `${folder}/${entry.name}`);
  }
  const sibling = (name: string, suffix: '.br' | '.gz') => {
    const path = pathsByName.get(name + suffix);
    return path === undefined ? undefined : readFile(path);
  };
  for (const [name, path] of pathsByName) {
    if (name.endsWith('.br') || name.endsWith('.gz') || isSourceMap(name)) continue;
    const raw = await readFile(path);
    if (name === 'index.html') {
      files.set('/index.html', embeddedFile(name, Buffer.from(renderIndexHtml(raw.toString('utf8'), basePath, pageMeta)), undefined, undefined));
      continue;
    }
    files.set(`/${name}`, embeddedFile(name, raw, await sibling(name, '.br'), await sibling(name, '.gz')));
  }
  return files;
}
