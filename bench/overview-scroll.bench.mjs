// Overview scroll benchmark: a 10,000-item library (served by the fake service in this folder)
// behind the built gateway, opened in Chromium. Prints the time to the first cards, the DOM size
// after scrolling through every item, how many library pages were asked for and how many at once,
// and the long tasks seen while scrolling. Figures only, no assertions.
// Run alone with `node bench/overview-scroll.bench.mjs` after `node build.mjs`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { fakePosterSvg, startFakeService } from './overview-fake-service.mjs';
import { freePort } from './free-port.mjs';

const ITEMS = 10_000;
/** Simulated service latency per library page, in ms. */
const PAGE_LATENCY_MS = 40;
const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = join(root, 'dist/gateway/server.mjs');

async function waitForGateway(url, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the gateway did not answer at ${url}`);
}

if (!existsSync(serverEntry)) {
  console.error('overview-scroll: dist/ is missing; run `node build.mjs` first');
  process.exit(1);
}

const fake = await startFakeService({
  libraries: [{ key: '1', title: 'Films', type: 'movie', size: ITEMS }],
  pageDelayMs: PAGE_LATENCY_MS,
});
const dataDir = await mkdtemp(join(tmpdir(), 'overview-bench-'));
const port = await freePort();
const gateway = spawn(process.execPath, [serverEntry], {
  env: { ...process.env, MAINTAINERR_URL: fake.url, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

try {
  await waitForGateway(`${base}/overview`, Date.now() + 15_000);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.route('https://image.tmdb.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: fakePosterSvg('poster') }),
  );
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
  });

  const started = Date.now();
  await page.goto(`${base}/overview`);
  await page.getByRole('button', { name: /^Film 1\b/ }).waitFor();
  const firstCardsMs = Date.now() - started;
  const firstCardsSinceNavigationMs = Math.round(await page.evaluate(() => performance.now()));
  const pagesBeforeScroll = fake.state.pageRequests.length;
  await page.evaluate(() => (window.__longTasks.length = 0));

  // Scroll the whole grid in viewport-sized steps, one per animation frame, like a fast fling.
  const scrollStarted = Date.now();
  const maxDomNodes = await page.evaluate(async () => {
    let most = 0;
    const step = window.innerHeight;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      most = Math.max(most, document.getElementsByTagName('*').length);
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    return most;
  });
  const scrollMs = Date.now() - scrollStarted;
  await page.getByRole('button', { name: new RegExp(`^Film ${ITEMS}\\b`) }).waitFor();
  const lastCardsMs = Date.now() - scrollStarted;
  const figures = await page.evaluate(() => ({
    domNodes: document.getElementsByTagName('*').length,
    cards: document.querySelectorAll('[role="list"] [role="listitem"]').length,
    longTasks: window.__longTasks.length,
    longestTaskMs: Math.round(Math.max(0, ...window.__longTasks)),
  }));
  const pageSize = fake.state.pageRequests[0]?.amount ?? 0;

  console.log(`overview-scroll: ${ITEMS} items, page size ${pageSize}, ${PAGE_LATENCY_MS} ms simulated service latency`);
  console.log(`overview-scroll: time to first cards           ${firstCardsMs} ms (${firstCardsSinceNavigationMs} ms after navigation start)`);
  console.log(`overview-scroll: scroll through all items       ${scrollMs} ms (last cards shown after ${lastCardsMs} ms)`);
  console.log(`overview-scroll: DOM nodes after scrolling       ${figures.domNodes} (most while scrolling: ${maxDomNodes})`);
  console.log(`overview-scroll: cards in the DOM at the end     ${figures.cards}`);
  console.log(`overview-scroll: library pages fetched           ${fake.state.pageRequests.length} of ${Math.ceil(ITEMS / (pageSize || 1))} (${pagesBeforeScroll} before scrolling)`);
  console.log(`overview-scroll: most page requests at once      ${fake.state.maxInFlightPages}`);
  const posterLookups = fake.state.requests.filter((line) => line.startsWith('GET /api/moviedb/image/')).length;
  console.log(`overview-scroll: poster lookups                  ${posterLookups}`);
  console.log(`overview-scroll: long tasks while scrolling      ${figures.longTasks} (longest ${figures.longestTaskMs} ms)`);
} finally {
  await browser.close();
  gateway.kill('SIGTERM');
  await new Promise((resolve) => gateway.once('exit', resolve));
  await fake.close();
  await rm(dataDir, { recursive: true, force: true });
}
