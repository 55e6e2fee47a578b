// npm run bench: measures the built gateway (dist/gateway/server.mjs) beside nginx (when installed)
// against one loopback upstream in its own process, prints a table, then runs every other
// bench/*.bench.mjs. Figures only, no pass/fail; every loop is bounded in time. Run after `node build.mjs`.
//   Pinned (bench/pinning.mjs): the server measured and the upstream on core 0, the load generator
//   (wrk when installed, else load.mjs in this process) on core 1. CPU time per request, read from
//   /proc, is printed beside requests/s: on a shared machine it is the steadier figure.
//   static   index.html, a client route (/rules) and the hashed JS, precompressed, from memory
//   proxy    /api/app/status (181 B) and /api/rules (20 KB, with its p99), the same upstream for both
//   memory   RSS idle and after the load; RSS with 2,000 open event streams and one event's fan-out
// nginx runs as bench/nginx.mjs sets it up (one worker, brotli_static, keep-alive upstream, a buffered
// access log), as the gateway writes its request log to a file; each figure is taken from nginx and
// then the gateway back to back, so the neighbours' load hits both alike.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { runLoad } from './load.mjs';
import { findNginx, startNginx } from './nginx.mjs';
import { canPin, LOAD_CORE, onAllCores, pinned, pinProcess, SERVER_CORE } from './pinning.mjs';
import { cpuMs, rssMb } from './proc.mjs';
import { openStreams } from './streams.mjs';
import { hasWrk, runWrk } from './wrk.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = join(root, 'dist/gateway/server.mjs');
/** Node's flags for the gateway, as the Dockerfile's CMD and npm start give them. */
const GATEWAY_NODE_FLAGS = ['--max-semi-space-size=2', '--liftoff-only'];
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const LOAD_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/**
 * Load before each measured run, not counted: the JIT and the upstream pool settle first. A server is
 * measured at its steady state, as it runs for weeks: under the proxy load, the gateway took 656-918 µs
 * of CPU per request in its first 2 s, 164-232 µs from 4 to 6 s and 190-250 µs after (V8 optimises its
 * hot code over the first seconds; 2026-11-27, server and load generator pinned to their cores as below). With a 1 s warm-up the table measured the ramp.
 * nginx, which has nothing to warm up, gets the same load first.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const STREAM_COUNTS = [1000, 2000];
/** Longest the gateway may take, once listening, to answer /healthz with 200, in ms. */
const HEALTH_WAIT_MS = 10_000;
/** Pause between /healthz polls, in ms. */
const HEALTH_POLL_MS = 2;
const children = [];
/** Where the gateway's request log goes while the bench runs; removed at the end. */
const GATEWAY_LOG = join(tmpdir(), `bench-gateway-${process.pid}.log`);

/**
 * Spawns a Node process on the server's core and waits for readyPattern in what it prints. With
 * `logPath` its output goes to that file rather than through a pipe into this process, which also
 * runs the load generator: reading the gateway's request log here would tax the load, not the gateway.
 */
function startProcess(args, env, readyPattern, { logPath } = {}) {
  const logFd = logPath ? openSync(logPath, 'w') : undefined;
  const [command, commandArgs] = pinned(SERVER_CORE, process.execPath, args);
  const child = spawn(command, commandArgs, {
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

async function startGateway(upstreamUrl) {
  const startedAt = performance.now();
  const { child, match } = await startProcess(
    [...GATEWAY_NODE_FLAGS, serverEntry],
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
  return { pid: child.pid, origin, startupMs: performance.now() - startedAt };
}

/** Load on one path, after a warm-up; the CPU the server (and its children) spent per request, in µs. */
async function measure(server, path, headers = {}) {
  const load = (seconds) => (hasWrk ? runWrk : runLoad)({ origin: server.origin, path, headers, connections: LOAD_CONNECTIONS, seconds });
  await load(WARMUP_SECONDS);
  const before = cpuMs(server.pid);
  const result = await load(LOAD_SECONDS);
  const requests = result.requests ?? result.requestsPerSecond * LOAD_SECONDS;
  return { ...result, cpuMicrosPerRequest: ((cpuMs(server.pid) - before) * 1000) / Math.max(requests, 1) };
}

const fmt = (value, digits = 0) => (Number.isFinite(value) ? value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : 'n/a');
const throughput = (m) => (m ? `${fmt(m.requestsPerSecond)} req/s, ${fmt(m.cpuMicrosPerRequest, 1)} µs CPU/req${m.errors + m.non2xx ? `, ${m.errors + m.non2xx} failed` : ''}` : 'n/a');
const ratio = (gateway, nginx) => (nginx ? `${fmt(gateway.requestsPerSecond / nginx.requestsPerSecond, 2)}× req/s, ${fmt(gateway.cpuMicrosPerRequest / nginx.cpuMicrosPerRequest, 1)}× CPU` : '');

/** One streams figure: RSS with the most streams open and the time for one event to reach them all. */
async function streamsFigure(server, upstreamUrl) {
  const results = await openStreams({ origin: server.origin, upstreamUrl, counts: STREAM_COUNTS });
  const last = results.at(-1);
  const rss = rssMb(server.pid);
  const fanouts = results.map((r) => `${fmt(r.fanoutMs, 1)} ms to ${fmt(r.count)}${r.received < r.count ? ` (${r.received} received)` : ''}`).join(', ');
  return { text: `${fmt(rss, 1)} MB (${fmt(last.fanoutMs, 1)} ms)`, detail: fanouts };
}

async function main() {
  if (!existsSync(serverEntry)) {
    console.error('bench: dist/gateway/server.mjs is missing; run `node build.mjs` first (npm run bench does)');
    process.exit(1);
  }
  // This process opens the event streams and, without wrk, generates the load: it goes on the load's core.
  pinProcess(process.pid, LOAD_CORE);
  const loadAtStart = loadavg();

  const { child: upstreamChild, match: upstreamMatch } = await startProcess([join(root, 'bench/upstream.mjs')], { PORT: '0' }, /listening (\d+)/);
  const upstreamUrl = `http://127.0.0.1:${upstreamMatch[1]}`;
  const gateway = await startGateway(upstreamUrl);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const gatewayIdleRss = rssMb(gateway.pid);
  const nginxBinary = findNginx();
  const nginx = nginxBinary ? await startNginx(nginxBinary, { webRoot: join(root, 'dist/web'), upstreamUrl }) : undefined;
  const nginxIdleRss = nginx ? rssMb(nginx.pid) : NaN;

  const index = await request(`${gateway.origin}/`, { headers: { accept: 'text/html' } });
  const scriptPath = /<script[^>]+src="([^"]+)"/.exec(await index.body.text())?.[1];
  // br where nginx has brotli_static (or there is no nginx), so both send the same precompressed bytes.
  const encoding = !nginx || nginx.brotli ? 'br' : 'gzip';
  const page = { accept: 'text/html', 'accept-encoding': encoding };
  const figures = [
    ['Static index.html', '/', page, '≥ 0.5× nginx req/s'],
    ['Static SPA route (/rules)', '/rules', page, '≥ 0.5× nginx'],
    ...(scriptPath ? [[`Static hashed JS (${encoding})`, scriptPath, { 'accept-encoding': encoding }, '']] : []),
    ['Proxy /api/app/status (181 B)', '/api/app/status', {}, '≥ 0.5× nginx'],
    ['Proxy /api/rules (20 KB)', '/api/rules', {}, "≥ 0.5× nginx, p99 ≤ 2× nginx's"],
  ];
  const rows = [];
  const row = (figure, nginxText, gatewayText, ratioText, target) => {
    rows.push([figure, nginxText, gatewayText, ratioText, target]);
    console.log(`  ${figure}: nginx ${nginxText} | gateway ${gatewayText} ${ratioText}`);
  };
  try {
    for (const [name, path, headers, target] of figures) {
      const nginxFigure = nginx ? await measure(nginx, path, headers) : undefined;
      const gatewayFigure = await measure(gateway, path, headers);
      const withP99 = (m, text) => (m && path === '/api/rules' ? `${text}, p99 ${fmt(m.p99, 1)} ms` : text);
      row(name, withP99(nginxFigure, throughput(nginxFigure)), withP99(gatewayFigure, throughput(gatewayFigure)), ratio(gatewayFigure, nginxFigure), target);
    }
    const direct = await measure({ origin: upstreamUrl, pid: upstreamChild.pid }, '/api/app/status');
    row('Idle RSS / after this load', nginx ? `${fmt(nginxIdleRss, 1)} / ${fmt(rssMb(nginx.pid), 1)} MB` : 'n/a', `${fmt(gatewayIdleRss, 1)} / ${fmt(rssMb(gateway.pid), 1)} MB`, '', '≤ 60 MB / ≤ 90 MB');
    const nginxStreams = nginx ? await streamsFigure(nginx, upstreamUrl) : undefined;
    const gatewayStreams = await streamsFigure(gateway, upstreamUrl);
    row(`RSS with ${fmt(STREAM_COUNTS.at(-1))} open event streams (one event reaching all)`, nginxStreams?.text ?? 'n/a', gatewayStreams.text, '', '≤ 120 MB (≤ 100 ms)');

    const loadAtEnd = loadavg();
    console.log('\nmaintainerr-gateway bench');
    const header = ['Figure', 'nginx', 'gateway', 'gateway / nginx', 'target'];
    const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => r[i].length)));
    const line = (cells) => console.log(`| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`);
    line(header);
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const cells of rows) line(cells);
    console.log(
      [
        `${canPin ? `pinned: server and upstream on core ${SERVER_CORE}, load on core ${LOAD_CORE}` : 'not pinned (taskset or a second core missing)'}; ` +
          `load ${hasWrk ? 'wrk' : 'bench/load.mjs'}, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s after ${WARMUP_SECONDS} s warm-up; ${nginx ? `nginx ${nginx.brotli ? 'with' : 'without'} brotli_static` : 'nginx not installed'}`,
        `machine load average at start ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}, at end ${loadAtEnd.map((l) => l.toFixed(2)).join(' ')} (other processes share these cores)`,
        `gateway start-up to first 200: ${fmt(gateway.startupMs)} ms; event fan-out: gateway ${gatewayStreams.detail}${nginxStreams ? `; nginx ${nginxStreams.detail}` : ''}`,
        `upstream hit directly, /api/app/status: ${throughput(direct)} (the ceiling for the proxy rows: it shares the server's core)`,
      ].join('\n'),
    );
  } finally {
    await nginx?.close();
  }

  for (const child of children) child.kill('SIGTERM');

  // BENCH_TABLE_ONLY=1 stops after the table (the browser benches take minutes more).
  if (process.env.BENCH_TABLE_ONLY === '1') return;
  const others = (await readdir(join(root, 'bench'))).filter((name) => name.endsWith('.bench.mjs')).sort();
  for (const name of others) {
    console.log(`\n== bench/${name}`);
    await new Promise((resolve) => {
      // This process is pinned to the load's core; the browser benches measure a machine, not one core.
      const child = spawn(...onAllCores(process.execPath, [join(root, 'bench', name)]), { stdio: 'inherit' });
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
