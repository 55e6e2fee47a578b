// Shared setup of the Overview browser tests: a fake service (bench/overview-fake-service.mjs)
// behind a real gateway, one Chromium, and pages whose TMDB image requests are answered locally.
import type { Browser, Page } from 'playwright-core';
import { startFakeService, fakePosterSvg, type FakeService, type FakeServiceOptions } from '../../bench/overview-fake-service.mjs';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway, type RunningGateway } from '../helpers/gateway.ts';

export interface OverviewRig {
  fake: FakeService;
  gateway: RunningGateway;
  browser: Browser;
  /** Opens a fresh page (phone or desktop size) with posters served locally. */
  newPage(viewport?: keyof typeof VIEWPORTS): Promise<Page>;
  close(): Promise<void>;
}

/** Starts the fake service (with `options`), a gateway in front of it (with `gatewayEnv` added) and a browser. */
export async function startOverviewRig(
  options: FakeServiceOptions & { gatewayEnv?: Record<string, string> } = {},
): Promise<OverviewRig> {
  const { gatewayEnv, ...fakeOptions } = options;
  const fake = await startFakeService(fakeOptions);
  const gateway = await startGateway({ MAINTAINERR_URL: fake.url, ...gatewayEnv });
  const browser = await launchBrowser();
  return {
    fake,
    gateway,
    browser,
    newPage: async (viewport = 'desktop') => {
      const { page } = await openPage(browser, VIEWPORTS[viewport]);
      // The settings say cacheImages 0, so posters come straight from the image host: answer them here.
      await page.route('https://image.tmdb.org/**', (route) =>
        route.fulfill({ status: 200, contentType: 'image/svg+xml', body: fakePosterSvg('poster') }),
      );
      return page;
    },
    close: async () => {
      await browser.close();
      await gateway.close();
      await fake.close();
    },
  };
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
