// Opens Debian's Chromium through playwright-core (npx playwright install cannot work here).
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { LAUNCH_OPTIONS, SHARED_BROWSER_ENV } from './chromium.mjs';

export { CHROMIUM_PATH } from './chromium.mjs';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * A Chromium for one test file. Under test/run.mjs the whole run shares one Chromium (started once,
 * its endpoint in TEST_BROWSER_WS_ENDPOINT) and this connects to it: the file's contexts are its own,
 * and its browser.close() closes them and disconnects, leaving the shared Chromium to run.mjs. A file
 * run on its own starts its own Chromium.
 */
export async function launchBrowser(): Promise<Browser> {
  const wsEndpoint = process.env[SHARED_BROWSER_ENV];
  if (wsEndpoint) return chromium.connect(wsEndpoint, { timeout: 30_000 });
  return chromium.launch(LAUNCH_OPTIONS);
}

export interface OpenPage {
  /**
   * The page's browser context, for this test alone: its close() closes the test's pages and ends
   * the lease (see openPage); newPage() opens another page in it.
   */
  context: TestContext;
  page: Page;
  /** Messages the page logged with console.error, for tests that assert on them. */
  consoleErrors: string[];
}

/** What a test may do with its context: more pages in it, cookies cleared, and close when done. */
export type TestContext = Pick<BrowserContext, 'newPage' | 'clearCookies'> & { close(): Promise<void> };

export interface OpenPageOptions {
  /**
   * A context of its own, never handed to another test: for a page with a fake clock, which
   * Playwright installs on the whole context and cannot remove.
   */
  fresh?: boolean;
}

/**
 * Contexts closed by their tests, wiped and kept for the next test at the same viewport. Opening a
 * page in a context that has served pages before takes about half the time of a new context
 * (~0.45 vs ~0.95 s on a 2-core machine): Chromium keeps the renderer process, the HTTP cache and
 * the compiled scripts. One idle page keeps the renderer alive between tests.
 */
interface WarmContext {
  context: BrowserContext;
  idle: Page;
}
interface ContextPool {
  kept: WarmContext[];
  /** Contexts being wiped: a test that closed its last page may open the next at once. */
  wiping: Set<Promise<void>>;
}
const contextPools = new WeakMap<Browser, Map<string, ContextPool>>();

function contextOptions(viewport: { width: number; height: number }) {
  return { viewport, hasTouch: viewport.width < 600, isMobile: viewport.width < 600 };
}

/**
 * Opens a page at the given viewport in a context no other test is using: a wiped context another
 * test of this file has finished with, or a new one. The test holds it until it calls
 * context.close() or closes the last page it opened in it; then its pages close, its cookies,
 * permissions and every visited origin's storage are cleared, and it waits for the next test. A test
 * that never closes keeps its context to itself until the browser closes.
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  options: OpenPageOptions = {},
): Promise<OpenPage> {
  const key = `${viewport.width}x${viewport.height}`;
  let pools = contextPools.get(browser);
  if (!pools) contextPools.set(browser, (pools = new Map()));
  const pool = pools.get(key) ?? { kept: [], wiping: new Set() };
  pools.set(key, pool);
  if (!options.fresh) await Promise.all(pool.wiping);
  const free = options.fresh ? undefined : pool.kept.pop();
  const context = free?.context ?? (await browser.newContext(contextOptions(viewport)));
  const origins = new Set<string>();
  const pages = new Set<Page>();
  let released = false;
  /** Ends the lease: a fresh context closes; any other is wiped and kept for the next test. */
  const release = async () => {
    if (released) return;
    released = true;
    // The browser may close first (a file's teardown closes it while a page's close is under way).
    if (options.fresh) return context.close().catch(() => undefined);
    // A context that cannot be wiped (its browser has gone, say) is dropped rather than kept.
    const wiped = wipe().catch(() => context.close().catch(() => undefined));
    pool.wiping.add(wiped);
    await wiped.finally(() => pool.wiping.delete(wiped));
  };
  const wipe = async () => {
    // The idle page opens before the test's pages close, so the context always has a page.
    const idle = free?.idle ?? (await context.newPage());
    await Promise.all([...pages].map((each) => each.close()));
    await context.clearCookies();
    await context.clearPermissions();
    const session = await context.newCDPSession(idle);
    for (const origin of origins) {
      await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,websql,service_workers,cache_storage,file_systems' });
    }
    await session.detach();
    pool.kept.push({ context, idle });
  };
  const track = (page: Page) => {
    pages.add(page);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith('http')) origins.add(new URL(frame.url()).origin);
    });
    page.on('close', () => {
      pages.delete(page);
      if (pages.size === 0) void release();
    });
    return page;
  };
  const page = track(await context.newPage());
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const testContext: TestContext = {
    async newPage() {
      if (released) throw new Error('this test\'s context is closed');
      return track(await context.newPage());
    },
    clearCookies: (...args) => context.clearCookies(...args),
    close: release,
  };
  return { context: testContext, page, consoleErrors };
}

/**
 * What sticks out sideways at the page's width: the page's own horizontal overflow in px (0 when it
 * fits) and up to ten visible elements whose box crosses the viewport's left or right edge, named by
 * tag, class and text. Catches a dialog or a row that is cut off even where an ancestor hides the
 * overflow, which the page's scroll width alone would not show. Elements inside a container meant to
 * scroll sideways (overflow-x auto or scroll) and visually hidden ones (1 px, clipped) are skipped.
 */
export async function horizontalOverflow(page: Page): Promise<{ pageOverflowPx: number; elements: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const inSideScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    const elements: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || style.position === 'fixed' && box.right <= 0) continue;
      if (box.right <= width + 1 && box.left >= -1) continue;
      if (inSideScroller(element)) continue;
      const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
      elements.push(`${name} "${(element.textContent ?? '').trim().slice(0, 40)}" spans ${Math.round(box.left)}..${Math.round(box.right)} px`);
      if (elements.length === 10) break;
    }
    return { pageOverflowPx: Math.max(0, document.documentElement.scrollWidth - width), elements };
  });
}

/**
 * The page's title once it reads `expected`, or whatever it reads after `timeoutMs`: the title
 * follows the route when the screen's chunk has loaded, a moment after the URL changed.
 */
export async function settledTitle(page: Page, expected: string, timeoutMs = 10_000): Promise<string> {
  await page.waitForFunction((title) => document.title === title, expected, { timeout: timeoutMs }).catch(() => undefined);
  return page.title();
}

/**
 * A field's value once it reads `expected`, or whatever it reads after `timeoutMs`: a value set by an
 * effect after a click's render may not be there when the click returns on a loaded machine. Polled
 * from the test rather than in the page, so a page whose fake clock is paused is read all the same.
 */
export async function settledValue(field: Locator, expected: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let value = await field.inputValue();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await field.inputValue();
  }
  return value;
}

/**
 * Plays a page's CSS animations `rate` times faster, through Chromium's Animation domain. A toast
 * closes when its progress bar's animation ends (react-toastify), which a fake clock does not drive:
 * a test that only needs to see it close by itself then waits a fraction of the 4.5 s. The one test
 * of how long a toast stays (shell-handler-buttons) runs in real time.
 */
export async function speedUpAnimations(page: Page, rate = 10): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Animation.enable');
  await session.send('Animation.setPlaybackRate', { playbackRate: rate });
}

/**
 * Closes a toast with a click, as a user does, and resolves once it is gone. The toast's own close
 * after 4.5 s is held first (its progress bar's animation paused) and its slide-in waited out: on a
 * loaded machine the slide-in kept the toast moving, so Playwright waited to click it until it had
 * closed by itself, and the click then waited 30 s for a toast that was gone. Held, only the click
 * can close it, so the test also proves the click did.
 */
export async function closeToastByClick(toast: Locator): Promise<void> {
  await toast.evaluate(async (element) => {
    const shown = element.closest('.Toastify__toast') ?? element;
    for (const bar of shown.querySelectorAll('.Toastify__progress-bar')) for (const animation of bar.getAnimations()) animation.pause();
    await Promise.all(shown.getAnimations().map((animation) => animation.finished));
  });
  await toast.click();
  await toast.waitFor({ state: 'detached' });
}

export interface HeldRequests {
  /** How many matching requests have been asked so far. */
  asked(): number;
  /** Resolves when the first matching request is asked. */
  reached: Promise<void>;
  release(): void;
}

/**
 * Holds each request of `page` whose path `matches` until release(), then lets them and any later
 * one through; with `failWith`, answers them (and any later one) with that status instead, as the
 * service answers an error. For what a page shows while a file is on its way, or when it fails.
 */
export async function holdRequests(page: Page, matches: (path: string) => boolean, { failWith }: { failWith?: number } = {}): Promise<HeldRequests> {
  let asked = 0;
  let release!: () => void;
  let reach!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (reach = resolve));
  await page.route((url) => matches(url.pathname), async (route) => {
    asked += 1;
    reach();
    await gate;
    if (failWith === undefined) await route.continue();
    else await route.fulfill({ status: failWith, contentType: 'application/json', body: JSON.stringify({ statusCode: failWith, message: 'Internal server error' }) });
  });
  return { asked: () => asked, reached, release };
}

/** Answers every request of `page` whose path `matches` with `status`, as the service answers an error. */
export async function failRequests(page: Page, matches: (path: string) => boolean, status = 500): Promise<void> {
  (await holdRequests(page, matches, { failWith: status })).release();
}

/** Resolves once the page has painted twice more: what an answer just received changes is on screen. */
export async function afterNextPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
