// /api/events/stream and /api/logs/stream: server-sent event streams passed through byte for byte,
// flushed as they arrive (like Caddy's flushInterval for text/event-stream), with no compression and
// no idle timeout. Both are kept outside the proxy's pool (a stream holds its connection for as long
// as it is open, so in a shared pool of 128 the 129th open tab would wait forever).
// The handler events are the same for every browser, so the browsers asking for the same
// /api/events/stream URL share one upstream connection (shared-event-stream.ts): each frame is
// read once and the same bytes are written to every browser. The log stream, and an event stream
// resuming from an id the shared connection cannot serve, keep a connection of their own, closed
// the moment the browser leaves.
import { Agent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { gatewayError } from '../errors.ts';
import { withoutGatewaySession } from './auth/session-cookie.ts';
import { heartbeatTickMs } from './event-frames.ts';
import { connectionLevelTest } from './hop-by-hop.ts';
import { SharedEventStream, type SharedStreamContext } from './shared-event-stream.ts';
import { isSendableStatus, unsendableStatusError } from './upstream-status.ts';

export interface EventsOptions {
  /** Base URL of the upstream API server, without a trailing slash. */
  upstreamUrl: string;
  /** What to call the upstream in error messages. */
  upstreamLabel: string;
  /** How long to wait for the upstream's response headers, in ms; the stream itself never times out. */
  timeoutMs: number;
  /** Idle time after which the gateway sends a `: heartbeat` comment between frames, in ms; default 20000. */
  heartbeatMs?: number;
  /** How long a shared upstream event stream stays open after its last browser left, in ms; default 1000. */
  sharedCloseGraceMs?: number;
}

/** The upstream's server-sent event paths: the handler events and the log stream. */
export const EVENT_STREAM_PATHS = ['/api/events/stream', '/api/logs/stream'] as const;

/** How long a browser gets to receive the end of its stream at shutdown before its socket is cut, in ms. */
const SHUTDOWN_GRACE_MS = 1000;


const CR = 0x0d;
const LF = 0x0a;
const isLineEnd = (byte: number) => byte === CR || byte === LF;

/**
 * Follows the last bytes written to an event stream to tell whether it stands between two frames.
 * A frame ends with a blank line, and SSE lines end in LF, CR or CRLF (WHATWG HTML §9.2.6), so
 * "\n\n", "\r\r" and "\r\n\r\n" all end one. Chunks split anywhere: a lone "\n" ends a frame only
 * if the byte before it, possibly in an earlier chunk, ended a line too.
 */
function trackFrameBoundary() {
  // Newest last; the stream starts between frames, as if after a blank line.
  let [older, previous, last] = [-1, LF, LF];
  return {
    push(chunk: Buffer): void {
      for (const byte of chunk.subarray(-3)) [older, previous, last] = [previous, last, byte];
    },
    atBoundary(): boolean {
      // The LF of a CRLF ends a blank line only when a line end came just before its CR.
      if (last === LF) return previous === LF || (previous === CR && isLineEnd(older));
      return last === CR && isLineEnd(previous);
    },
  };
}

interface OpenStream {
  upstream: ReturnType<typeof httpRequest>;
  body: PassThrough;
  reply: FastifyReply;
}

/**
 * The id of the last event a reconnecting page saw. A browser's EventSource sends Last-Event-ID
 * only on its own silent retries; a page that opens a new stream after a failure cannot set the
 * header, so it names the id as `?lastEventId=` and the gateway sends it on as the header the
 * service resumes from (v3.x replays the events after it; v2.21 ignores it).
 */
function lastEventIdOf(query: string): string | undefined {
  const value = new URLSearchParams(query).get('lastEventId');
  return value !== null && /^[\x21-\x7e]{1,64}$/.test(value) ? value : undefined;
}

function forwardedRequestHeaders(headers: IncomingHttpHeaders, upstreamHost: string, query: string): IncomingHttpHeaders {
  const isConnectionLevel = connectionLevelTest(headers.connection);
  const forwarded: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!isConnectionLevel(name)) forwarded[name] = value;
  }
  // The stream is asked for with a body-less GET: a Content-Length sent on without its body would
  // leave the service waiting for bytes that never come.
  delete forwarded['content-length'];
  const lastEventId = lastEventIdOf(query);
  if (lastEventId !== undefined && forwarded['last-event-id'] === undefined) forwarded['last-event-id'] = lastEventId;
  // Frames must reach the browser as they are written: no compressed stream to buffer.
  forwarded['accept-encoding'] = 'identity';
  forwarded.host = upstreamHost;
  return forwarded;
}

function copyResponseHeaders(reply: FastifyReply, upstream: IncomingMessage): void {
  const isConnectionLevel = connectionLevelTest(upstream.headers.connection);
  for (const [name, value] of Object.entries(upstream.headers)) {
    if (value === undefined || isConnectionLevel(name) || name === 'content-length') continue;
    if (name === 'set-cookie') {
      const kept = withoutGatewaySession(value);
      if (kept.length > 0) reply.header(name, kept);
      continue;
    }
    reply.header(name, value);
  }
  // Tell browsers and any nginx in front not to cache or buffer the stream.
  reply.header('cache-control', 'no-cache').header('x-accel-buffering', 'no');
}

export const eventsPlugin: FastifyPluginAsync<EventsOptions> = async (app, options) => {
  const upstreamBase = new URL(options.upstreamUrl);
  const isHttps = upstreamBase.protocol === 'https:';
  const request = isHttps ? httpsRequest : httpRequest;
  // One socket per stream, never reused: when the browser leaves, its socket is destroyed.
  const agent = isHttps ? new HttpsAgent({ keepAlive: false, maxSockets: Infinity }) : new Agent({ keepAlive: false, maxSockets: Infinity });
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  const open = new Set<OpenStream>();
  const openUpstream = (target: string, headers: IncomingHttpHeaders) =>
    request({
      protocol: upstreamBase.protocol,
      hostname: upstreamBase.hostname,
      port: upstreamBase.port,
      path: target,
      method: 'GET',
      headers,
      agent,
      timeout: options.timeoutMs,
    });
  /** Set once the gateway begins to close: a stream still waiting for the service is then cut by the shutdown, not by the service. */
  let closing = false;
  const fail = (incoming: FastifyRequest, reply: FastifyReply, error: NodeJS.ErrnoException) => {
    if (closing) {
      // As the proxy answers its requests cut short by a shutdown (README, Errors): not "unreachable".
      incoming.log.debug({ err: error }, 'event stream cut short by the shutdown');
      const body = gatewayError('GW_ERR_SHUTTING_DOWN', options.upstreamLabel);
      reply.code(body.statusCode).header('connection', 'close').send(body);
      return;
    }
    const failure =
      error.code === 'ETIMEDOUT'
        ? gatewayError('GW_ERR_UPSTREAM_TIMEOUT', options.upstreamLabel)
        : gatewayError('GW_ERR_UPSTREAM_UNREACHABLE', options.upstreamLabel);
    incoming.log.warn({ err: error, upstream: options.upstreamLabel }, 'event stream upstream failed');
    reply.code(failure.statusCode).send(failure);
  };

  const handler = (incoming: FastifyRequest, reply: FastifyReply, path: string) => {
    const rawUrl = incoming.raw.url ?? '';
    const queryIndex = rawUrl.indexOf('?');
    const target = `${upstreamBase.pathname.replace(/\/$/, '')}${path}${queryIndex >= 0 ? rawUrl.slice(queryIndex) : ''}`;
    const upstream = openUpstream(target, forwardedRequestHeaders(incoming.headers, upstreamBase.host, queryIndex >= 0 ? rawUrl.slice(queryIndex + 1) : ''));
    const body = new PassThrough();
    const stream: OpenStream = { upstream, body, reply };
    open.add(stream);
    let heartbeat: NodeJS.Timeout | undefined;
    const finish = () => {
      open.delete(stream);
      clearInterval(heartbeat);
      upstream.destroy();
      if (!body.writableEnded) body.end();
    };
    // The browser left (or the gateway ended the response): drop the upstream connection at once.
    reply.raw.once('close', finish);

    upstream.once('timeout', () => upstream.destroy(Object.assign(new Error('upstream timeout'), { code: 'ETIMEDOUT' })));
    upstream.once('error', (error: NodeJS.ErrnoException) => {
      // After the headers, or once the browser has gone, there is no one to tell: just end.
      if (reply.sent || reply.raw.headersSent || reply.raw.destroyed) return finish();
      open.delete(stream);
      fail(incoming, reply, error);
    });
    upstream.once('response', (response) => {
      upstream.setTimeout(0);
      // A status Fastify cannot send (Node's client takes any three digits) is no answer to pass on:
      // the 'error' above makes it a 502, where reply.code() would throw out of this listener.
      if (!isSendableStatus(response.statusCode)) return void upstream.destroy(unsendableStatusError(response.statusCode));
      copyResponseHeaders(reply, response);
      // Comments only between frames, so that a heartbeat never splits an event.
      const frames = trackFrameBoundary();
      let lastWrite = Date.now();
      response.on('data', (chunk: Buffer) => {
        // A browser reading slowly holds the upstream back instead of growing a buffer here.
        if (!body.write(chunk)) {
          response.pause();
          body.once('drain', () => response.resume());
        }
        lastWrite = Date.now();
        frames.push(chunk);
      });
      response.once('end', finish);
      response.once('error', finish);
      response.once('aborted', finish);
      if (heartbeatMs > 0 && /^text\/event-stream/i.test(response.headers['content-type'] ?? '')) {
        heartbeat = setInterval(() => {
          if (!frames.atBoundary() || Date.now() - lastWrite < heartbeatMs) return;
          body.write(': heartbeat\n\n');
          lastWrite = Date.now();
        }, heartbeatTickMs(heartbeatMs));
        heartbeat.unref();
      }
      reply.code(response.statusCode ?? 502).send(body);
      // Fastify writes a streamed answer's headers with its first byte; an upstream that sends only
      // headers must still let the browser's EventSource open, so they go out now.
      if (!reply.raw.headersSent && !reply.raw.destroyed) reply.raw.flushHeaders();
    });
    upstream.end();
    return reply;
  };

  // Browsers asking for the same event stream URL (its lastEventId aside) share one upstream stream.
  const upstreamPrefix = upstreamBase.pathname.replace(/\/$/, '');
  const shared = new Map<string, SharedEventStream>();
  /** Browser streams served from a shared stream, for shutdown. */
  const sharedListeners = new Set<{ reply: FastifyReply; stop(): void }>();
  const context: Omit<SharedStreamContext, 'dedicated'> = {
    openUpstream,
    forwardedHeaders: (incoming) => forwardedRequestHeaders(incoming.headers, upstreamBase.host, ''),
    copyResponseHeaders: (reply, response) => {
      copyResponseHeaders(reply, response);
      // Each browser's answer gets its own date, not the one of the shared stream's opening.
      reply.removeHeader('date');
    },
    fail,
    track: (stream) => {
      sharedListeners.add(stream);
      return () => sharedListeners.delete(stream);
    },
    heartbeatMs,
    closeGraceMs: options.sharedCloseGraceMs ?? 1000,
  };
  const eventsPath = EVENT_STREAM_PATHS[0];
  const dedicated = (incoming: FastifyRequest, reply: FastifyReply) => handler(incoming, reply, eventsPath);
  app.get(eventsPath, (incoming, reply) => {
    const rawUrl = incoming.raw.url ?? '';
    const queryIndex = rawUrl.indexOf('?');
    const query = queryIndex >= 0 ? rawUrl.slice(queryIndex + 1) : '';
    const header = incoming.headers['last-event-id'];
    const resumeId = typeof header === 'string' && header !== '' ? header : lastEventIdOf(query);
    // The query as it came (same encoding), without the browser's own lastEventId.
    const sharedQuery = query
      .split('&')
      .filter((part) => part !== '' && part !== 'lastEventId' && !part.startsWith('lastEventId='))
      .join('&');
    const target = `${upstreamPrefix}${eventsPath}${sharedQuery === '' ? '' : `?${sharedQuery}`}`;
    let stream = shared.get(target);
    if (!stream) {
      const created: SharedEventStream = new SharedEventStream(target, { ...context, dedicated }, () => {
        if (shared.get(target) === created) shared.delete(target);
      });
      stream = created;
      shared.set(target, stream);
    }
    return stream.join(incoming, reply, resumeId, `${upstreamPrefix}${eventsPath}${query === '' ? '' : `?${query}`}`);
  });
  // The log stream's lines are replayed by the service to each new stream, so each keeps its own.
  app.get(EVENT_STREAM_PATHS[1], (incoming, reply) => handler(incoming, reply, EVENT_STREAM_PATHS[1]));

  // On shutdown every open stream ends, so the server can close and the browsers reconnect later.
  // The browser's connection is closed too once the stream has ended: left in keep-alive it would
  // hold server.close() until its idle timeout, since Fastify closes only connections idle at the start.
  app.addHook('preClose', async () => {
    closing = true;
    const ending = [...open, ...sharedListeners].map((stream) => ({
      reply: stream.reply,
      stop: 'upstream' in stream ? () => (stream.upstream.destroy(), stream.body.end()) : stream.stop,
    }));
    for (const stream of [...shared.values()]) stream.shutdown();
    for (const { stop, reply } of ending) {
      stop();
      const socket = reply.raw.socket;
      if (!socket) continue;
      if (reply.raw.writableFinished) socket.end();
      else reply.raw.once('finish', () => socket.end());
      setTimeout(() => socket.destroy(), SHUTDOWN_GRACE_MS).unref();
    }
  });
  app.addHook('onClose', async () => agent.destroy());
};
