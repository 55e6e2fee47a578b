// How the real service (NestJS on Express) encodes answers and errors: its JSON and text bodies,
// its error shapes and status codes.
// Every sandbox route answers through these helpers so the quirks live in one place.
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const TEXT_HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

/** A string, number or boolean result: sent raw (not JSON-quoted) as text/html, like Express's res.send. */
export function sendText(reply: FastifyReply, value: string | number | boolean, status = 200): FastifyReply {
  return reply.code(status).header('content-type', TEXT_HTML).send(String(value));
}

/** An object or array result as JSON (status 201 for POST routes, set by the caller). */
export function sendJson(reply: FastifyReply, value: unknown, status = 200): FastifyReply {
  return reply.code(status).header('content-type', JSON_TYPE).send(JSON.stringify(value));
}

/** An undefined/null result: the status alone, no content type and an empty body. */
export function sendEmpty(reply: FastifyReply, status = 200): FastifyReply {
  return reply.code(status).removeHeader('content-type').send();
}

/** Sends a handler result the way Nest would pick its encoding from the JS value. */
export function sendResult(reply: FastifyReply, value: unknown, status = 200): FastifyReply {
  if (value === undefined || value === null) return sendEmpty(reply, status);
  if (typeof value === 'object') return sendJson(reply, value, status);
  return sendText(reply, value as string | number | boolean, status);
}

/** Express's unknown-route 404 as Nest reports it: `Cannot GET /api/xyz`. */
export function sendNotFound(reply: FastifyReply, method: string, path: string): FastifyReply {
  return sendJson(reply, { message: `Cannot ${method} ${path}`, error: 'Not Found', statusCode: 404 }, 404);
}

/** ParseIntPipe's answer for a path or query value that is not an integer string. */
export function sendParseIntError(reply: FastifyReply): FastifyReply {
  return sendJson(
    reply,
    { message: 'Validation failed (numeric string is expected)', error: 'Bad Request', statusCode: 400 },
    400,
  );
}

/** nestjs-zod's ZodValidationPipe failure: 400 with zod 4's issue objects. */
export function sendValidationFailed(reply: FastifyReply, issues: readonly object[]): FastifyReply {
  return sendJson(reply, { statusCode: 400, message: 'Validation failed', errors: issues }, 400);
}

/** A Nest HttpException(message, status) thrown by a handler. */
export function sendHttpException(reply: FastifyReply, status: number, message: string): FastifyReply {
  return sendJson(reply, { statusCode: status, message }, status);
}

/** An uncaught exception inside a handler (e.g. an unknown task name). */
export function sendInternalError(reply: FastifyReply): FastifyReply {
  return sendHttpException(reply, 500, 'Internal server error');
}

/**
 * Parses a parameter the way ParseIntPipe does: an integer string, else undefined (and so a 400).
 * A query parameter given twice arrives as an array, which the pipe refuses too.
 */
export function parseIntParam(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value.trim())) return undefined;
  return Number.parseInt(value, 10);
}

/** The service's BasicResponse: `status` OK/NOK, `code` 1/0, and a message when there is one. */
export function basicResponse(ok: boolean, message?: string): { status: 'OK' | 'NOK'; code: 1 | 0; message?: string } {
  return message === undefined
    ? { status: ok ? 'OK' : 'NOK', code: ok ? 1 : 0 }
    : { status: ok ? 'OK' : 'NOK', code: ok ? 1 : 0, message };
}

/** True for a plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Express's weak ETag of a body: W/"<length in hex>-<27 chars of its base64 SHA-1>" (matches the recordings). */
export function weakEtag(body: string): string {
  const hash = createHash('sha1').update(body).digest('base64').substring(0, 27);
  return `W/"${Buffer.byteLength(body).toString(16)}-${hash}"`;
}

/** A date as the service's SQLite columns give it: `2026-11-23 17:26:38` (UTC, no zone; recorded GET_collections). */
export function sqliteDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The host name of a URL the user typed, or '' when it is not a URL: the sandbox's demo servers are
 * told apart by host (`radarr.demo`), and text that is not a URL fails like an unreachable server.
 */
export function hostnameOf(url: unknown): string {
  try {
    return new URL(String(url)).hostname;
  } catch {
    return '';
  }
}

/**
 * The error text Node gives when a connection to `hostname:port` fails, as the real service passes
 * it on ("connect ECONNREFUSED 127.0.0.1:9", "getaddrinfo ENOTFOUND nas.lan"): an address (or
 * localhost) is refused, a name is not found. The sandbox never connects anywhere.
 */
export function connectionError(hostname: string, port: string | number): string {
  const isAddress = /^[\d.]+$/.test(hostname) || hostname === 'localhost' || hostname.startsWith('[');
  return isAddress
    ? `connect ECONNREFUSED ${hostname === 'localhost' ? '127.0.0.1' : hostname}:${port}`
    : `getaddrinfo ENOTFOUND ${hostname}`;
}
