// buildApp(config): registers the gateway's plugins in order and returns the Fastify instance.
// It never listens; server.ts does. With no MAINTAINERR_URL it starts the built-in sandbox first.
import { METHODS } from 'node:http';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { destination } from 'pino';
import { AuthService } from './auth/auth-service.ts';
import type { Config } from './config.ts';
import { gatewayError } from './errors.ts';
import { authGuardPlugin } from './plugins/auth/guard.ts';
import { authRoutesPlugin } from './plugins/auth/routes.ts';
import { eventsPlugin } from './plugins/events.ts';
import { healthPlugin } from './plugins/health.ts';
import { IMAGE_CACHE_DEFAULT_MAX_BYTES, imagesPlugin, TMDB_IMAGE_ORIGIN } from './plugins/images.ts';
import { proxyPlugin } from './plugins/proxy.ts';
import { answerClientError, GatewayLogController, serializeRequest } from './plugins/request-log.ts';
import { securityHeaders, securityPlugin } from './plugins/security.ts';
import { staticPlugin } from './plugins/static.ts';
import { upstreamMissingPlugin } from './plugins/upstream-missing.ts';
import { type RunningSandbox, startSandbox } from './sandbox/index.ts';
import { defaultWebRoot, GATEWAY_VERSION } from './paths.ts';

export interface BuildOptions {
  /** Folder with the built app; defaults to dist/web next to the gateway. */
  webRoot?: string;
  /** Pino logger options (merged over the config's level), or false for none (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Upstream keep-alive connections for the proxy; default 128. */
  proxyConnections?: number;
  /** Length of one sandbox handler run in ms (tests shorten it); default the sandbox's 5 s. */
  sandboxRunMs?: number;
  /** The clock sessions and sign-in lock-outs are timed by, in ms since the epoch; default Date.now (tests move it). */
  clock?: () => number;
}

/**
 * How long requests in flight get, once close() begins, before every remaining connection is cut.
 * Node's server.close() only reaps connections it sees as idle; a browser that dropped an event
 * stream without closing its socket would otherwise hold close() (and a shutdown) indefinitely.
 */
const CLOSE_DRAIN_MS = 2000;

/** Longest a buffered log line waits before it is written, in ms. */
const LOG_FLUSH_MS = 250;

/**
 * Fastify routes only GET, HEAD, TRACE, POST, PUT, PATCH, DELETE, OPTIONS and QUERY out of the box;
 * any other method Node parses (PROPFIND, SEARCH, …) would fall through to a 404. Made routable so
 * that app paths answer 405 and /api/* passes every method on. CONNECT never reaches a route.
 */
function routeEveryMethod(app: FastifyInstance): void {
  for (const method of METHODS) {
    if (method !== 'CONNECT' && !app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody: true });
  }
}

/** What the gateway calls its upstream: the service URL, or the built-in sandbox. */
export const SANDBOX_LABEL = 'the built-in sandbox';

/**
 * One sentence for the start-up log: which upstream the gateway fronts, or, when the sandbox did not
 * start (`missingReason`), that /api has nothing behind it.
 */
export function describeUpstream(config: Config, missingReason?: string): string {
  if (config.maintainerrUrl) return `fronting the Maintainerr service at ${config.maintainerrUrl}`;
  if (missingReason) return `fronting nothing: ${missingReason}; /api answers 503 (set MAINTAINERR_URL or fix DATA_DIR)`;
  return `fronting ${SANDBOX_LABEL} (demo data; set MAINTAINERR_URL to connect your server)`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Why /api has no upstream (the sandbox did not start); undefined when it has one. */
    upstreamMissing: string | undefined;
    /** The built-in sandbox when it is the upstream: tests reach its control (hold, fail, push…) here; nothing serves it. */
    sandbox: RunningSandbox | undefined;
  }
}

/** What /api/* fronts: the service, the sandbox that started, or nothing, and why. */
type Upstream = { url: string; sandbox?: RunningSandbox } | { missing: string };

/**
 * The service when MAINTAINERR_URL is set, else the built-in sandbox. A sandbox that cannot start (an
 * unwritable DATA_DIR, say) must not take the app down with it: the reason is logged at error level,
 * and /api/* and /readyz answer 503 with it (README, GW_ERR_UPSTREAM_NOT_CONFIGURED).
 */
async function resolveUpstream(app: FastifyInstance, config: Config, sandboxRunMs?: number): Promise<Upstream> {
  if (config.maintainerrUrl) return { url: config.maintainerrUrl };
  try {
    const sandbox = await startSandbox({
      dataDir: config.dataDir,
      scheduleMs: config.sandboxScheduleMs,
      movieCount: config.sandboxMovies,
      apiVersion: config.sandboxApi,
      runMs: sandboxRunMs,
      warn: (message) => app.log.warn({ sandbox: true }, message),
    });
    return { url: sandbox.url, sandbox };
  } catch (error) {
    const missing = `MAINTAINERR_URL is unset and ${SANDBOX_LABEL} did not start (${(error as Error).message})`;
    app.log.error({ err: error, sandbox: true }, `${missing}; /api answers 503 until that is fixed`);
    return { missing };
  }
}

/** Builds the gateway for a config, starting the sandbox when no upstream URL is set; never listens. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Log lines are buffered and written in batches: a write per request line cost 5-10% of the CPU
  // per request in bench/ profiles (syscalls are dear here). Batches of 16 KB (just under pino's
  // 16 KiB largest write), not 4 KB: the log's writes fell from ~6% to ~1.5% of the proxy's CPU
  // (issue 14). Lines leave within LOG_FLUSH_MS when traffic is light, and whatever is pending is
  // flushed on close.
  const ownStream = options.logger === false || (typeof options.logger === 'object' && 'stream' in options.logger);
  const logDestination = ownStream ? undefined : destination({ dest: 1, sync: false, minLength: 16_000 });
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: serializeRequest },
            stream: logDestination,
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    // plugins/request-log.ts writes the one line per request.
    logController: new GatewayLogController(),
    clientErrorHandler: answerClientError,
    routerOptions: { maxParamLength: 1000 },
    // X-Forwarded-For/Proto/Host are believed only from TRUSTED_PROXIES (issue 13): request.ip, the
    // address the lock-out and AUTH_BYPASS_NETWORKS judge, and request.protocol, which makes cookies Secure.
    trustProxy: config.trustedProxies.length > 0 ? [...config.trustedProxies] : false,
  });
  routeEveryMethod(app);
  app.addHook('preClose', (done) => {
    setTimeout(() => app.server.closeAllConnections(), CLOSE_DRAIN_MS).unref();
    done();
  });
  const upstream = await resolveUpstream(app, config, options.sandboxRunMs);
  app.decorate('upstreamMissing', 'missing' in upstream ? upstream.missing : undefined);
  const sandbox = 'sandbox' in upstream ? upstream.sandbox : undefined;
  app.decorate('sandbox', sandbox);
  if (sandbox) app.addHook('onClose', () => sandbox.close());
  if (logDestination) {
    const flusher = setInterval(() => logDestination.flush(), LOG_FLUSH_MS).unref();
    app.addHook('onClose', async () => {
      clearInterval(flusher);
      logDestination.flushSync();
    });
  }
  const upstreamLabel = config.maintainerrUrl ?? SANDBOX_LABEL;
  const timeoutMs = config.upstreamTimeoutMs;
  const health = 'missing' in upstream
    ? { upstreamLabel, missingReason: upstream.missing }
    : { upstreamUrl: upstream.url, upstreamLabel };

  await app.register(securityPlugin, { frameAncestors: config.frameAncestors });
  const clock = options.clock ?? Date.now;
  const auth = new AuthService(config, clock);
  await app.register(authGuardPlugin, {
    service: auth,
    basePath: config.basePath,
    allowedHosts: config.allowedHosts,
    proxyHeader: config.authProxyHeader,
  });
  // Health lives at the root for ops, and under BASE_PATH too for proxies that only forward the prefix.
  await app.register(healthPlugin, health);
  await app.register(
    async (scoped) => {
      if (config.basePath) await scoped.register(healthPlugin, health);
      await scoped.register(authRoutesPlugin, { service: auth, basePath: config.basePath, proxyHeader: config.authProxyHeader, now: clock });
      if ('missing' in upstream) {
        await scoped.register(upstreamMissingPlugin, { reason: upstream.missing });
      } else {
        await scoped.register(eventsPlugin, { upstreamUrl: upstream.url, upstreamLabel, timeoutMs });
        await scoped.register(proxyPlugin, {
          upstreamUrl: upstream.url,
          upstreamLabel,
          timeoutMs,
          connections: options.proxyConnections,
          responseHeaders: securityHeaders(config.frameAncestors),
        });
        // Demo posters come from the sandbox, which the browser cannot reach, so they always go through here.
        await scoped.register(imagesPlugin, {
          imageOrigin: sandbox ? sandbox.url : TMDB_IMAGE_ORIGIN,
          cacheDir: join(config.dataDir, 'image-cache'),
          maxBytes: IMAGE_CACHE_DEFAULT_MAX_BYTES,
        });
      }
      await scoped.register(staticPlugin, {
        webRoot: options.webRoot ?? defaultWebRoot(),
        basePath: config.basePath,
        pageMeta: {
          demo: !config.maintainerrUrl,
          gatewayVersion: GATEWAY_VERSION,
          upstream: upstreamLabel,
          imageBase: config.maintainerrUrl ? `${TMDB_IMAGE_ORIGIN}/t/p` : `${config.basePath}/images`,
        },
      });
    },
    { prefix: config.basePath },
  );
  if (config.basePath) app.get('/', (_request, reply) => reply.redirect(`${config.basePath}/`));
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(gatewayError('GW_ERR_NOT_FOUND', request.url.split('?')[0]!)),
  );
  return app;
}
