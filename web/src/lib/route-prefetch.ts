// Starts loading a screen's code before the router needs it: the first page's at start, while the
// sign-in check and the shell run, and another's when the user points at or focuses its menu entry,
// before the click. The route table registers each screen's loader; the shell only names paths, so
// it needs no import of the app.
// A screen's chunk imports further chunks, which the browser would find only once that chunk has
// arrived; the build names them all in a meta tag, and they are asked for together as module preloads.
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

/** The chunks of each screen beyond the entry's, from the build's meta tag; {} when it is missing or unreadable. */
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

function preloadChunks(name: string): void {
  screenChunks ??= parseScreenChunks(document.querySelector('meta[name="maintainerr-screen-chunks"]')?.getAttribute('content'));
  for (const file of screenChunks[name] ?? []) {
    const href = `${gatewayMeta.basePath}/${file}`;
    if (document.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
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
