// Overview scroll benchmark: a 10,000-item movie library behind the built gateway, opened in
// Chromium, three times: on the built-in sandbox (SANDBOX_MOVIES=10000) speaking v3.24 and v2.21, and
// in front of a "real" service (MAINTAINERR_URL) whose library pages each take 40 ms more, as on a
// slow disk: that service is a sandbox gateway reached through a small delaying proxy made here. Prints the time to the first cards, the time until the last cards show after
// a fast scroll to the end, the DOM size, how many library pages were asked for (the loader skips
// pages a fast scroll passes, so far fewer than the library has) and how many at once, and the long
// tasks seen while scrolling. Figures only, no assertions; every wait is bounded in time.
// Run alone with `node bench/overview-scroll.bench.mjs` after `node build.mjs`.
import { createServer, request as httpRequest } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startBuiltGateway as startGateway } from './built-gateway.mjs';

const ITEMS = 10_000;
/** Simulated service latency per library page, in ms. */
const PAGE_LATENCY_MS = 40;
/** A library page request of either generation: /plex/library/:id/content/:page (v2.21) or /media-server/library/:id/content?page= (v3.x). */
const LIBRARY_PAGE = /\/api\/(?:plex\/library\/[^/]+\/content\/(\d+)|media-server\/library\/[^/]+\/content\?(?:.*&)?page=(\d+))/;
const pageNumberOf = (match) => Number(match[1] ?? match[2]);
const pageSizeOf = (url) => Number(url.searchParams.get('amount') ?? url.searchParams.get('limit'));
/** Longest any single wait may take (gateway start, first cards, last cards, shutdown), in ms. */
const WAIT_MS = 30_000;
/** Longest the scroll through the whole grid may take, in ms. */
const SCROLL_MS = 60_000;
const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = join(root, 'dist/gateway/server.mjs');

/**
 * A proxy to `target` that holds each library page request `delayMs` before passing it on, and
 * passes everything else at once.
 */
async function startSlowPagesProxy(target, delayMs) {
  const server = createServer((incoming, outgoing) => {
    const forward = () => {
      const upstream = httpRequest(`${target}${incoming.url}`, { method: incoming.method, headers: incoming.headers }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    };
    if (LIBRARY_PAGE.test(incoming.url ?? '')) setTimeout(forward, delayMs);
    else forward();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}

/** A small poster for image requests that would go to the internet. */
const POSTER_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 450" width="300" height="450"><rect width="300" height="450" fill="#345"/></svg>';

/** Size of the first movie library, as the app will see it. */
async function movieLibrarySize(base) {
  const get = async (path) => (await fetch(`${base}${path}`, { signal: AbortSignal.timeout(WAIT_MS) })).json();
  const status = await get('/api/app/status');
  if (String(status.version).startsWith('3.')) {
    const movies = (await get('/api/media-server/libraries')).find((library) => library.type === 'movie');
    return (await get(`/api/media-server/library/${movies.id}/content?page=1&limit=1&type=movie`)).totalSize;
  }
  const movies = (await get('/api/plex/libraries')).find((library) => library.type === 'movie');
  return (await get(`/api/plex/library/${movies.key}/content/1?amount=1`)).totalSize;
}

/** Opens /overview, scrolls through the whole grid like a fast fling and prints the figures. */
async function measure(browser, label, base, imagesOffline = false) {
  const total = await movieLibrarySize(base);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // In front of a "real" service the gateway's image cache would fetch from image.tmdb.org, out of reach here.
  const answerPoster = (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: POSTER_SVG });
  await page.route('https://image.tmdb.org/**', answerPoster);
  if (imagesOffline) await page.route(`${base}/images/**`, answerPoster);
  const pages = { asked: 0, distinct: new Set(), done: 0, inFlight: 0, mostInFlight: 0, size: 0 };
  page.on('request', (request) => {
    const match = LIBRARY_PAGE.exec(request.url());
    if (!match) return;
    pages.asked += 1;
    pages.distinct.add(pageNumberOf(match));
    pages.inFlight += 1;
    pages.mostInFlight = Math.max(pages.mostInFlight, pages.inFlight);
    pages.size ||= pageSizeOf(new URL(request.url()));
  });
  const settle = (request) => {
    if (!LIBRARY_PAGE.test(request.url())) return;
    pages.inFlight -= 1;
    pages.done += 1;
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
  });

  const started = Date.now();
  await page.goto(`${base}/overview`, { timeout: WAIT_MS });
  await page.locator('[role="list"] [role="listitem"] button').first().waitFor({ timeout: WAIT_MS });
  const firstCardsMs = Date.now() - started;
  const firstCardsSinceNavigationMs = Math.round(await page.evaluate(() => performance.now()));
  const pagesBeforeScroll = pages.asked;
  await page.evaluate(() => (window.__longTasks.length = 0));

  const scrollStarted = Date.now();
  const scrolled = await page.evaluate(async (limitMs) => {
    const until = performance.now() + limitMs;
    let most = 0;
    const step = window.innerHeight;
    let y = 0;
    for (; y < document.documentElement.scrollHeight && performance.now() < until; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      most = Math.max(most, document.getElementsByTagName('*').length);
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    return { most, reachedEnd: y >= document.documentElement.scrollHeight };
  }, SCROLL_MS);
  const scrollMs = Date.now() - scrollStarted;
  // The end of the grid is on screen: done when its last card and every card around it have their item.
  const lastCardsShown = await page
    .waitForFunction(
      () => {
        const cells = [...document.querySelectorAll('[role="list"] [role="listitem"]')];
        const last = cells.at(-1);
        return (
          last !== undefined &&
          last.getAttribute('aria-posinset') === last.getAttribute('aria-setsize') &&
          cells.every((cell) => cell.querySelector('button') !== null)
        );
      },
      undefined,
      { timeout: WAIT_MS, polling: 50 },
    )
    .then(
      () => true,
      () => false,
    );
  const lastCardsMs = Date.now() - scrollStarted;
  const totalPages = Math.ceil(total / (pages.size || 1));
  const figures = await page.evaluate(() => ({
    domNodes: document.getElementsByTagName('*').length,
    cards: document.querySelectorAll('[role="list"] [role="listitem"]').length,
    longTasks: window.__longTasks.length,
    longestTaskMs: Math.round(Math.max(0, ...window.__longTasks)),
  }));
  await page.close();

  const line = (name, value) => console.log(`overview-scroll [${label}]: ${name.padEnd(30)} ${value}`);
  line('library', `${total} items, page size ${pages.size}`);
  line('time to first cards', `${firstCardsMs} ms (${firstCardsSinceNavigationMs} ms after navigation start)`);
  line('scroll through all items', `${scrollMs} ms${scrolled.reachedEnd ? '' : ` (stopped after ${SCROLL_MS} ms, end not reached)`}`);
  line('last cards shown', lastCardsShown ? `${lastCardsMs} ms after the scroll began` : `not within ${WAIT_MS} ms`);
  line('DOM nodes after scrolling', `${figures.domNodes} (most while scrolling: ${scrolled.most})`);
  line('cards in the DOM at the end', figures.cards);
  line('library pages requested', `${pages.distinct.size} of ${totalPages} (${pages.asked} requests, ${pages.done} answered, ${pagesBeforeScroll} before scrolling)`);
  line('most page requests at once', pages.mostInFlight);
  line('long tasks while scrolling', `${figures.longTasks} (longest ${figures.longestTaskMs} ms)`);
}

if (!existsSync(serverEntry)) {
  console.error('overview-scroll: dist/ is missing; run `node build.mjs` first');
  process.exit(1);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  for (const api of ['3.24', '2.21']) {
    const sandbox = await startGateway({ SANDBOX_MOVIES: String(ITEMS), SANDBOX_API: api });
    try {
      await measure(browser, `sandbox ${api}`, sandbox.base);
    } finally {
      await sandbox.close();
    }
  }

  const service = await startGateway({ SANDBOX_MOVIES: String(ITEMS) });
  const proxy = await startSlowPagesProxy(service.base, PAGE_LATENCY_MS);
  const slow = await startGateway({ MAINTAINERR_URL: proxy.url });
  try {
    await measure(browser, `${PAGE_LATENCY_MS} ms per page`, slow.base, true);
  } finally {
    await slow.close();
    await proxy.close();
    await service.close();
  }
} finally {
  await browser.close();
}
