// /api and /api/* -> the Maintainerr service (or the sandbox) through @fastify/http-proxy.
// Upstream answers pass unchanged; a connection failure is a 502 and a timeout a 504, in JSON.
// The two event streams do not come through here: plugins/events.ts owns them (PITFALLS.md, pool).
import httpProxy from '@fastify/http-proxy';
import type { FastifyPluginAsync, FastifyReply, RawServerBase } from 'fastify';
import { gatewayError } from '../errors.ts';

export interface ProxyOptions {
  /** Base URL of the upstream API server, without a trailing slash. */
  upstreamUrl: string;
  /** What to call the upstream in error messages (the real URL, or "the built-in sandbox"). */
  upstreamLabel: string;
  /** Upstream request timeout in ms: no response headers, or no body bytes, for this long gives 504. */
  timeoutMs: number;
  /** Most keep-alive connections held open to the upstream; default 128 (undici's default too). */
  connections?: number;
}

interface UpstreamError {
  code?: string;
  statusCode?: number;
}

/** reply-from wraps undici's timeouts (headers, body, connect) in errors carrying status 504. */
function isTimeout(error: UpstreamError): boolean {
  return error.statusCode === 504;
}

/** Sends the gateway's own 502 or 504 for an upstream that refused, reset, or did not answer in time. */
function replyUpstreamFailure(reply: FastifyReply<any, RawServerBase>, error: UpstreamError, upstreamLabel: string) {
  const body = isTimeout(error)
    ? gatewayError('GW_ERR_UPSTREAM_TIMEOUT', upstreamLabel)
    : gatewayError('GW_ERR_UPSTREAM_UNREACHABLE', upstreamLabel);
  reply.code(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
}

/** A kept-alive socket the upstream closed just as we reused it: retry a body-less read once. */
const STALE_SOCKET = 'UND_ERR_SOCKET';

export const proxyPlugin: FastifyPluginAsync<ProxyOptions> = async (app, options) => {
  await app.register(httpProxy, {
    upstream: options.upstreamUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    // Every method the server routes, not the plugin's default seven (issue 2: "every method").
    httpMethods: app.supportedMethods,
    // undici (reply-from's default client) with one keep-alive pool; measured in bench/ against node:http.
    undici: {
      connections: options.connections ?? 128,
      pipelining: 1,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    },
    // One log line per request is the gateway's own (plugins/request-log.ts).
    disableRequestLogging: true,
    replyOptions: {
      // reply-from retries a GET answered 503 up to ten times by default; the upstream's answer must
      // come back unchanged and at once, so only a stale kept-alive socket is retried.
      retryDelay: ({ err, req, attempt }) =>
        err && (err as UpstreamError).code === STALE_SOCKET && attempt === 0 && (req.method === 'GET' || req.method === 'HEAD')
          ? 1
          : null,
      onError: (reply, { error }) => replyUpstreamFailure(reply, error as UpstreamError, options.upstreamLabel),
    },
  });
};
