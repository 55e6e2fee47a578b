// Health for ops (container health checks, orchestrators, monitors): /healthz says the process serves and never touches the upstream;
// /readyz asks the upstream for /api/app/status with a short timeout. Successes log at debug only.
import type { FastifyPluginAsync } from 'fastify';
import { gatewayError } from '../errors.ts';
import { QUIET_ON_SUCCESS } from './request-log.ts';

export interface HealthOptions {
  /** Base URL of the upstream API server, without a trailing slash; unset when there is none. */
  upstreamUrl?: string;
  /** Why there is no upstream (the sandbox did not start); /readyz then answers 503 with it at once. */
  missingReason?: string;
  /** What the readiness body names as the upstream: its URL, or the built-in sandbox. */
  upstreamLabel: string;
  /** How long /readyz waits for the upstream, in ms; default 2000. */
  readyTimeoutMs?: number;
}

async function checkUpstream(url: string, timeoutMs: number): Promise<string | undefined> {
  try {
    const response = await fetch(`${url}/api/app/status`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok ? undefined : `/api/app/status answered ${response.status}`;
  } catch (error) {
    const name = (error as Error).name;
    return name === 'TimeoutError' || name === 'AbortError'
      ? `/api/app/status did not answer within ${timeoutMs} ms`
      : `/api/app/status is unreachable (${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message})`;
  }
}

export const healthPlugin: FastifyPluginAsync<HealthOptions> = async (app, options) => {
  const readyTimeoutMs = options.readyTimeoutMs ?? 2000;

  app.get('/healthz', { config: QUIET_ON_SUCCESS }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', { config: QUIET_ON_SUCCESS }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const problem = options.upstreamUrl
      ? await checkUpstream(options.upstreamUrl, readyTimeoutMs)
      : (options.missingReason ?? 'no upstream is configured');
    if (!problem) return reply.send({ status: 'ready', upstream: options.upstreamLabel });
    const detail = options.upstreamUrl ? `the Maintainerr service at ${options.upstreamLabel}: ${problem}` : problem;
    const body = gatewayError('GW_ERR_NOT_READY', detail);
    return reply.code(body.statusCode).send({ ...body, upstream: options.upstreamLabel });
  });
};
