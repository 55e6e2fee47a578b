// How the tests start Debian's Chromium through playwright-core (npx playwright install cannot work
// here). Plain JavaScript so that test/run.mjs, which starts the one Chromium a whole run shares,
// and test/helpers/browser.ts, which connects to it (or starts its own), use the same options.
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The environment variable that carries the shared Chromium's WebSocket endpoint to the test files. */
export const SHARED_BROWSER_ENV = 'TEST_BROWSER_WS_ENDPOINT';

export const LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
    '--disable-sync',
  ],
};

/**
 * Starts one Chromium for a whole test run; returns its WebSocket endpoint and a close that gives
 * Chromium `timeoutMs` to end before it is killed.
 */
export async function startSharedBrowser(timeoutMs = 5000) {
  const server = await chromium.launchServer(LAUNCH_OPTIONS);
  const close = async () => {
    let timer;
    const timedOut = new Promise((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const outcome = await Promise.race([server.close().then(() => 'closed', () => 'failed'), timedOut]);
    clearTimeout(timer);
    if (outcome !== 'closed') await server.kill().catch(() => undefined);
  };
  return { wsEndpoint: server.wsEndpoint(), close };
}
