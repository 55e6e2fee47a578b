// /api and /api/* when there is nothing to front: MAINTAINERR_URL is unset and the built-in sandbox
// did not start. The app itself still loads; every API call and event stream gets a 503 saying why.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { gatewayError } from '../errors.ts';

export interface UpstreamMissingOptions {
  /** Why there is no upstream, as the 503's message detail. */
  reason: string;
}

export const upstreamMissingPlugin: FastifyPluginAsync<UpstreamMissingOptions> = async (app, options) => {
  const body = gatewayError('GW_ERR_UPSTREAM_NOT_CONFIGURED', options.reason);
  // Answered in onRequest, before Fastify would read or parse a request body.
  const refuse = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(body.statusCode).header('cache-control', 'no-store').send(body);
  for (const url of ['/api', '/api/*']) {
    app.route({ method: app.supportedMethods, url, onRequest: refuse, handler: refuse });
  }
};
