// /api/events/stream and /api/logs/stream: server-sent event streams passed through byte for byte,
// flushed as they arrive (like Caddy's flushInterval for text/event-stream), with no compression and
// no idle timeout. Each browser stream holds its own upstream connection outside the proxy's pool
// (a stream holds its connection for as long as it is open, so in a shared pool of 128 the 129th
// open tab would wait forever), closed the moment the browser leaves.
import { Agent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { gatewayError } from '../errors.ts';
import { connectionLevelTest } from './hop-by-hop.ts';

export interface EventsOptions {
  /** Base URL of the upstream API server, without a trailing slash. */
  upstreamUrl: string;
  /** What to call the upstream in error messages. */
  upstreamLabel: string;
  /** How long to wait for the upstream's response headers, in ms; the stream itself never times out. */
  timeoutMs: number;
  /** Idle time after which the gateway sends a `: heartbeat` comment between frames, in ms; default 20000. */
  heartbeatMs?: number;
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

  const handler = (incoming: FastifyRequest, reply: FastifyReply, path: string) => {
    const rawUrl = incoming.raw.url ?? '';
    const queryIndex = rawUrl.indexOf('?');
    const target = `${upstreamBase.pathname.replace(/\/$/, '')}${path}${queryIndex >= 0 ? rawUrl.slice(queryIndex) : ''}`;
    const upstream = request({
      protocol: upstreamBase.protocol,
      hostname: upstreamBase.hostname,
      port: upstreamBase.port,
      path: target,
      method: 'GET',
      headers: forwardedRequestHeaders(incoming.headers, upstreamBase.host, queryIndex >= 0 ? rawUrl.slice(queryIndex + 1) : ''),
      agent,
      timeout: options.timeoutMs,
    });
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
      const failure =
        error.code === 'ETIMEDOUT'
          ? gatewayError('GW_ERR_UPSTREAM_TIMEOUT', options.upstreamLabel)
          : gatewayError('GW_ERR_UPSTREAM_UNREACHABLE', options.upstreamLabel);
      incoming.log.warn({ err: error, upstream: options.upstreamLabel }, 'event stream upstream failed');
      reply.code(failure.statusCode).send(failure);
    });
    upstream.once('response', (response) => {
      upstream.setTimeout(0);
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
          if (frames.atBoundary() && Date.now() - lastWrite >= heartbeatMs) body.write(': heartbeat\n\n');
        }, heartbeatMs);
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

  for (const path of EVENT_STREAM_PATHS) {
    app.get(path, (incoming, reply) => handler(incoming, reply, path));
  }

  // On shutdown every open stream ends, so the server can close and the browsers reconnect later.
  // The browser's connection is closed too once the stream has ended: left in keep-alive it would
  // hold server.close() until its idle timeout, since Fastify closes only connections idle at the start.
  app.addHook('preClose', async () => {
    for (const { upstream, body, reply } of open) {
      upstream.destroy();
      body.end();
      const socket = reply.raw.socket;
      if (!socket) continue;
      if (reply.raw.writableFinished) socket.end();
      else reply.raw.once('finish', () => socket.end());
      setTimeout(() => socket.destroy(), SHUTDOWN_GRACE_MS).unref();
    }
  });
  app.addHook('onClose', async () => agent.destroy());
};
