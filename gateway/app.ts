// buildApp(config): registers the gateway's plugins in order and returns the Fastify instance.
// It never listens; server.ts does. With no MAINTAINERR_URL it starts the built-in sandbox first.
import { METHODS } from 'node:http';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { destination } from 'pino';
import type { Config } from './config.ts';
import { gatewayError } from './errors.ts';
import { eventsPlugin } from './plugins/events.ts';
import { healthPlugin } from './plugins/health.ts';
import { IMAGE_CACHE_DEFAULT_MAX_BYTES, imagesPlugin, TMDB_IMAGE_ORIGIN } from './plugins/images.ts';
import { proxyPlugin } from './plugins/proxy.ts';
import { GatewayLogController, serializeRequest } from './plugins/request-log.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticPlugin } from './plugins/static.ts';
import { startSandbox } from './sandbox/index.ts';
import { defaultWebRoot, GATEWAY_VERSION } from './paths.ts';

export interface BuildOptions {
  /** Folder with the built app; defaults to dist/web next to the gateway. */
  webRoot?: string;
  /** Pino logger options (merged over the config's level), or false for none (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Upstream keep-alive connections for the proxy; default 128. */
  proxyConnections?: number;
}

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

/** One sentence for the start-up log: which upstream the gateway fronts. */
export function describeUpstream(config: Config): string {
  return config.maintainerrUrl
    ? `fronting the Maintainerr service at ${config.maintainerrUrl}`
    : `fronting ${SANDBOX_LABEL} (demo data; set MAINTAINERR_URL to connect your server)`;
}

/** Builds the gateway for a config, starting the sandbox when no upstream URL is set. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Log lines are buffered and written in batches: a write per request line cost 5-10% of the CPU
  // per request in bench/ profiles (syscalls are dear here). Lines leave within LOG_FLUSH_MS when
  // traffic is light, and whatever is pending is flushed on close.
  const ownStream = options.logger === false || (typeof options.logger === 'object' && 'stream' in options.logger);
  const logDestination = ownStream ? undefined : destination({ dest: 1, sync: false, minLength: 4096 });
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
    routerOptions: { maxParamLength: 1000 },
  });
  routeEveryMethod(app);
  const sandbox = config.maintainerrUrl
    ? undefined
    : await startSandbox({
        dataDir: config.dataDir,
        scheduleMs: config.sandboxScheduleMs,
        movieCount: config.sandboxMovies,
        warn: (message) => app.log.warn({ sandbox: true }, message),
      });
  if (sandbox) app.addHook('onClose', () => sandbox.close());
  if (logDestination) {
    const flusher = setInterval(() => logDestination.flush(), LOG_FLUSH_MS).unref();
    app.addHook('onClose', async () => {
      clearInterval(flusher);
      logDestination.flushSync();
    });
  }
  const upstreamUrl = config.maintainerrUrl ?? sandbox!.url;
  const upstreamLabel = config.maintainerrUrl ?? SANDBOX_LABEL;
  const timeoutMs = config.upstreamTimeoutMs;

  await app.register(securityPlugin, { frameAncestors: config.frameAncestors });
  // Health lives at the root for ops, and under BASE_PATH too for proxies that only forward the prefix.
  await app.register(healthPlugin, { upstreamUrl, upstreamLabel });
  await app.register(
    async (scoped) => {
      if (config.basePath) await scoped.register(healthPlugin, { upstreamUrl, upstreamLabel });
      await scoped.register(eventsPlugin, { upstreamUrl, upstreamLabel, timeoutMs });
      await scoped.register(proxyPlugin, {
        upstreamUrl,
        upstreamLabel,
        timeoutMs,
        connections: options.proxyConnections,
      });
      // Demo posters come from the sandbox, which the browser cannot reach, so they always go through here.
      await scoped.register(imagesPlugin, {
        imageOrigin: sandbox ? sandbox.url : TMDB_IMAGE_ORIGIN,
        cacheDir: join(config.dataDir, 'image-cache'),
        maxBytes: IMAGE_CACHE_DEFAULT_MAX_BYTES,
      });
      await scoped.register(staticPlugin, {
        webRoot: options.webRoot ?? defaultWebRoot(),
        basePath: config.basePath,
        pageMeta: {
          demo: !config.maintainerrUrl,
          gatewayVersion: GATEWAY_VERSION,
          upstream: upstreamLabel,
          imageBase: sandbox ? `${config.basePath}/images` : `${TMDB_IMAGE_ORIGIN}/t/p`,
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
