// First-load benchmark: /overview opened cold (empty cache) in Chromium against the built gateway in
// front of its sandbox, speaking v3.24 and v2.21, on a desktop and on a throttled phone (Lighthouse's
// mobile profile: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4x). Prints the bytes
// transferred by type, the requests made until the first poster showed, and the time from navigation
// to the first poster (median of RUNS), beside the JS+CSS the built page needs for /overview.
// Figures only, no assertions; every wait is bounded. Run alone with
// `node bench/first-load.bench.mjs` after `node build.mjs`.
import { chromium } from 'playwright-core';
import { startBuiltGateway } from './built-gateway.mjs';
import { firstLoadBytes } from './first-load-bytes.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Longest the first poster may take to show, in ms. */
const POSTER_WAIT_MS = 30_000;
const PROFILES = {
  desktop: { viewport: { width: 1280, height: 800 }, network: undefined, cpuSlowdown: 1 },
  phone: {
    viewport: { width: 390, height: 844 },
    network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
    cpuSlowdown: 4,
  },
};

// Records, in the page, when the first poster image has loaded (performance.now(), from navigation).
function watchFirstPoster() {
  const seen = () => {
    if (window.__firstPosterMs === undefined && document.querySelector('img.poster__image--loaded')) {
      window.__firstPosterMs = performance.now();
    }
  };
  new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
}

function typeOf(resourceType, url) {
  if (resourceType === 'Fetch' || resourceType === 'XHR' || resourceType === 'EventSource') return new URL(url).pathname.startsWith('/api/') ? 'api' : 'other';
  return { Document: 'html', Script: 'js', Stylesheet: 'css', Image: 'image' }[resourceType] ?? 'other';
}

async function measure(browser, base, profileName) {
  const profile = PROFILES[profileName];
  const context = await browser.newContext({ viewport: profile.viewport, isMobile: profileName === 'phone', hasTouch: profileName === 'phone' });
  const page = await context.newPage();
  await page.addInitScript(watchFirstPoster);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', profile.network);
  if (profile.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => requests.set(requestId, { type: typeOf(type, response.url), bytes: 0, done: false }));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) Object.assign(request, { bytes: encodedDataLength, done: true });
  });
  await page.goto(`${base}/overview`, { timeout: POSTER_WAIT_MS });
  await page.waitForFunction(() => window.__firstPosterMs !== undefined, undefined, { timeout: POSTER_WAIT_MS, polling: 50 });
  const firstPosterMs = await page.evaluate(() => window.__firstPosterMs);
  const byType = {};
  for (const { type, bytes } of requests.values()) {
    byType[type] ??= { requests: 0, bytes: 0 };
    byType[type].requests += 1;
    byType[type].bytes += bytes;
  }
  await context.close();
  return { firstPosterMs, requests: requests.size, byType };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const built = firstLoadBytes('overview');
console.log(`\nFirst load of /overview as built: JS ${kb(built.js)} + CSS ${kb(built.css)} = ${kb(built.js + built.css)} brotli, ${built.files} files`);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'],
});
try {
  console.log(`\n| API | profile | first poster (median of ${RUNS}) | requests until then | JS | CSS | API | images | html |`);
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const api of ['3.24', '2.21']) {
    const gateway = await startBuiltGateway({ SANDBOX_API: api, AUTH: 'off' });
    try {
      for (const profileName of Object.keys(PROFILES)) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, gateway.base, profileName));
        const typical = runs.find((run) => run.firstPosterMs === median(runs.map((r) => r.firstPosterMs)));
        const cell = (type) => (typical.byType[type] ? `${kb(typical.byType[type].bytes)} (${typical.byType[type].requests})` : '-');
        console.log(`| ${api} | ${profileName} | ${Math.round(typical.firstPosterMs)} ms | ${typical.requests} | ${cell('js')} | ${cell('css')} | ${cell('api')} | ${cell('image')} | ${cell('html')} |`);
      }
    } finally {
      await gateway.close();
    }
  }
} finally {
  await browser.close();
}
