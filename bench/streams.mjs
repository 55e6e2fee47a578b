// Opens many browser-like event streams through a server (the gateway or nginx) and times one upstream event reaching
// all of them: from the moment the upstream is asked to broadcast until the last stream has it.
import { Agent, request as httpRequest } from 'node:http';
import { request } from 'undici';

const BATCH = 100;

function openOne(origin, agent, onEvent) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}/api/events/stream`, { agent, headers: { accept: 'text/event-stream' } }, (response) => {
      response.setEncoding('utf8');
      response.on('data', (text) => {
        if (text.includes('rule_handler.started')) onEvent();
      });
      resolve(req);
    });
    req.on('error', reject);
    req.end();
  });
}

async function upstreamStreams(upstreamUrl) {
  const response = await request(`${upstreamUrl}/bench/streams`);
  return Number(await response.body.text());
}

/** For each count (ascending), opens streams up to it and times one event reaching all of them. */
export async function openStreams({ origin, upstreamUrl, counts, timeoutMs = 10_000 }) {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const open = [];
  let waiting = 0;
  let resolveAll = () => {};
  const onEvent = () => {
    waiting -= 1;
    if (waiting === 0) resolveAll(performance.now());
  };
  const results = [];
  // Streams from an earlier run (another server) may still be closing at the upstream.
  const quietBy = Date.now() + timeoutMs;
  while ((await upstreamStreams(upstreamUrl)) > 0 && Date.now() < quietBy) await new Promise((r) => setTimeout(r, 20));
  try {
    for (const count of counts) {
      const openStarted = performance.now();
      while (open.length < count) {
        const batch = Math.min(BATCH, count - open.length);
        open.push(...(await Promise.all(Array.from({ length: batch }, () => openOne(origin, agent, onEvent)))));
      }
      const deadline = Date.now() + timeoutMs;
      // Every stream already has its answer's headers, which both servers send only once the upstream
      // answered; a server that shares one upstream stream among its clients holds just one there.
      while ((await upstreamStreams(upstreamUrl)) < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      const openMs = performance.now() - openStarted;
      waiting = open.length;
      const allReceived = new Promise((resolve) => {
        resolveAll = resolve;
      });
      const started = performance.now();
      await (await request(`${upstreamUrl}/bench/broadcast`, { method: 'POST' })).body.dump();
      const finished = await Promise.race([allReceived, new Promise((r) => setTimeout(() => r(NaN), timeoutMs))]);
      results.push({ count, fanoutMs: finished - started, received: open.length - waiting, openMs });
    }
  } finally {
    for (const req of open) req.destroy();
    agent.destroy();
  }
  return results;
}
