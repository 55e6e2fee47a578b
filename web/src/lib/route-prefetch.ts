// Starts loading a screen's code before the router needs it: the first page's at start, while the
// sign-in check and the shell run, and another's when the user points at or focuses its menu entry,
// before the click. The route table registers each screen's loader; the shell only names paths, so
// it needs no import of the app.
// A screen's chunk imports further chunks, which the browser would find only once that chunk has
// arrived; the build names them all in a meta tag, and they are asked for together as module preloads.
// The meta tag also names each screen's stylesheets (the page's own holds the styles of what loads
// with the entry: the shell, sign-in, forms): a prefetch only preloads them, so a screen not shown
// changes nothing on the page, and loadScreen applies them and resolves once they are in.
import { gatewayMeta } from './gateway-meta.ts';

interface Screen {
  /** The screen's module name under app/routes/, as the build's meta tag names it. */
  name: string;
  load: () => Promise<unknown>;
}

const screens = new Map<string, Screen>();

/** Registers the screen at `path` (and the paths under it): its module name and its loader. */
export function registerRoutePrefetch(path: string, name: string, load: () => Promise<unknown>): void {
  screens.set(path, { name, load });
}

/** The chunks and stylesheets of each screen beyond the entry's, from the build's meta tag; {} when it is missing or unreadable. */
export function parseScreenChunks(content: string | null | undefined): Record<string, string[]> {
  if (!content) return {};
  try {
    const value: unknown = JSON.parse(content);
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((file) => typeof file === 'string')),
    );
  } catch {
    return {};
  }
}

let screenChunks: Record<string, string[]> | undefined;

/** The files the build names for a screen, as URLs under the base path; undefined when the page names none. */
function filesOf(name: string): string[] | undefined {
  screenChunks ??= parseScreenChunks(document.querySelector('meta[name="maintainerr-screen-chunks"]')?.getAttribute('content'));
  return screenChunks[name]?.map((file) => `${gatewayMeta.basePath}/${file}`);
}

const isStylesheet = (href: string) => href.endsWith('.css');

function preloadChunks(name: string): void {
  for (const href of filesOf(name) ?? []) {
    const rel = isStylesheet(href) ? 'preload' : 'modulepreload';
    if (document.querySelector(`link[rel="${rel}"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (rel === 'preload') link.as = 'style';
    document.head.append(link);
  }
}

/** Each stylesheet's loading, by URL: loaded once however often its screen opens. */
const stylesheets = new Map<string, Promise<void>>();

/**
 * Applies a stylesheet (after the page's own) and resolves once it is in. One that fails is removed
 * and rejects, so the screen shows its error (as for a chunk that fails); a later load asks afresh.
 */
function applyStylesheet(href: string): Promise<void> {
  let applied = stylesheets.get(href);
  if (applied) return applied;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  applied = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      link.remove();
      stylesheets.delete(href);
      reject(new Error(`Could not load the styles ${href}`));
    });
  });
  stylesheets.set(href, applied);
  document.head.append(link);
  return applied;
}

/** A screen's module (from `load`), resolved once the screen's stylesheets apply too. */
export async function loadScreen<Module>(name: string, load: () => Promise<Module>): Promise<Module> {
  const files = filesOf(name);
  // Only a page built without the meta tag (or with a name the build does not know) gets here.
  if (!files) console.error(`The page names no files for the screen "${name}"; it may show without its styles`);
  const [module] = await Promise.all([load(), ...(files ?? []).filter(isStylesheet).map(applyStylesheet)]);
  return module;
}

/** Starts loading the code of the screen at `path` (relative to the base path), if it is not loaded yet; never throws. */
export function prefetchRoute(path: string): void {
  for (const [prefix, screen] of screens) {
    if (path === prefix || path.startsWith(`${prefix}/`)) {
      preloadChunks(screen.name);
      // A failed prefetch is retried when the route is entered, where its error is shown.
      screen.load().catch(() => undefined);
      return;
    }
  }
}
