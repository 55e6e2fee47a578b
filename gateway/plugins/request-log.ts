// One JSON log line per request, written by a Fastify LogController in place of
// Fastify's two, with secrets removed from the query string. Health checks that succeed log at
// debug, and a browser that hangs up is noted on the line, not logged as a server error.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { LogController, type ConnectionError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** Query parameters whose values never reach the log (API keys, tokens, passwords). */
const SECRET_PARAM =
  /^(api[_-]?key|x[_-]?api[_-]?key|token|access[_-]?token|refresh[_-]?token|auth|authorization|password|passwd|pass|secret|client[_-]?secret|signature|sig|session|x[_-]?plex[_-]?token|plex[_-]?token)$/i;

/** A query parameter's name ("name=value" or a bare "name"), decoded as URLSearchParams reads it; a malformed one as sent. */
export function queryParameterName(pair: string): string {
  const equals = pair.indexOf('=');
  const rawName = equals < 0 ? pair : pair.slice(0, equals);
  try {
    return decodeURIComponent(rawName.replace(/\+/g, ' '));
  } catch {
    return rawName;
  }
}

/** Returns the URL with the value of every secret-looking query parameter replaced by [REDACTED]. */
export function redactUrl(url: string): string {
  const queryIndex = url.indexOf('?');
  if (queryIndex < 0) return url;
  const query = url
    .slice(queryIndex + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals >= 0 && SECRET_PARAM.test(queryParameterName(pair).trim()) ? `${pair.slice(0, equals)}=[REDACTED]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryIndex)}?${query}`;
}

/** Pino serializer for `req` in every line that carries a request, with the same redaction. */
export function serializeRequest(request: { method?: string; url?: string; ip?: string; socket?: { remoteAddress?: string } }) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
  };
}

/** Route config flag: log successful answers at debug, not info (health checks). */
export const QUIET_ON_SUCCESS = { quietOnSuccess: true } as const;

/** Errors that mean the client went away, not that the server failed. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_DESTROYED']);

function isClientGone(error: unknown, request: FastifyRequest): boolean {
  return request.raw.aborted || CLIENT_GONE.has((error as { code?: string } | undefined)?.code ?? '');
}

/**
 * The request's one line: method, redacted target, status and time, and `clientClosed` when the
 * client left before the answer ended; at debug for a quiet route's success.
 */
export function writeRequestLine(request: FastifyRequest, reply: FastifyReply, clientClosed: boolean): void {
  const config = request.routeOptions.config as { quietOnSuccess?: boolean } | undefined;
  const line = {
    req: request,
    res: { statusCode: reply.statusCode },
    responseTimeMs: Math.round(reply.elapsedTime * 100) / 100,
    ...(clientClosed ? { clientClosed: true } : {}),
  };
  if (config?.quietOnSuccess && reply.statusCode < 400) request.log.debug(line, 'request');
  else request.log.info(line, 'request');
}

/** Fastify's internal log lines, reduced to one line per request. */
export class GatewayLogController extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error && !isClientGone(error, request)) {
      reply.log.error({ req: request, res: { statusCode: reply.statusCode }, err: error, responseTimeMs: reply.elapsedTime }, 'request failed');
      return;
    }
    writeRequestLine(request, reply, Boolean(error));
  }

  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    // The response never reaches 'finish' here, so this is the request's one line.
    if (isClientGone(error, request)) writeRequestLine(request, reply, true);
    else reply.log.warn({ req: request, res: { statusCode: reply.statusCode }, err: error }, 'response ended early by an upstream error');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    // A 4xx answer is described by the request line; only server faults get a line of their own.
    if (reply.statusCode >= 500) reply.log.error({ req: request, err: error }, error.message);
  }
}

/** The method and target on the first line of a raw request, when it has one. */
const REQUEST_LINE = /^([A-Z]+) (\S+) HTTP\/\d\.\d\r?\n/;

/** Node's parser errors and the status Fastify answers each with; anything else is a 400. */
const CLIENT_ERROR_STATUS: Record<string, number> = { ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_OVERFLOW: 431 };

/**
 * Answers a request Node refused before any route (headers over 16 KB, a malformed request) as
 * Fastify's default handler does, with its status and JSON, and logs it at debug without the raw
 * request bytes Fastify's default puts in its trace line: they hold every header and the query,
 * credentials included. The line names the method and redacted target when they parsed.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  // Typed by Fastify as serialized JSON, the raw packet is a Buffer when the handler sees it.
  const rawPacket: unknown = error.rawPacket;
  const requestLine = REQUEST_LINE.exec(Buffer.isBuffer(rawPacket) ? rawPacket.toString('latin1', 0, 8192) : '');
  this.log.debug(
    {
      ...(requestLine ? { req: { method: requestLine[1], url: redactUrl(requestLine[2]!) } } : {}),
      res: { statusCode },
      err: { code: error.code, message: error.message },
    },
    'client error',
  );
  if (socket.writable) {
    const message = statusCode === 431 ? 'Exceeded maximum allowed HTTP header size' : statusCode === 408 ? 'Client Timeout' : 'Client Error';
    const body = JSON.stringify({ error: STATUS_CODES[statusCode], message, statusCode });
    socket.write(`HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Length: ${body.length}\r\nContent-Type: application/json\r\n\r\n${body}`);
  }
  socket.destroy();
}
