// What tests need from the service beyond its contract, so the sandbox can stand in for every fake:
// a log of the requests it got, a request held until the test lets it go, a request answered with
// an error, a path answered slowly, events pushed by hand, streams cut, and (in index.ts) the
// whole service stopped and started again on the same port. Nothing here changes an answer unless
// a test asked for it; the gateway never uses it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SseHub } from './sse.ts';
import { sendEmpty, sendJson, sendText } from './wire.ts';

/** A request as it reached the sandbox. */
export interface SeenRequest {
  method: string;
  /** The path as sent, with its query and percent-encoding. */
  path: string;
  /** The Last-Event-ID header, when the request resumed an event stream with one. */
  lastEventId?: string;
}

/** How a test names requests: the method and the path without its query (as sent, or decoded), or a pattern of the raw path. */
export type RequestMatch = { method: string; path: string | RegExp };

/** An answer a test puts in place of the sandbox's own: a status, and a JSON value, a raw text (text/html) or nothing. */
export type TestAnswer = { status?: number } & ({ json: unknown } | { text: string } | { empty: true });

/** Gives the answer for a request (its raw path and parsed body), or undefined to let the sandbox answer. */
export type Responder = (request: { path: string; body: unknown }) => TestAnswer | undefined;

interface Hold {
  match: RequestMatch;
  release: () => void;
  released: Promise<void>;
  markReached: () => void;
}

export interface SandboxControl {
  /** Every request so far, in order. */
  readonly requests: readonly SeenRequest[];
  /** The requests with this method and path (without the query; as sent, or decoded). */
  requestsTo(method: string, path: string): SeenRequest[];
  /** Holds the next matching request until release(); `reached` resolves when it arrives. */
  hold(method: string, path: string | RegExp): { reached: Promise<void>; release: () => void };
  /** Answers the next `times` matching requests (default 1) with `status` and Nest's body for it (default 500). */
  fail(method: string, path: string | RegExp, status?: number, times?: number): void;
  /**
   * Answers every matching request with `responder`'s answer while it gives one (undefined: the
   * sandbox answers). The latest responder for a request is asked first. Returns a function that removes it.
   */
  respond(method: string, path: string | RegExp, responder: Responder): () => void;
  /** Delays every matching request by `ms` once its body is read, before it is handled; 0 ends the delay. */
  slow(method: string, path: string | RegExp, ms: number): void;
  /**
   * Sends an event to every open event stream, framed as the generation frames it. `time` (an ISO
   * date) replaces the event's time on v2.21; v3.24's event log always stamps its own.
   */
  push(type: string, fields?: Record<string, unknown>, time?: string): void;
  /** Writes raw text to every open event stream (a malformed frame, say). */
  pushRaw(text: string): void;
  /** Breaks every open event stream's connection. */
  cutStreams(): void;
  /** How many event streams are open. */
  streamCount(): number;
  /** Resolves once at least `count` event streams are open; rejects after `timeoutMs` (default 10000). */
  waitForStreams(count: number, timeoutMs?: number): Promise<void>;
  /** Stops answering: closes the listener and every connection, as a service that went down. */
  stop(): Promise<void>;
  /** Listens again on the same port, with the same state. */
  start(): Promise<void>;
}

/** The parts of the control the server needs: the hooks that apply holds, failures, delays and responders. */
export interface ControlHooks {
  onRequest(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void>;
  /** Runs once the body is parsed: the delays, then the responders, which may read it. */
  preHandler(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void>;
}

const matches = (match: RequestMatch, method: string, rawPath: string) => {
  if (match.method !== method) return false;
  if (match.path instanceof RegExp) return match.path.test(rawPath);
  return samePath(rawPath, match.path);
};

/** True when a raw request path, without its query, is `path` as sent or once decoded. */
const samePath = (rawPath: string, path: string) => {
  const raw = rawPath.split('?')[0]!;
  return raw === path || decodeURIComponent(raw) === path;
};

const ERROR_NAMES: Record<number, string> = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 503: 'Service Unavailable' };

export interface ControlOptions {
  /** The event stream's hub. */
  hub: SseHub;
  /** Sends an event the way the generation's stream does. */
  emit(type: string, fields: Record<string, unknown>): void;
  /** Stops and restarts the server (index.ts owns it). */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Creates the control and the hook the server installs. */
export function createControl(options: ControlOptions): { control: SandboxControl; hooks: ControlHooks } {
  const requests: SeenRequest[] = [];
  const holds: Hold[] = [];
  const failures: { match: RequestMatch; status: number; left: number }[] = [];
  const delays: { match: RequestMatch; ms: number }[] = [];
  const responders: { match: RequestMatch; responder: Responder }[] = [];

  const hooks: ControlHooks = {
    async onRequest(request, reply) {
      const method = request.method;
      const path = request.url;
      const lastEventId = request.headers['last-event-id'];
      requests.push(typeof lastEventId === 'string' ? { method, path, lastEventId } : { method, path });
      const hold = holds.find((entry) => matches(entry.match, method, path));
      if (hold) {
        holds.splice(holds.indexOf(hold), 1);
        hold.markReached();
        await hold.released;
      }
      const failure = failures.find((entry) => entry.left > 0 && matches(entry.match, method, path));
      if (failure) {
        failure.left -= 1;
        const body =
          failure.status === 500 ? { statusCode: 500, message: 'Internal server error' } : { message: ERROR_NAMES[failure.status] ?? 'Error', error: ERROR_NAMES[failure.status] ?? 'Error', statusCode: failure.status };
        return sendJson(reply, body, failure.status);
      }
    },
    async preHandler(request, reply) {
      // After the body is read, as a service that took the request and then stalled: a write the
      // caller gave up waiting for is still applied once the delay is over.
      const delay = delays.find((entry) => matches(entry.match, request.method, request.url));
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay.ms));
      for (const { match, responder } of [...responders].reverse()) {
        if (!matches(match, request.method, request.url)) continue;
        const answer = responder({ path: request.url, body: request.body });
        if (!answer) continue;
        const status = answer.status ?? 200;
        if ('json' in answer) return sendJson(reply, answer.json, status);
        if ('text' in answer) return sendText(reply, answer.text, status);
        return sendEmpty(reply, status);
      }
    },
  };

  const control: SandboxControl = {
    requests,
    requestsTo: (method, path) => requests.filter((entry) => entry.method === method && samePath(entry.path, path)),
    hold(method, path) {
      let release!: () => void;
      let markReached!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const reached = new Promise<void>((resolve) => (markReached = resolve));
      holds.push({ match: { method, path }, release, released, markReached });
      return { reached, release };
    },
    fail(method, path, status = 500, times = 1) {
      failures.push({ match: { method, path }, status, left: times });
    },
    respond(method, path, responder) {
      const entry = { match: { method, path }, responder };
      responders.push(entry);
      return () => void responders.splice(responders.indexOf(entry) >>> 0, 1);
    },
    slow(method, path, ms) {
      const index = delays.findIndex((entry) => entry.match.method === method && String(entry.match.path) === String(path));
      if (index >= 0) delays.splice(index, 1);
      if (ms > 0) delays.push({ match: { method, path }, ms });
    },
    push: (type, fields = {}, time) => options.emit(type, time ? { ...fields, time } : fields),
    pushRaw: (text) => options.hub.broadcastFrame(text),
    cutStreams: () => options.hub.cut(),
    streamCount: () => options.hub.size(),
    async waitForStreams(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (options.hub.size() < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} open event streams, have ${options.hub.size()}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async stop() {
      // Whatever is held is let go first, so a stopped service leaves no request hanging in it.
      for (const hold of holds.splice(0)) hold.release();
      await options.stop();
    },
    start: () => options.start(),
  };
  return { control, hooks };
}
