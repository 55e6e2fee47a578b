// Shared setup of the shell's browser tests: the sandbox of one API generation with the answers
// the test controls (shell-service.ts), a gateway in front of it, and a Chromium: the file's own
// when it passes one (one browser serves both generations), else one for this rig.
import type { Browser, Page } from 'playwright-core';
import type { SandboxApiVersion } from '../../gateway/sandbox/api-version.ts';
import { launchBrowser, openPage, VIEWPORTS, type OpenPage } from '../helpers/browser.ts';
import { startGateway, type RunningGateway } from '../helpers/gateway.ts';
import { startShellService, type ShellService, type ShellState } from './shell-service.ts';

export interface ShellRig {
  fake: ShellService;
  gateway: RunningGateway;
  browser: Browser;
  /** Opens a page at the given size and path (relative to the gateway URL) and waits for the shell. */
  open(viewport: keyof typeof VIEWPORTS, path?: string, options?: OpenOptions): Promise<OpenedShell>;
  close(): Promise<void>;
}

export interface OpenedShell extends OpenPage {
  /**
   * Settles once this page's own event stream is open at the service: what the service pushes after
   * that reaches the page. (A count of the service's open streams could still include the stream of
   * a page an earlier test closed, whose end the service has not seen yet.)
   */
  streamOpened: Promise<unknown>;
}

export interface OpenOptions {
  /** A fake clock the test moves on by hand (see pauseClock). */
  fakeClock?: boolean;
  /** Runs on the new page before it loads (a route to hold, say). */
  beforeGoto?: (page: Page) => Promise<void>;
}

export interface ShellRigOptions {
  /** The API generation the service speaks; default 2.21. */
  api?: SandboxApiVersion;
  /** A browser the caller owns and closes; default: the rig launches and closes its own. */
  browser?: Browser;
}

/** Starts the service, a gateway in front of it (with extra env) and, unless given one, a browser. */
export async function startShellRig(state: Partial<ShellState> = {}, env: Record<string, string> = {}, options: ShellRigOptions = {}): Promise<ShellRig> {
  const fake = await startShellService(state, { api: options.api });
  const gateway = await startGateway({ MAINTAINERR_URL: fake.url, ...env });
  const browser = options.browser ?? (await launchBrowser());
  return {
    fake,
    gateway,
    browser,
    async open(viewport, path = '/overview', options = {}) {
      const opened = await openPage(browser, VIEWPORTS[viewport], { fresh: options.fakeClock });
      // A fake clock starts a little in the past and runs freely while the page loads; the test
      // then pauses it (pauseClock) and moves it on by hand.
      if (options.fakeClock) await opened.page.clock.install({ time: Date.now() - 60_000 });
      const streamOpened = opened.page.waitForResponse((response) => response.url().includes('/api/events/stream'));
      // A test that never waits for it must not see an unhandled rejection when its page closes.
      streamOpened.catch(() => undefined);
      await options.beforeGoto?.(opened.page);
      await opened.page.goto(`${gateway.url}${path}`);
      await opened.page.getByRole('button', { name: 'Back' }).waitFor();
      return { ...opened, streamOpened };
    },
    async close() {
      if (!options.browser) await browser.close();
      await gateway.close();
      await fake.close();
    },
  };
}

/**
 * Holds one page's first request whose URL contains `urlPart` in the browser until release(). Held
 * at the service instead, the hold could catch a late request of a page already closed.
 */
export function holdPageRequest(urlPart: string): { install(page: Page): Promise<void>; reached: Promise<void>; release(): void } {
  let markReached!: () => void;
  const reached = new Promise<void>((resolve) => (markReached = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    reached,
    release,
    async install(page) {
      await page.route((url) => url.href.includes(urlPart), async (route) => {
        markReached();
        await released;
        await route.continue();
      }, { times: 1 });
    },
  };
}

/** Pauses a page's fake clock (installed by open(..., { fakeClock: true })) at the present. */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(Date.now());
}

/** The path of a page's URL without the origin. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
