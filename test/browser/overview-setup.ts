// Shared setup of the Overview browser tests: a gateway in front of its built-in sandbox speaking
// one API generation (its test control at hand to hold, fail or slow requests), the media it holds
// read with the app's own wire, and pages opened in one Chromium per test file.
import type { Browser, Locator, Page } from 'playwright-core';
import type { SandboxControl } from '../../gateway/sandbox/control.ts';
import type { SandboxApiVersion } from '../../gateway/sandbox/api-version.ts';
import type { Library, MediaItem } from '../../web/src/api/media.ts';
import { openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway, type RunningGateway } from '../helpers/gateway.ts';
import { collectionReader, libraryPageOf, mediaReader } from '../helpers/generations.ts';

export interface OverviewRig {
  api: SandboxApiVersion;
  gateway: RunningGateway;
  control: SandboxControl;
  media: ReturnType<typeof mediaReader>;
  movies: Library;
  shows: Library;
  /** The first items of the movie library, in the order the grid shows them. */
  firstMovies: MediaItem[];
  /** The first items of the show library. */
  firstShows: MediaItem[];
  /** The nth movie (1-based) of the library's first page. */
  movie(n: number): MediaItem;
  /** The movie at a 0-based position anywhere in the library, read from the service. */
  movieAt(index: number): Promise<MediaItem>;
  /** A pattern of the raw paths of the library pages of `library` (for control.fail, slow, respond). */
  pagePattern(library: Library): RegExp;
  /** Page numbers of the library page requests the service got so far, in order. */
  pagesAsked(): { page: number; size: number }[];
  /**
   * Movies of the first page in no collection and not excluded, as the service holds them: the demo's
   * runs put some movies in collections and exclude a few, and a test starts from a known state.
   */
  plainMovies(): Promise<MediaItem[]>;
  /** Whether the service holds the item in the collection of this title (read through its media pages). */
  collectionHolds(title: string, itemId: string): Promise<boolean>;
  /** Opens a page at the given size, closed when the test `t` ends (so its context serves the next test). */
  newPage(t: { teardown(close: () => unknown): void }, viewport?: keyof typeof VIEWPORTS, options?: { fakeClock?: boolean }): Promise<Page>;
  close(): Promise<void>;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Starts a gateway on the sandbox speaking `api`, with `movies` demo movies (default 500). */
export async function startOverviewRig(
  browser: Browser,
  api: SandboxApiVersion,
  options: { movies?: number; gatewayEnv?: Record<string, string> } = {},
): Promise<OverviewRig> {
  const gateway = await startGateway({ SANDBOX_MOVIES: String(options.movies ?? 500), ...options.gatewayEnv }, { sandboxApi: api });
  const control = gateway.app.sandbox!.control;
  const media = mediaReader(gateway.url, api);
  const libraries = await media.libraries();
  const movies = libraries.find((library) => library.kind === 'movie')!;
  const shows = libraries.find((library) => library.kind === 'show')!;
  const [firstMovies, firstShows] = await Promise.all([media.page(movies, 1, 60), media.page(shows, 1, 60)]);
  // Reading those pages is the test's doing, not the app's: count only what comes after.
  const requestsBefore = control.requests.length;
  return {
    api,
    gateway,
    control,
    media,
    movies,
    shows,
    firstMovies: firstMovies.items,
    firstShows: firstShows.items,
    movie: (n) => {
      const item = firstMovies.items[n - 1];
      if (!item) throw new Error(`the demo library has no movie ${n} on its first page`);
      return item;
    },
    pagePattern: (library) => {
      const path = `/api${media.wire.libraryPagePath(library, 1, 1)}`;
      return new RegExp(`^${escapeRegExp(path.slice(0, path.indexOf('content') + 'content'.length))}`);
    },
    pagesAsked: () =>
      control.requests
        .slice(requestsBefore)
        .flatMap((request) => (request.method === 'GET' ? (libraryPageOf(request.path) ?? []) : [])),
    movieAt: async (index) => {
      const item = (await media.page(movies, Math.floor(index / 100) + 1, 100)).items[index % 100];
      if (!item) throw new Error(`the demo library has no movie at ${index}`);
      return item;
    },
    plainMovies: async () => {
      const collections = collectionReader(gateway.url, api);
      const collected = new Set<string>();
      for (const collection of await collections.collections()) {
        for (const row of await collections.allMedia(collection.id)) collected.add(row.itemId);
      }
      const plain: MediaItem[] = [];
      for (const item of firstMovies.items) {
        if (!collected.has(item.id) && (await media.excludedIds(item.id)).length === 0) plain.push(item);
      }
      return plain;
    },
    collectionHolds: async (title, itemId) => {
      const collections = collectionReader(gateway.url, api);
      const collection = (await collections.collections()).find((entry) => entry.title === title);
      if (!collection) throw new Error(`the service has no collection ${title}`);
      return (await collections.allMedia(collection.id)).some((row) => row.itemId === itemId);
    },
    newPage: async (t, viewport = 'desktop', { fakeClock = false } = {}) => {
      // A fake clock is the context's for good, so such a page gets a context of its own.
      const { page } = await openPage(browser, VIEWPORTS[viewport], { fresh: fakeClock });
      if (fakeClock) await page.clock.install();
      t.teardown(() => page.close());
      return page;
    },
    close: () => gateway.close(),
  };
}

/** The grid card of an item: a button whose name begins with its title, then the title again (the placeholder) or its year. */
export function cardOf(page: Page, item: MediaItem): Locator {
  return page.getByRole('button', { name: new RegExp(`^${escapeRegExp(item.title)}\\s(${escapeRegExp(item.title)}|\\d{4})`) });
}

/** The detail dialog of an item, named by its title and year. */
export function dialogOf(page: Page, item: MediaItem): Locator {
  return page.getByRole('dialog', { name: item.year === undefined ? item.title : `${item.title} (${item.year})` });
}

/** Counts the cards of a grid that are in the DOM (the virtualised list's items). */
export async function countCards(page: Page, listName: string): Promise<number> {
  return page.getByRole('list', { name: listName }).getByRole('listitem').count();
}

/** Scrolls the page (or the grid's scrolling ancestor) so that `fraction` (0..1) of the grid is above the viewport top. */
export async function scrollGridTo(page: Page, listName: string, fraction: number): Promise<void> {
  await page.getByRole('list', { name: listName }).evaluate((list, share) => {
    let scroller: HTMLElement | null = list.parentElement;
    while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowY)) scroller = scroller.parentElement;
    const listTop = list.getBoundingClientRect().top + (scroller ? scroller.scrollTop - scroller.getBoundingClientRect().top : window.scrollY);
    const target = listTop + list.getBoundingClientRect().height * share;
    if (scroller) scroller.scrollTop = target;
    else window.scrollTo(0, target);
  }, fraction);
}

/** Resolves once `condition` holds, checking every 25 ms; rejects with `what` after `timeoutMs` (default 15 s). */
export async function waitUntil(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The image file name of a poster or backdrop src (…/sandbox-movie-1013.svg → sandbox-movie-1013.svg). */
export const fileOf = (src: string | null) => src?.split('/').at(-1) ?? '';

/** The sandbox's poster file of an item, as its image host names it (gateway/sandbox/posters.ts). */
export const posterFileOf = (item: MediaItem) => `sandbox-${item.kind === 'movie' ? 'movie' : 'tv'}-${item.providerIds.tmdb}.svg`;

/**
 * Follows the library page requests a page sends (by the path pattern of rig.pagePattern): how many
 * are in flight now, and the most that ever were at once.
 */
export function trackPageRequests(page: Page, pattern: RegExp) {
  const state = { inFlight: 0, maxInFlight: 0 };
  const isPage = (url: string) => {
    const { pathname, search } = new URL(url);
    return pattern.test(pathname + search);
  };
  page.on('request', (request) => {
    if (!isPage(request.url())) return;
    state.inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
  });
  const done = (request: { url(): string }) => {
    if (isPage(request.url())) state.inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return state;
}

/** True when the card at a 1-based position is in the DOM and within the window's height. */
export function inViewport(page: Page, position: number): Promise<boolean> {
  return page.evaluate((n) => {
    const cell = document.querySelector(`[role="listitem"][aria-posinset="${n}"]`);
    if (!cell) return false;
    const box = cell.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  }, position);
}
