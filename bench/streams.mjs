// Opens many browser-like event streams through a server (the gateway or nginx) and times one upstream event reaching
// all of them: from the moment the upstream is asked to broadcast until the last stream has it.
// Each stream is a plain TCP socket that writes its GET and then only looks for the event's name in
// the bytes that arrive: with Node's HTTP client, parsing and emitting 2,000 answers took this process
// longer than the server took to write them, so the figure measured the client.
import { connect } from 'node:net';
import { request } from 'undici';

const BATCH = 100;
const EVENT_NAME = 'rule_handler.started';

function openOne(origin, onEvent) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      socket.write(`GET /api/events/stream HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/event-stream\r\n\r\n`);
    });
    socket.setNoDelay(true);
    // The end of the last chunk, so that a name split across two chunks is still seen.
    let tail = '';
    let headed = false;
    socket.on('data', (chunk) => {
      const text = tail + chunk.toString('latin1');
      if (!headed) {
        if (!text.includes('\r\n\r\n')) {
          tail = text;
          return;
        }
        headed = true;
        if (!text.startsWith('HTTP/1.1 200')) {
          reject(new Error(`stream refused: ${text.split('\r\n')[0]}`));
          socket.destroy();
          return;
        }
        resolve(socket);
      }
      if (text.includes(EVENT_NAME)) {
        onEvent();
        tail = '';
      } else {
        tail = text.slice(-EVENT_NAME.length);
      }
    });
    socket.on('error', reject);
  });
}

async function upstreamStreams(upstreamUrl) {
  const response = await request(`${upstreamUrl}/bench/streams`);
  return Number(await response.body.text());
}

/** For each count (ascending), opens streams up to it and times one event reaching all of them. */
export async function openStreams({ origin, upstreamUrl, counts, timeoutMs = 10_000 }) {
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
        open.push(...(await Promise.all(Array.from({ length: batch }, () => openOne(origin, onEvent)))));
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
    for (const socket of open) socket.destroy();
  }
  return results;
}
