// The sandbox's HTTP server: a small Fastify instance that behaves like the real service's
// Express layer where a client can tell: body parsing (empty JSON body = {}, any
// content type accepted, 100 kB limit), Express-style 404s and Nest-style error bodies.
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyError } from 'fastify';
import { NO_ROUTE_SCHEMAS } from '../no-route-schemas.ts';
import type { SharedContext } from './context.ts';
import type { ControlHooks } from './control.ts';
import { sendHttpException, sendInternalError, sendNotFound, weakEtag } from './wire.ts';

/** Express's JSON body limit. */
const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * A body as text, read to its end whatever its size: over the limit, the rest is read and dropped
 * and the answer is 413. Express does the same (its server drains the body it refused), so a
 * client still sending gets the 413; Fastify's own limit stops reading and the connection breaks
 * under the sender, which the gateway could only report as a service it could not reach.
 */
function readBodyText(payload: IncomingMessage, done: (error: Error | null, text?: string) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  payload.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= BODY_LIMIT_BYTES) chunks.push(chunk);
  });
  payload.once('error', (error) => done(error));
  payload.once('end', () => {
    if (size > BODY_LIMIT_BYTES) done(Object.assign(new Error('request entity too large'), { statusCode: 413 }));
    else done(null, Buffer.concat(chunks).toString('utf8'));
  });
}

/**
 * Builds the sandbox's Fastify instance with one generation's routes (`registerRoutes`) and the
 * tests' control hook (control.ts); the caller listens.
 */
export function buildSandboxServer(context: SharedContext, registerRoutes: (app: FastifyInstance) => void, control?: ControlHooks): FastifyInstance {
  const app = Fastify({
    logger: false,
    routerOptions: { maxParamLength: 1000, ignoreTrailingSlash: true },
    schemaController: NO_ROUTE_SCHEMAS,
    // Its one client is the gateway in this process, which is closing too: nothing to wait for.
    forceCloseConnections: true,
  });

  // body-parser: an empty JSON body is {}, a malformed one a 400 carrying the parser's message.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', (_request, payload, done) => readBodyText(payload, (error, body) => {
    if (error) return done(error, undefined);
    const text = String(body).trim();
    if (text === '') return done(null, {});
    // body-parser's strict mode: only objects and arrays are JSON bodies.
    if (text[0] !== '{' && text[0] !== '[') {
      return done(Object.assign(new Error(`Unexpected token '${text[0]}', "${text.slice(0, 20)}" is not valid JSON`), { statusCode: 400 }), undefined);
    }
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(Object.assign(new Error((error as Error).message), { statusCode: 400 }), undefined);
    }
  }));
  app.addContentTypeParser('application/x-www-form-urlencoded', (_request, payload, done) => readBodyText(payload, (error, body) => {
    if (error) return done(error, undefined);
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  }));
  // Express ignores bodies of other types rather than refusing them, and Node reads what is left of
  // them to its end: the client's upload finishes. Left unread, the upload stalls once the socket's
  // buffers are full.
  app.addContentTypeParser('*', (_request, payload, done) => {
    payload.resume();
    done(null, {});
  });

  // Express's headers on every answer, and res.send's weak ETag on every non-empty body, errors
  // and 201s included (recorded scenarios/*). Only a successful GET whose If-None-Match still
  // matches gets 304 with no body, as Express's req.fresh checks 2xx only.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-powered-by', 'Express');
    reply.header('vary', 'Origin');
    if (typeof payload !== 'string' || payload === '') return payload;
    const etag = weakEtag(payload);
    reply.header('etag', etag);
    const successful = reply.statusCode >= 200 && reply.statusCode < 300;
    if (successful && (request.method === 'GET' || request.method === 'HEAD') && request.headers['if-none-match'] === etag) {
      reply.code(304).removeHeader('content-type');
      return '';
    }
    return payload;
  });

  if (control) {
    app.addHook('onRequest', control.onRequest);
    app.addHook('preHandler', control.preHandler);
  }

  app.setNotFoundHandler((request, reply) => sendNotFound(reply, request.method, request.url));
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.statusCode && error.statusCode < 500) return sendHttpException(reply, error.statusCode, error.message);
    context.log.write('error', error.stack ?? error.message);
    return sendInternalError(reply);
  });

  registerRoutes(app);
  return app;
}
