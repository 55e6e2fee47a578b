// Load with wrk (Debian's `wrk`) when it is installed, pinned to its own core: a C load generator
// costs far less per request than one in Node, so it can saturate the server it measures. Without
// it, the undici loop in load.mjs runs in this process instead.
import { spawn, spawnSync } from 'node:child_process';
import { LOAD_CORE, pinned } from './pinning.mjs';

/** True when wrk is on PATH. */
export const hasWrk = spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;

/** wrk's latency figure ("812.00us", "1.20ms", "2.01s") in ms. */
function toMs(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? '');
  if (!match) return NaN;
  return Number(match[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2]];
}

/**
 * Runs wrk for `seconds` with `connections` on one thread against origin+path; resolves with the
 * same figures as load.mjs's runLoad: requests/s, p50 and p99 in ms, errors, non-2xx answers.
 */
export function runWrk({ origin, path, headers = {}, connections = 50, seconds = 3 }) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(`${origin}${path}`);
  const [command, commandArgs] = pinned(LOAD_CORE, 'wrk', args);
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', () => {
      const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? NaN);
      const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
      resolve({
        requests,
        requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN),
        p50: toMs(/\s50%\s+(\S+)/.exec(output)?.[1]),
        p99: toMs(/\s99%\s+(\S+)/.exec(output)?.[1]),
        errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
        non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
      });
    });
  });
}
