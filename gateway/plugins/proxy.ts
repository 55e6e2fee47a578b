// /api and /api/* -> the Maintainerr service (or the sandbox), straight on one undici pool.
// The request goes on as it came (method, raw path and query, headers but the connection-level
// ones, the body as raw bytes), and the answer comes back as the service sent it, streamed, and
// compressed on the way when it is text and the browser takes it (answer-compression.ts).
// A service that cannot be reached is a 502 and one that does not answer in time a 504, in JSON.
// The two event streams do not come through here: plugins/events.ts owns them, since a stream
// would hold one of this pool's connections for as long as it stays open.
//
// Why not @fastify/http-proxy: its layers (reply-from, Fastify's reply and send path,
// per-request header rewriting) cost about twice this path's CPU per request in bench/ profiles,
// and it handed Fastify's own text/plain parser and hop-by-hop headers to undici unchanged.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Readable, Writable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { gatewayError, ShuttingDownError } from '../errors.ts';
import { withoutGatewaySession } from './auth/session-cookie.ts';
import type { HttpPool } from '../http-client.ts';
import { answerEncoding, compressedHeaders, createAnswerCompressor } from './answer-compression.ts';
import { connectionLevelTest } from './hop-by-hop.ts';
import { writeRequestLine } from './request-log.ts';

export interface ProxyOptions {
  /** The upstream API server's connections (their request timeouts too) and the path its API is under ('' or '/x'). */
  upstream: { pool: HttpPool; basePath: string };
  /** What to call the upstream in error messages (the real URL, or "the built-in sandbox"). */
  upstreamLabel: string;
  /** Headers the gateway adds to every answer (the security headers), lower-case names; default none. */
  responseHeaders?: Readonly<Record<string, string>>;
}

/** undici's errors for an upstream that took too long: to connect (its default 10 s), to send headers, between body bytes. */
const TIMEOUTS = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * undici's errors for a request it cannot send as given: the service was never asked, so this is the
 * client's request at fault (a body shorter than its Content-Length, say), a 400, not a 502.
 */
const UNSENDABLE = new Set(['UND_ERR_INVALID_ARG', 'UND_ERR_NOT_SUPPORTED', 'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH']);

/** A kept-alive socket the upstream closed just as we reused it: retry a body-less read once. */
const STALE_SOCKET = 'UND_ERR_SOCKET';

/** The request's headers minus the connection-level ones (RFC 9110 §7.6.1), which undici refuses. */
function forwardedHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const isConnectionLevel = connectionLevelTest(headers.connection);
  const forwarded: Record<string, string | string[]> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined && !isConnectionLevel(name)) forwarded[name] = value;
  }
  return forwarded;
}

/** True when the request carries a body: a length above zero, or any transfer coding (chunked). */
function hasBody(headers: IncomingHttpHeaders): boolean {
  return headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');
}

/** The gateway's own JSON answer for a request the upstream did not answer; headers not yet sent. */
function sendJson(response: ServerResponse, body: { statusCode: number; error: string; message: string }, extraHeaders: Readonly<Record<string, string>>): void {
  const text = JSON.stringify(body);
  response.writeHead(body.statusCode, {
    ...extraHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

interface ExchangeContext {
  pool: HttpPool;
  upstreamLabel: string;
  basePath: string;
  prefixLength: number;
  responseHeaders: Readonly<Record<string, string>>;
}

/** A request target's scheme and host, when it came in absolute form (GET http://host/api/x HTTP/1.1). */
const ABSOLUTE_FORM_ORIGIN = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/;

/**
 * The request target as the service is asked for it: path and query only. An absolute-form target
 * names a host of its own, which a host-routing proxy in front of the service would obey; the gateway
 * routes by the path alone, so the rest is dropped byte for byte, with nothing re-encoded.
 */
function originForm(target: string): string {
  if (target.startsWith('/')) return target;
  const rest = target.replace(ABSOLUTE_FORM_ORIGIN, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * A `.` or `..` path segment, its dots plain or percent-encoded, between separators: a slash or a
 * backslash, plain or percent-encoded too (a proxy that decodes before it resolves, or resolves
 * backslashes as WHATWG URLs do, would see one), or at the start, the query or the end.
 */
const DOT_SEGMENT = /(^|[/\\]|%2f|%5c)(\.|%2e){1,2}([/\\?]|%2f|%5c|$)/i;

/**
 * True when the target's path holds a dot segment. Browsers resolve those before sending, so only a
 * hand-made request has one; passed on raw, a proxy in front of the service (MAINTAINERR_URL with a
 * path) could resolve /maintainerr/api/../../x to a path outside the service's API.
 */
function climbsOut(target: string): boolean {
  const queryAt = target.indexOf('?');
  return DOT_SEGMENT.test(queryAt < 0 ? target : target.slice(0, queryAt));
}

/**
 * The request body's bytes as undici reads them. undici destroys a stream body when the service has
 * answered before reading all of it (a route that ignores a body of a type it does not parse), and
 * a destroyed request leaves the browser's upload stalled on its connection. Read through an
 * iterator that leaves the request alone, what undici did not take is read and dropped instead, as
 * Node does for a handler that never reads its body: the upload ends and the answer arrives.
 */
async function* bytesOf(raw: IncomingMessage): AsyncGenerator<Buffer> {
  let ended = false;
  try {
    for await (const chunk of raw.iterator({ destroyOnReturn: false })) yield chunk as Buffer;
    ended = true;
  } finally {
    if (!ended && !raw.destroyed) raw.resume();
  }
}

/**
 * One request's trip through the pool, as an undici dispatch handler: the answer's head and bytes
 * are written straight to the browser's response, with no stream in between, and the upstream is
 * paused while the browser reads slowly, so nothing grows in memory.
 */
class ProxyExchange implements Dispatcher.DispatchHandler {
  #controller: Dispatcher.DispatchController | undefined;
  #retried = false;
  readonly #response: ServerResponse;
  /** Where the answer's bytes go: the response, or a compressor piped into it. */
  #sink: Writable;
  readonly #resume = () => this.#controller?.resume();
  /** Set when the service broke the answer off after its head was sent on. */
  #upstreamFailure: Error | undefined;

  constructor(
    private readonly request: FastifyRequest,
    reply: FastifyReply,
    private readonly context: ExchangeContext,
  ) {
    this.#response = reply.raw;
    this.#sink = this.#response;
    this.#response.once('close', () => {
      if (this.#response.writableFinished) return;
      // Fastify logs a hijacked request when its response finishes or fails; one cut short does
      // neither, and would have no line at all.
      if (this.#upstreamFailure) {
        request.log.warn({ req: request, res: { statusCode: reply.statusCode }, err: this.#upstreamFailure }, 'response ended early by an upstream error');
        return;
      }
      // The browser left before the answer ended: stop reading from the upstream at once.
      this.#controller?.abort(new Error('the client closed the connection'));
      writeRequestLine(request, reply, true);
    });
  }

  start(): void {
    const raw = this.request.raw;
    const headers = raw.headers;
    const options: Dispatcher.DispatchOptions = {
      path: this.context.basePath + originForm(raw.url!).slice(this.context.prefixLength),
      method: raw.method as Dispatcher.HttpMethod,
      headers: forwardedHeaders(headers),
      // The raw request's bytes: no parser reads, decodes or caps them, so bodies pass byte for byte.
      // undici's documentation takes an AsyncIterable body for dispatch; its types leave it out.
      body: hasBody(headers) ? (bytesOf(raw) as unknown as Readable) : null,
    };
    try {
      this.context.pool.dispatch(options, this);
    } catch (error) {
      this.onResponseError(undefined, error as Error);
    }
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
  }

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders): void {
    // An interim answer (103 Early Hints) is not passed on: the browser gets the final one.
    if (statusCode < 200) return;
    const isConnectionLevel = connectionLevelTest(headers.connection);
    const answer: Record<string, string | string[]> = {};
    for (const name in headers) {
      const value = headers[name];
      if (value !== undefined && !isConnectionLevel(name)) answer[name] = value;
    }
    const cookies = answer['set-cookie'];
    if (cookies !== undefined) {
      const kept = withoutGatewaySession(cookies);
      if (kept.length > 0) answer['set-cookie'] = kept;
      else delete answer['set-cookie'];
    }
    Object.assign(answer, this.context.responseHeaders);
    const raw = this.request.raw;
    const encoding = answerEncoding(raw.method, raw.headers['accept-encoding'] as string | undefined, statusCode, headers);
    if (encoding) compressedHeaders(answer, encoding);
    try {
      this.#response.writeHead(statusCode, answer);
    } catch (error) {
      // A header Node will not send on (a character it refuses): the answer cannot pass, so it is a 502.
      controller.abort(error as Error);
      return;
    }
    if (encoding) {
      const length = Number(headers['content-length']);
      const compressor = createAnswerCompressor(encoding, Number.isFinite(length) ? length : undefined);
      // pipe() paces the compressor by the browser; the upstream is paced by the compressor below.
      compressor.pipe(this.#response);
      compressor.once('error', () => this.#response.destroy());
      this.#response.once('close', () => compressor.destroy());
      this.#sink = compressor;
    }
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    // Chunks already read may still arrive while paused; one 'drain' listener resumes for them all.
    if (!this.#sink.write(chunk) && !controller.paused) {
      controller.pause();
      this.#sink.once('drain', this.#resume);
    }
  }

  onResponseEnd(): void {
    this.#sink.end();
  }

  onResponseError(_controller: Dispatcher.DispatchController | undefined, error: Error): void {
    const response = this.#response;
    const code = (error as { code?: string }).code ?? '';
    // After the head there is no status left to give: cut the answer short so the browser sees it
    // broken, and log it as the service's failure (the browser did not leave). A browser that left
    // has a destroyed response. (The request stream is no sign of that: Node destroys it once its
    // body has been read, and a POST whose service then failed would get no answer at all.)
    if (response.headersSent || response.destroyed) {
      if (!response.destroyed) this.#upstreamFailure = error;
      response.destroy();
      return;
    }
    if (code === STALE_SOCKET && !this.#retried && !hasBody(this.request.raw.headers)) {
      this.#retried = true;
      this.start();
      return;
    }
    if (UNSENDABLE.has(code)) {
      this.request.log.debug({ err: error }, 'request not sendable upstream');
      // Fastify's shape, as for its own 400s (README, Errors).
      sendJson(response, { statusCode: 400, error: 'Bad Request', message: error.message }, this.context.responseHeaders);
      return;
    }
    if (error instanceof ShuttingDownError) {
      // The connection ends with this answer: the server is closing and takes no further requests on it.
      sendJson(response, gatewayError('GW_ERR_SHUTTING_DOWN', this.context.upstreamLabel), { ...this.context.responseHeaders, connection: 'close' });
      return;
    }
    const failure = TIMEOUTS.has(code)
      ? gatewayError('GW_ERR_UPSTREAM_TIMEOUT', this.context.upstreamLabel)
      : gatewayError('GW_ERR_UPSTREAM_UNREACHABLE', this.context.upstreamLabel);
    this.request.log.warn({ err: error, upstream: this.context.upstreamLabel }, 'upstream request failed');
    sendJson(response, failure, this.context.responseHeaders);
  }
}

/** Hands the raw request stream on as the body, unread: Fastify's parsers would decode and cap it. */
function passBodyThrough(_request: FastifyRequest, _payload: unknown, done: (error: null) => void): void {
  done(null);
}

export const proxyPlugin: FastifyPluginAsync<ProxyOptions> = async (app, options) => {
  const context: ExchangeContext = {
    pool: options.upstream.pool,
    upstreamLabel: options.upstreamLabel,
    basePath: options.upstream.basePath,
    // Routes are matched under BASE_PATH; the service is asked for the path after it.
    prefixLength: app.prefix.length,
    responseHeaders: options.responseHeaders ?? {},
  };

  // Scoped to this plugin's routes (it is encapsulated): the rest of the app keeps Fastify's parsers.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', passBodyThrough);

  const forward = (request: FastifyRequest, reply: FastifyReply) => {
    if (climbsOut(request.raw.url!)) return reply.code(400).send(gatewayError('GW_ERR_PATH_REFUSED', JSON.stringify(request.url)));
    // The answer is written to the raw response; Fastify still logs the request when it finishes.
    reply.hijack();
    new ProxyExchange(request, reply, context).start();
  };
  // Every method the server routes, not a default seven: /api/* passes every method on to the service.
  app.route({ method: app.supportedMethods, url: '/api', handler: forward });
  app.route({ method: app.supportedMethods, url: '/api/*', handler: forward });
};
