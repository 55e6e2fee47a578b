// npm run bench: measures the built gateway (dist/gateway/server.mjs) against a loopback upstream
// in its own process, prints a table, then runs every other bench/*.bench.mjs. Figures only, no
// pass/fail; every loop is bounded in time. Run after `node build.mjs`.
//   static   requests/s for index.html and the hashed JS (br), from memory
//   proxy    requests/s through /api vs the same upstream hit directly, and the p99 the proxy adds
//   events   time for one upstream event to reach 1,000 and 2,000 open browser streams
//   process  start-up time to the first 200, idle RSS
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { runLoad } from './load.mjs';
import { findNginx, startNginx } from './nginx.mjs';
import { openStreams } from './streams.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = join(root, 'dist/gateway/server.mjs');
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const LOAD_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const STREAM_COUNTS = [1000, 2000];
/** Longest the gateway may take, once listening, to answer /healthz with 200, in ms. */
const HEALTH_WAIT_MS = 10_000;
/** Pause between /healthz polls, in ms. */
const HEALTH_POLL_MS = 2;
const children = [];
/** Where the gateway's request log goes while the bench runs; removed at the end. */
const GATEWAY_LOG = join(tmpdir(), `bench-gateway-${process.pid}.log`);

/**
 * Spawns a Node process and waits for readyPattern in what it prints. With `logPath` its output goes
 * to that file rather than through a pipe into this process, which also runs the load generator:
 * reading the gateway's request log here would tax the load, not the gateway.
 */
function startProcess(args, env, readyPattern, { logPath } = {}) {
  const logFd = logPath ? openSync(logPath, 'w') : undefined;
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', logFd ?? 'pipe', 'inherit'],
  });
  if (logFd !== undefined) closeSync(logFd);
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const check = () => {
      const match = readyPattern.exec(output);
      if (!match) return false;
      clearTimeout(timer);
      clearInterval(poll);
      child.stdout?.resume();
      resolve({ child, match });
      return true;
    };
    const timer = setTimeout(() => {
      clearInterval(poll);
      reject(new Error(`${args.join(' ')} did not start: ${output}`));
    }, 10_000);
    const poll = logPath
      ? setInterval(() => {
          output = readFileSync(logPath, 'utf8');
          check();
        }, 5)
      : undefined;
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      check();
    });
  });
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  } catch {
    return NaN;
  }
}

/**
 * Runs a load and also reports the CPU the measured process spent per request: on a shared machine
 * requests/s swing with the neighbours' load, CPU per request much less.
 */
async function loadWithCpu(pid, options) {
  const before = cpuMs(pid);
  const result = await runLoad(options);
  const requests = result.requestsPerSecond * (options.seconds ?? 3) + 1e-9;
  return { ...result, cpuMicrosPerRequest: ((cpuMs(pid) - before) * 1000) / requests };
}

function rssMb(pid) {
  return readFile(`/proc/${pid}/status`, 'utf8').then(
    (status) => Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024,
    () => NaN,
  );
}

async function startGateway(upstreamUrl) {
  const startedAt = performance.now();
  const { child, match } = await startProcess(
    [serverEntry],
    { MAINTAINERR_URL: upstreamUrl, PORT: '0', HOST: '127.0.0.1', AUTH: 'off', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
    /listening on (http:\/\/[\d.:]+)/,
    { logPath: GATEWAY_LOG },
  );
  const origin = match[1];
  // Start-up ends at the first 200 a client gets, polled every HEALTH_POLL_MS (small next to start-up).
  const deadline = performance.now() + HEALTH_WAIT_MS;
  for (;;) {
    try {
      const response = await request(`${origin}/healthz`, { headersTimeout: HEALTH_WAIT_MS, bodyTimeout: HEALTH_WAIT_MS });
      await response.body.dump();
      if (response.statusCode === 200) break;
    } catch {
      // not yet
    }
    if (performance.now() > deadline) {
      throw new Error(`bench: the gateway at ${origin} did not answer GET /healthz with 200 within ${HEALTH_WAIT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  return { child, origin, startupMs: performance.now() - startedAt };
}

const fmt = (value, digits = 0) => (Number.isFinite(value) ? value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : 'n/a');

async function main() {
  if (!existsSync(serverEntry)) {
    console.error('bench: dist/gateway/server.mjs is missing; run `node build.mjs` first (npm run bench does)');
    process.exit(1);
  }
  const rows = [];
  const row = (what, figure, note = '') => {
    rows.push([what, figure, note]);
    console.log(`  ${what}: ${figure} ${note}`);
  };

  const { child: upstreamChild, match: upstreamMatch } = await startProcess([join(root, 'bench/upstream.mjs')], { PORT: '0' }, /listening (\d+)/);
  const upstreamUrl = `http://127.0.0.1:${upstreamMatch[1]}`;
  const gateway = await startGateway(upstreamUrl);
  row('start-up to first 200', `${fmt(gateway.startupMs)} ms`, '(spawn to GET /healthz 200)');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  row('idle RSS', `${fmt(await rssMb(gateway.child.pid), 1)} MB`, '(1 s after start)');

  const index = await request(`${gateway.origin}/`, { headers: { accept: 'text/html' } });
  const html = await index.body.text();
  const scriptPath = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];

  const load = (pid, origin, path, headers) =>
    loadWithCpu(pid, { origin, path, headers, connections: LOAD_CONNECTIONS, seconds: LOAD_SECONDS });
  const cpuNote = (result) => `${fmt(result.cpuMicrosPerRequest)} µs CPU/req`;
  const gatewayPid = gateway.child.pid;
  const staticIndex = await load(gatewayPid, gateway.origin, '/', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
  row('static index.html (br)', `${fmt(staticIndex.requestsPerSecond)} req/s`, `p99 ${fmt(staticIndex.p99, 2)} ms, ${cpuNote(staticIndex)}, ${staticIndex.errors + staticIndex.non2xx} failed`);
  if (scriptPath) {
    const staticJs = await load(gatewayPid, gateway.origin, scriptPath, { 'accept-encoding': 'br, gzip' });
    row('static hashed JS (br)', `${fmt(staticJs.requestsPerSecond)} req/s`, `p99 ${fmt(staticJs.p99, 2)} ms, ${cpuNote(staticJs)}, ${fmt(staticJs.bytesPerRequest / 1024, 1)} KB each`);
  }

  const direct = await load(upstreamChild.pid, upstreamUrl, '/api/app/status');
  row('upstream direct /api/app/status', `${fmt(direct.requestsPerSecond)} req/s`, `p99 ${fmt(direct.p99, 2)} ms, upstream ${cpuNote(direct)}`);
  const proxied = await load(gatewayPid, gateway.origin, '/api/app/status');
  row('through the proxy /api/app/status', `${fmt(proxied.requestsPerSecond)} req/s`, `p99 ${fmt(proxied.p99, 2)} ms, gateway ${cpuNote(proxied)}, ${proxied.errors + proxied.non2xx} failed`);
  row('proxy / direct throughput', `${fmt(proxied.requestsPerSecond / direct.requestsPerSecond, 2)}×`, '');

  // Latency the proxy adds, one request at a time (no queueing in the figure).
  const directSerial = await runLoad({ origin: upstreamUrl, path: '/api/app/status', connections: 1, seconds: 2 });
  const proxiedSerial = await runLoad({ origin: gateway.origin, path: '/api/app/status', connections: 1, seconds: 2 });
  row('p99 added by the proxy', `${fmt(proxiedSerial.p99 - directSerial.p99, 3)} ms`, `(one at a time: p99 ${fmt(proxiedSerial.p99, 3)} vs ${fmt(directSerial.p99, 3)} ms; p50 +${fmt(proxiedSerial.p50 - directSerial.p50, 3)} ms)`);
  row('p99 added under load', `${fmt(proxied.p99 - direct.p99, 2)} ms`, `(${LOAD_CONNECTIONS} connections)`);

  const nginxBinary = findNginx();
  if (nginxBinary) {
    // Side by side, back to back, so that the neighbours' load hits both alike.
    const nginx = await startNginx(nginxBinary, { webRoot: join(root, 'dist/web'), upstreamUrl });
    try {
      const gzipIndex = { accept: 'text/html', 'accept-encoding': 'gzip' };
      const nginxStatic = await load(nginx.pid, nginx.origin, '/', gzipIndex);
      const gatewayStatic = await load(gatewayPid, gateway.origin, '/', gzipIndex);
      row('nginx static index.html (gzip)', `${fmt(nginxStatic.requestsPerSecond)} req/s`, `gateway ${fmt(gatewayStatic.requestsPerSecond)} req/s = ${fmt(gatewayStatic.requestsPerSecond / nginxStatic.requestsPerSecond, 2)}× nginx`);
      if (scriptPath) {
        // br where nginx has brotli_static, so both send the same precompressed bytes.
        const encoding = nginx.brotli ? 'br' : 'gzip';
        const nginxJs = await load(nginx.pid, nginx.origin, scriptPath, { 'accept-encoding': encoding });
        const gatewayJs = await load(gatewayPid, gateway.origin, scriptPath, { 'accept-encoding': encoding });
        row(`nginx static hashed JS (${encoding})`, `${fmt(nginxJs.requestsPerSecond)} req/s`, `gateway ${fmt(gatewayJs.requestsPerSecond)} req/s = ${fmt(gatewayJs.requestsPerSecond / nginxJs.requestsPerSecond, 2)}× nginx`);
      }
      const nginxProxy = await load(nginx.pid, nginx.origin, '/api/app/status');
      const gatewayProxy = await load(gatewayPid, gateway.origin, '/api/app/status');
      row('nginx proxy_pass /api/app/status', `${fmt(nginxProxy.requestsPerSecond)} req/s`, `gateway ${fmt(gatewayProxy.requestsPerSecond)} req/s = ${fmt(gatewayProxy.requestsPerSecond / nginxProxy.requestsPerSecond, 2)}× nginx`);
    } finally {
      await nginx.close();
    }
  } else {
    row('nginx comparison', 'skipped', '(nginx not installed)');
  }

  const streams = await openStreams({ gatewayOrigin: gateway.origin, upstreamUrl, counts: STREAM_COUNTS });
  for (const result of streams) {
    row(`one event to ${fmt(result.count)} open streams`, `${fmt(result.fanoutMs, 1)} ms`, `(${result.received}/${result.count} received; opening took ${fmt(result.openMs)} ms)`);
  }
  row('RSS with streams open', `${fmt(await rssMb(gateway.child.pid), 1)} MB`, `(${STREAM_COUNTS.at(-1)} streams)`);

  console.log('\nmaintainerr-gateway bench');
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), 8));
  for (const [what, figure, note] of rows) console.log(`| ${what.padEnd(widths[0])} | ${figure.padStart(widths[1])} | ${note.padEnd(widths[2])} |`);

  for (const child of children) child.kill('SIGTERM');

  const others = (await readdir(join(root, 'bench'))).filter((name) => name.endsWith('.bench.mjs')).sort();
  for (const name of others) {
    console.log(`\n== bench/${name}`);
    await new Promise((resolve) => {
      const child = spawn(process.execPath, [join(root, 'bench', name)], { stdio: 'inherit' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

try {
  await main();
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(GATEWAY_LOG, { force: true });
}
