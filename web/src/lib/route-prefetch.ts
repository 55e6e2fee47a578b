// Lets the shell start loading a screen's code when the user points at or focuses its menu entry,
// before the click: by the time the route is entered, its chunk is usually there. The route table
// registers each screen's loader; the shell only names paths, so it needs no import of the app.
const loaders = new Map<string, () => Promise<unknown>>();

/** Registers the loader of the screen at `path` (and the paths under it). */
export function registerRoutePrefetch(path: string, load: () => Promise<unknown>): void {
  loaders.set(path, load);
}

/** Starts loading the code of the screen at `path`, if it is not loaded yet; never throws. */
export function prefetchRoute(path: string): void {
  for (const [prefix, load] of loaders) {
    if (path === prefix || path.startsWith(`${prefix}/`)) {
      // A failed prefetch is retried when the route is entered, where its error is shown.
      load().catch(() => undefined);
      return;
    }
  }
}
