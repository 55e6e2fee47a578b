// Starts the built gateway (dist/gateway/server.mjs) in its own process on a free loopback port, in a
// fresh data folder, for the browser benches. Every wait is bounded.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const serverEntry = fileURLToPath(new URL('../dist/gateway/server.mjs', import.meta.url));

/** Longest the gateway may take to serve, or to exit after SIGTERM, in ms. */
const WAIT_MS = 30_000;

async function waitUntilServing(url, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(WAIT_MS) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the gateway did not answer at ${url} within ${WAIT_MS} ms`);
}

/**
 * The gateway with `env` on top of a quiet bench setup (warnings only, no scheduled sandbox runs, AUTH=off);
 * resolves once /readyz answers. Returns its base URL and close().
 */
export async function startBuiltGateway(env = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-gateway-'));
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, SANDBOX_SCHEDULE_MS: '0', AUTH: 'off', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${base}/readyz`, Date.now() + WAIT_MS);
  return {
    base,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), WAIT_MS);
      await exited;
      clearTimeout(timer);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
