// The app's page (index.html), as sent for one client route: the build's template with the base path
// and the gateway's facts filled in, plus what the browser should start fetching while the page's
// scripts download, so the first screen does not wait for the entry to run before asking for them:
// - the chunks and stylesheets of the screen the path opens (the build lists each screen's in a meta
//   tag the app reads too), where otherwise the app would name them only once its entry has run;
//   the app applies the stylesheets itself when it shows the screen;
// - the reads the app makes first: the sign-in check always, the service's status and setup check
//   only when this request could read /api (signed in, or AUTH=off). A browser keeps a preloaded
//   answer until a matching fetch uses it, so a 401 preloaded before signing in would be handed to
//   the app's first read after it.
// Each variant is rendered and compressed once, on first use.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { embeddedFile, escapeAttribute, type EmbeddedFile } from './static-files.ts';

/** The screen the app opens on at its root (the app sends / to /overview). */
export const START_SCREEN = 'overview';

/** What the app reads first on every screen, beside the sign-in check. */
export const START_UP_API_READS = ['/api/app/status', '/api/settings/test/setup'] as const;

/** Revalidated on every use, and kept by the browser only. */
export const PAGE_CACHE_CONTROL = 'private, no-cache';

const SCREEN_CHUNKS_META = /<meta name="maintainerr-screen-chunks" content="([^"]*)">/;
export const SCREEN_PRELOADS_PLACEHOLDER = '<!-- screen-preloads -->';
export const DATA_PRELOADS_PLACEHOLDER = '<!-- data-preloads -->';

/** Each screen's chunks and stylesheets beyond the entry's, from the template's meta tag; none when it has none or it does not parse. */
export function screenChunksOf(template: string): ReadonlyMap<string, readonly string[]> {
  const screens = new Map<string, readonly string[]>();
  const content = SCREEN_CHUNKS_META.exec(template)?.[1];
  if (content === undefined) return screens;
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
  } catch {
    // The page then names no screen's files; the app still loads each screen's code by its imports
    // (lib/route-prefetch.ts says in the console that it found no stylesheets to apply).
    return screens;
  }
  if (typeof parsed !== 'object' || parsed === null) return screens;
  for (const [screen, files] of Object.entries(parsed)) {
    if (Array.isArray(files) && files.every((file) => typeof file === 'string')) screens.set(screen, files);
  }
  return screens;
}

/** The screen a client route opens: its first path segment, or the start screen at the root. */
export function screenOfPath(path: string): string {
  return path.split('/')[0] || START_SCREEN;
}

function dataPreload(href: string): string {
  return `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin>`;
}

/** A module preload for a chunk, a style preload for a stylesheet. */
function screenPreload(href: string): string {
  if (href.endsWith('.css')) return `<link rel="preload" href="${escapeAttribute(href)}" as="style">`;
  return `<link rel="modulepreload" href="${escapeAttribute(href)}">`;
}

export interface IndexPage {
  /** The page for a client route (path without the base path or leading slash). */
  forPath(path: string, mayReadApi: boolean): EmbeddedFile;
}

/** The page's variants for a template whose base path and gateway facts are filled in. */
export function createIndexPage(template: string, basePath: string): IndexPage {
  const screenChunks = screenChunksOf(template);
  const variants = new Map<string, EmbeddedFile>();
  const render = (screen: string | undefined, mayReadApi: boolean): EmbeddedFile => {
    const reads = [`${basePath}/auth/status`, ...(mayReadApi ? START_UP_API_READS.map((path) => basePath + path) : [])];
    const chunks = (screen && screenChunks.get(screen)) || [];
    const html = template
      .replace(DATA_PRELOADS_PLACEHOLDER, reads.map(dataPreload).join(''))
      .replace(SCREEN_PRELOADS_PLACEHOLDER, chunks.map((file) => screenPreload(`${basePath}/${file}`)).join(''));
    const identity = Buffer.from(html);
    const page = embeddedFile(
      'index.html',
      identity,
      brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipSync(identity, { level: 9 }),
    );
    // The page depends on who asks (signed in or not), so no shared cache may keep it for others.
    return { ...page, cacheControl: PAGE_CACHE_CONTROL };
  };
  return {
    forPath(path, mayReadApi) {
      const named = screenOfPath(path);
      const screen = screenChunks.has(named) ? named : undefined;
      const key = `${screen ?? ''}\n${mayReadApi}`;
      let variant = variants.get(key);
      if (!variant) variants.set(key, (variant = render(screen, mayReadApi)));
      return variant;
    },
  };
}
