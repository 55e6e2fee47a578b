// /api and /api/* -> the Maintainerr service (or the sandbox) through @fastify/http-proxy.
// Upstream answers pass unchanged; a connection failure is a 502 and a timeout a 504, in JSON.
import httpProxy from '@fastify/http-proxy';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { gatewayError } from '../errors.ts';

export interface ProxyOptions {
  /** Base URL of the upstream API server, without a trailing slash. */
  upstreamUrl: string;
  /** What to call the upstream in error messages (the real URL, or "the built-in sandbox"). */
  upstreamLabel: string;
  /** Upstream request timeout in ms. */
  timeoutMs: number;
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT', 'FST_REPLY_FROM_GATEWAY_TIMEOUT']);

function isTimeout(error: { code?: string; statusCode?: number }): boolean {
  return TIMEOUT_CODES.has(error.code ?? '') || error.statusCode === 504;
}

export const proxyPlugin: FastifyPluginAsync<ProxyOptions> = async (app, options) => {
  await app.register(httpProxy, {
    upstream: options.upstreamUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    http: { requestOptions: { timeout: options.timeoutMs } },
    replyOptions: {
      onError: (reply: FastifyReply, { error }: { error: { code?: string; statusCode?: number } }) => {
        const body = isTimeout(error)
          ? gatewayError('GW_ERR_UPSTREAM_TIMEOUT', options.upstreamLabel)
          : gatewayError('GW_ERR_UPSTREAM_UNREACHABLE', options.upstreamLabel);
        reply.code(body.statusCode).send(body);
      },
    },
  });
};
