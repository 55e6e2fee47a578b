// Health for ops (container health checks, orchestrators, monitors): /healthz says the process serves and never touches the upstream;
// /readyz asks the upstream for /api/app/timezone with a short timeout, and takes only an answer that
// reads as Maintainerr's: a wrong port or another service that answers 200 (a web UI's HTML page)
// is not ready. Successes log at debug only.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { gatewayError } from '../errors.ts';
import { AnswerTimeout, AnswerTooLarge, type HttpPool, readAnswer } from '../http-client.ts';
import { QUIET_ON_SUCCESS } from './request-log.ts';

/** How long /readyz waits for the upstream by default: a probe that waits longer holds up its orchestrator. */
export const READY_TIMEOUT_MS = 2000;

/**
 * What /readyz asks the service: its time zone, plain text both generations serve at once from
 * memory. Not /api/app/status, which asks GitHub for the latest release on every call: a service
 * without internet answers it after ~38 s (recorded), so it would never be "ready", and a probe
 * every 30 s would spend GitHub's 60 anonymous calls an hour the service's own update check needs.
 */
const READY_PATH = '/api/app/timezone';

export interface HealthOptions {
  /** The upstream API server's connections and the path its API is under ('' or '/x'); unset when there is none. */
  upstream?: { pool: HttpPool; basePath: string };
  /** Why there is no upstream (the sandbox did not start); /readyz then answers 503 with it at once. */
  missingReason?: string;
  /** What the readiness body names as the upstream: its URL, or the built-in sandbox. */
  upstreamLabel: string;
  /** How long /readyz waits for the upstream, in ms; default 2000. */
  readyTimeoutMs?: number;
}

/** A time zone's name is a few bytes; an answer far bigger is not the service's, and is not read on. */
const READY_MAX_BYTES = 64 * 1024;

/** An IANA "Area/Location" name ("Europe/Amsterdam", "America/Argentina/Buenos_Aires", "Etc/GMT+1"). */
const AREA_LOCATION = /^[A-Za-z][\w+-]*(\/[\w+-]+)+$/;

/** True for a zone this Node knows ("UTC" included); a word such as "ok" is not one. */
function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * True for a body that reads as Maintainerr's time zone answer (plain text, which v2.21 labels
 * text/html): not a web page, not another API's JSON. A zone newer than this Node's time zone data
 * still passes by its form.
 */
function isServiceTimeZone(body: Buffer): boolean {
  const name = body.toString('utf8').trim().replace(/^"(.*)"$/, '$1');
  return name.length <= 64 && (AREA_LOCATION.test(name) || isKnownTimeZone(name));
}

/** Why the upstream is not ready, or undefined when it answered its time zone in time, as the service does. */
async function checkUpstream({ pool, basePath }: { pool: HttpPool; basePath: string }, timeoutMs: number): Promise<string | undefined> {
  try {
    const { status, body } = await readAnswer(pool, `${basePath}${READY_PATH}`, { timeoutMs, maxBytes: READY_MAX_BYTES });
    if (status < 200 || status > 299) return `${READY_PATH} answered ${status}`;
    return isServiceTimeZone(body)
      ? undefined
      : `${READY_PATH} answered, but not with Maintainerr's answer (a time zone name): is MAINTAINERR_URL this service's API address?`;
  } catch (error) {
    if (error instanceof AnswerTimeout) return `${READY_PATH} did not answer within ${timeoutMs} ms`;
    if (error instanceof AnswerTooLarge) return `${READY_PATH} answered more than ${READY_MAX_BYTES} bytes`;
    return `${READY_PATH} is unreachable (${(error as { code?: string }).code ?? (error as Error).message})`;
  }
}

export const healthPlugin: FastifyPluginAsync<HealthOptions> = async (app, options) => {
  const readyTimeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;

  app.get('/healthz', { config: QUIET_ON_SUCCESS }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', { config: QUIET_ON_SUCCESS }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const problem = options.upstream
      ? await checkUpstream(options.upstream, readyTimeoutMs)
      : (options.missingReason ?? 'no upstream is configured');
    if (!problem) return reply.send({ status: 'ready', upstream: options.upstreamLabel });
    const detail = options.upstream ? `the Maintainerr service at ${options.upstreamLabel}: ${problem}` : problem;
    const body = gatewayError('GW_ERR_NOT_READY', detail);
    return reply.code(body.statusCode).send({ ...body, upstream: options.upstreamLabel });
  });

  // Every other method is refused as such (not a 404, not the app's static-file wording).
  const otherMethods = app.supportedMethods.filter((method) => method !== 'GET' && method !== 'HEAD');
  const refuse = async (request: FastifyRequest, reply: FastifyReply) =>
    reply.header('allow', 'GET, HEAD').code(405).send(gatewayError('GW_ERR_METHOD_NOT_ALLOWED', request.method));
  // Answered in onRequest, so a body (bad JSON, any media type) is never parsed first.
  for (const url of ['/healthz', '/readyz']) app.route({ method: otherMethods, url, onRequest: refuse, handler: refuse });
};
