// Which upstream /api/* fronts: the Maintainerr service at MAINTAINERR_URL when it is set, else the
// built-in sandbox, started here; or, when the sandbox could not start, nothing and the reason why.
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { RunningSandbox } from './sandbox/index.ts';

/** What the gateway calls its upstream: the service URL, or the built-in sandbox. */
export const SANDBOX_LABEL = 'the built-in sandbox';

/** What /api/* fronts: the service, the sandbox that started, or nothing, and why. */
export type Upstream = { url: string; sandbox?: RunningSandbox } | { missing: string };

/**
 * One sentence for the start-up log: which upstream the gateway fronts, or, when the sandbox did not
 * start (`missingReason`), that /api has nothing behind it.
 */
export function describeUpstream(config: Config, missingReason?: string): string {
  if (config.maintainerrUrl) return `fronting the Maintainerr service at ${config.maintainerrUrl}`;
  if (missingReason) return `fronting nothing: ${missingReason}; /api answers 503 (set MAINTAINERR_URL or fix DATA_DIR)`;
  return `fronting ${SANDBOX_LABEL} (demo data; set MAINTAINERR_URL to connect your server)`;
}

/**
 * The service when MAINTAINERR_URL is set, else the built-in sandbox. A sandbox that cannot start (an
 * unwritable DATA_DIR, say) must not take the app down with it: the reason is logged at error level,
 * and /api/* and /readyz answer 503 with it (README, GW_ERR_UPSTREAM_NOT_CONFIGURED).
 */
export async function resolveUpstream(app: FastifyInstance, config: Config, sandboxRunMs?: number): Promise<Upstream> {
  if (config.maintainerrUrl) return { url: config.maintainerrUrl };
  try {
    // Loaded only here: in front of a real service the sandbox's code (its own chunk) stays unread.
    const { startSandbox } = await import('./sandbox/index.ts');
    const sandbox = await startSandbox({
      dataDir: config.dataDir,
      scheduleMs: config.sandboxScheduleMs,
      movieCount: config.sandboxMovies,
      apiVersion: config.sandboxApi,
      runMs: sandboxRunMs,
      warn: (message) => app.log.warn({ sandbox: true }, message),
      info: (message) => app.log.info({ sandbox: true }, message),
    });
    return { url: sandbox.url, sandbox };
  } catch (error) {
    const missing = `MAINTAINERR_URL is unset and ${SANDBOX_LABEL} did not start (${(error as Error).message})`;
    app.log.error({ err: error, sandbox: true }, `${missing}; /api answers 503 until that is fixed`);
    return { missing };
  }
}
