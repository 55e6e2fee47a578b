// Overview scroll benchmark: a 10,000-item movie library behind the built gateway, opened in
// Chromium, twice: on the built-in sandbox (SANDBOX_MOVIES=10000) and on a stand-in service that
// answers each library page after 40 ms (bench/overview-fake-service.mjs), as a real service on
// a slow disk would. Prints the time to the first cards, the DOM size after scrolling through
// every item, how many library pages were asked for and how many at once, and the long tasks seen
// while scrolling. Figures only, no assertions.
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
const LIBRARY_PAGE = /\/api\/plex\/library\/[^/]+\/content\/\d+/;
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

/** Starts the built gateway with `env` on a free port; resolves once it serves. */
async function startGateway(env) {
  const dataDir = await mkdtemp(join(tmpdir(), 'overview-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, SANDBOX_SCHEDULE_MS: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForGateway(`${base}/readyz`, Date.now() + 30_000);
  return {
    base,
    async close() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Size of the first movie library, as the app will see it. */
async function movieLibrarySize(base) {
  const libraries = await (await fetch(`${base}/api/plex/libraries`)).json();
  const movies = libraries.find((library) => library.type === 'movie');
  const first = await (await fetch(`${base}/api/plex/library/${movies.key}/content/1?amount=1`)).json();
  return first.totalSize;
}

/** Opens /overview, scrolls through the whole grid like a fast fling and prints the figures. */
async function measure(browser, label, base) {
  const total = await movieLibrarySize(base);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.route('https://image.tmdb.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: fakePosterSvg('poster') }),
  );
  const pages = { asked: 0, done: 0, inFlight: 0, mostInFlight: 0, size: 0 };
  page.on('request', (request) => {
    if (!LIBRARY_PAGE.test(request.url())) return;
    pages.asked += 1;
    pages.inFlight += 1;
    pages.mostInFlight = Math.max(pages.mostInFlight, pages.inFlight);
    pages.size ||= Number(new URL(request.url()).searchParams.get('amount'));
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
  await page.goto(`${base}/overview`);
  await page.locator('[role="list"] [role="listitem"] button').first().waitFor();
  const firstCardsMs = Date.now() - started;
  const firstCardsSinceNavigationMs = Math.round(await page.evaluate(() => performance.now()));
  const pagesBeforeScroll = pages.asked;
  await page.evaluate(() => (window.__longTasks.length = 0));

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
  const expectedPages = Math.ceil(total / (pages.size || 1));
  const deadline = Date.now() + 120_000;
  while (pages.done < expectedPages && Date.now() < deadline) await page.waitForTimeout(50);
  const lastCardsMs = Date.now() - scrollStarted;
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
  line('scroll through all items', `${scrollMs} ms (every page loaded after ${lastCardsMs} ms)`);
  line('DOM nodes after scrolling', `${figures.domNodes} (most while scrolling: ${maxDomNodes})`);
  line('cards in the DOM at the end', figures.cards);
  line('library pages fetched', `${pages.done} of ${expectedPages} (${pagesBeforeScroll} before scrolling)`);
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
  const sandbox = await startGateway({ SANDBOX_MOVIES: String(ITEMS) });
  try {
    await measure(browser, 'sandbox', sandbox.base);
  } finally {
    await sandbox.close();
  }

  const fake = await startFakeService({
    libraries: [{ key: '1', title: 'Films', type: 'movie', size: ITEMS }],
    pageDelayMs: PAGE_LATENCY_MS,
  });
  const slow = await startGateway({ MAINTAINERR_URL: fake.url });
  try {
    await measure(browser, `${PAGE_LATENCY_MS} ms per page`, slow.base);
  } finally {
    await slow.close();
    await fake.close();
  }
} finally {
  await browser.close();
}
