// The answer when auth.json was damaged or made unreadable while the gateway runs: every request
// that needs the account gets a 503 in the gateway's JSON shape, and the log says which file and
// what is wrong (AuthFileUnreadable's message never quotes the file). Never Fastify's default 500,
// whose message would be sent to the client.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AuthFileUnreadable } from '../../auth/auth-store.ts';
import { gatewayError } from '../../errors.ts';

/** An error handler: answers AuthFileUnreadable, and hands any other error to Fastify's own handling. */
export function answerAuthFileUnreadable(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (!(error instanceof AuthFileUnreadable)) return reply.send(error);
  request.log.error({ err: error }, 'the account file cannot be read');
  return reply.code(503).send(gatewayError('GW_ERR_AUTH_STORE_UNREADABLE', ''));
}
