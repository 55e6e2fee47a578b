// A small fake Maintainerr for browser tests that need control over the service: the setup answer,
// the version answer, task status answers held back or dated, SSE frames pushed at chosen times,
// streams cut, the whole service stopped and started again on the same port. It answers with the
// real service's framing and quirks (shared/contract/recorded): scalars and /app/status as
// text/html, empty 201 bodies, SSE with a lone "\n" first and `event:` + `data:` lines.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeAppStatus {
  status: 1 | 0;
  version: string;
  commitTag: string;
  updateAvailable: boolean;
}

export interface FakeState {
  /** What GET /api/settings/test/setup answers. */
  setup: boolean;
  appStatus: FakeAppStatus;
  /** Running flags by task display name. */
  running: Record<string, boolean>;
  /** The `time` of task status answers; default: now. */
  statusTime?: () => string;
  rules: unknown[];
  collections: unknown[];
  /**
   * The main settings row. When set, GET/POST /api/settings answer with the real service's save
   * rules (API.md §2.1); when unset GET /api/settings is a 404 as before.
   */
  settings?: Record<string, unknown>;
  /** Plex libraries, their items (one page holds them all) and TMDB poster paths by TMDB id; unset: empty answers. */
  plex?: { libraries: unknown[]; items: unknown[]; posters: Record<number, string> };
}

export interface RecordedRequest {
  method: string;
  /** Path as sent, with its query and percent-encoding. */
  path: string;
}

interface Gate {
  release: () => void;
  released: Promise<void>;
  reached: Promise<void>;
  markReached: () => void;
}

const TEXT = { 'content-type': 'text/html; charset=utf-8', 'x-powered-by': 'Express' };
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8', 'x-powered-by': 'Express' };

/** Starts the fake on 127.0.0.1, port 0. */
export async function startFakeMaintainerr(initial: Partial<FakeState> = {}) {
  const state: FakeState = {
    setup: true,
    appStatus: { status: 1, version: '2.21.0', commitTag: '', updateAvailable: false },
    running: { 'Rule Handler': false, 'Collection Handler': false },
    rules: [],
    collections: [],
    ...initial,
  };
  const requests: RecordedRequest[] = [];
  const streams = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  const gates = new Map<string, Gate[]>();
  const streamWaiters = new Set<() => void>();

  const sendText = (res: ServerResponse, status: number, body: string) =>
    res.writeHead(status, { ...TEXT, 'content-length': Buffer.byteLength(body) }).end(body);
  const sendJson = (res: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { ...JSON_TYPE, 'content-length': Buffer.byteLength(text) }).end(text);
  };
  const sendEmpty = (res: ServerResponse, status: number) =>
    res.writeHead(status, { 'x-powered-by': 'Express', 'content-length': 0 }).end();

  function openStream(res: ServerResponse) {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-cache, no-store, must-revalidate, max-age=0, no-transform',
      connection: 'keep-alive',
      'x-powered-by': 'Express',
    });
    res.write('\n');
    streams.add(res);
    res.on('close', () => streams.delete(res));
    for (const wake of streamWaiters) wake();
  }

  /**
   * POST /api/settings as the real service saves it (API.md §2.1): nothing without both cron
   * fields; the SUBMITTED plex_hostname, overseerr_url and tautulli_url are lower-cased; plex_ssl
   * is 1 only for a submitted https:// hostname or port 443; the scheme is stripped from the host.
   */
  function saveSettings(body: Record<string, unknown>) {
    const cron = (value: unknown) => typeof value === 'string' && value.trim().split(/\s+/).length === 5;
    if (!cron(body.collection_handler_job_cron) || !cron(body.rules_handler_job_cron)) {
      return { status: 'NOK', code: 0, message: 'Update failed, invalid CRON value was found' };
    }
    const submitted = { ...body };
    for (const key of ['plex_hostname', 'overseerr_url', 'tautulli_url']) {
      if (typeof submitted[key] === 'string') submitted[key] = (submitted[key] as string).toLowerCase();
    }
    const host = submitted.plex_hostname;
    submitted.plex_ssl = (typeof host === 'string' && host.includes('https://')) || submitted.plex_port == 443 ? 1 : 0;
    if (typeof host === 'string') submitted.plex_hostname = host.replace('https://', '').replace('http://', '');
    state.settings = { ...state.settings, ...submitted };
    return { status: 'OK', code: 1, message: 'Success' };
  }

  async function route(req: IncomingMessage, res: ServerResponse, body: string) {
    const path = req.url ?? '/';
    const method = req.method ?? 'GET';
    requests.push({ method, path });
    const gate = gates.get(`${method} ${path}`)?.shift();
    if (gate) {
      gate.markReached();
      await gate.released;
    }
    const pathname = path.split('?')[0]!;
    const task = /^\/api\/tasks\/([^/]+)\/status$/.exec(pathname);
    if (method === 'GET' && pathname === '/api/events/stream') return openStream(res);
    if (method === 'GET' && pathname === '/api/app/status') return sendText(res, 200, JSON.stringify(state.appStatus));
    if (method === 'GET' && pathname === '/api/settings/test/setup') return sendText(res, 200, String(state.setup));
    if (method === 'GET' && task) {
      const name = decodeURIComponent(task[1]!);
      if (!(name in state.running)) return sendJson(res, 500, { statusCode: 500, message: 'Internal server error' });
      const time = state.statusTime?.() ?? new Date().toISOString();
      return sendJson(res, 200, { time, running: state.running[name], runningSince: state.running[name] ? time : null });
    }
    if (method === 'GET' && pathname === '/api/rules') return sendJson(res, 200, state.rules);
    if (method === 'GET' && pathname === '/api/collections') return sendJson(res, 200, state.collections);
    if (method === 'GET' && pathname === '/api/settings' && state.settings) return sendJson(res, 200, state.settings);
    if (method === 'POST' && pathname === '/api/settings' && state.settings) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = undefined;
      }
      const answer = parsed && typeof parsed === 'object' ? saveSettings(parsed as Record<string, unknown>) : { status: 'NOK', code: 0, message: 'Failure' };
      return sendJson(res, 201, answer);
    }
    const content = /^\/api\/plex\/library\/[^/]+\/content\/(\d+)$/.exec(pathname);
    const poster = /^\/api\/moviedb\/image\/(?:movie|show)\/(\d+)$/.exec(pathname);
    if (method === 'GET' && state.plex && pathname === '/api/plex/libraries') return sendJson(res, 200, state.plex.libraries);
    if (method === 'GET' && state.plex && content) {
      const items = content[1] === '1' ? state.plex.items : [];
      return sendJson(res, 200, { totalSize: state.plex.items.length, items });
    }
    if (method === 'GET' && state.plex && poster) {
      const path = state.plex.posters[Number(poster[1])];
      return path ? sendText(res, 200, path) : sendEmpty(res, 200);
    }
    if (method === 'GET' && pathname === '/api/plex/libraries') return sendEmpty(res, 200);
    if (method === 'POST' && pathname === '/api/rules/execute') {
      if (state.running['Rule Handler']) return sendJson(res, 409, { statusCode: 409, message: 'The rule executor is already running' });
      return sendEmpty(res, 201);
    }
    if (method === 'POST' && pathname === '/api/collections/handle') {
      if (state.running['Collection Handler']) return sendJson(res, 409, { statusCode: 409, message: 'The collection handler is already running' });
      return sendEmpty(res, 201);
    }
    return sendJson(res, 404, { message: `Cannot ${method} ${pathname}`, error: 'Not Found', statusCode: 404 });
  }

  const server = createServer((req, res) => {
    // Read the whole body like Express would before answering.
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void route(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake = {
    url: `http://127.0.0.1:${port}`,
    state,
    requests,
    /** Calls seen for a method and path (path without query). */
    requestsTo: (method: string, pathname: string) =>
      requests.filter((r) => r.method === method && r.path.split('?')[0] === pathname),
    /** How many event streams are open now. */
    get streamCount() {
      return streams.size;
    },
    /** Resolves once at least `count` streams are open; rejects after `timeoutMs`. */
    waitForStreams(count: number, timeoutMs = 10_000): Promise<void> {
      if (streams.size >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          streamWaiters.delete(check);
          reject(new Error(`expected ${count} open event streams, have ${streams.size}`));
        }, timeoutMs);
        const check = () => {
          if (streams.size < count) return;
          clearTimeout(timer);
          streamWaiters.delete(check);
          resolve();
        };
        streamWaiters.add(check);
      });
    },
    /** Sends one handler event to every open stream, framed like the real service; `time` defaults to now. */
    push(type: string, fields: Record<string, unknown> = {}, time = new Date().toISOString()) {
      const frame = `event: ${type}\ndata: ${JSON.stringify({ type, time, ...fields })}\n\n`;
      for (const stream of streams) stream.write(frame);
    },
    /** Writes raw text to every open stream (for malformed frames). */
    pushRaw(text: string) {
      for (const stream of streams) stream.write(text);
    },
    /** Breaks every open event stream's connection. */
    cutStreams() {
      for (const stream of streams) stream.socket?.destroy();
      streams.clear();
    },
    /** Holds the next `method path` request until release() is called; `reached` resolves when it arrives. */
    hold(method: string, path: string) {
      let release!: () => void;
      let markReached!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const reached = new Promise<void>((resolve) => (markReached = resolve));
      const gate = { release, released, reached, markReached };
      const key = `${method} ${path}`;
      gates.set(key, [...(gates.get(key) ?? []), gate]);
      return { release, reached };
    },
    /** Stops answering: closes the listener and every connection (the service is down). */
    async stop() {
      for (const socket of sockets) socket.destroy();
      streams.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    /** Listens again on the same port (the service is back). */
    async start() {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
    },
    async close() {
      for (const list of gates.values()) for (const gate of list) gate.release();
      if (server.listening) await fake.stop();
    },
  };
  return fake;
}

export type FakeMaintainerr = Awaited<ReturnType<typeof startFakeMaintainerr>>;
