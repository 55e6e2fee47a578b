// buildApp(config): registers the gateway's plugins in order and returns the Fastify instance.
// It never listens; server.ts does. With no MAINTAINERR_URL it starts the built-in sandbox first
// (upstream.ts).
import { METHODS } from 'node:http';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Dispatcher } from 'undici';
import { AuthService } from './auth/auth-service.ts';
import { AuthFileUnreadable } from './auth/auth-store.ts';
import { batchedLogDestination, flushLogRegularly } from './batched-log-destination.ts';
import type { Config } from './config.ts';
import { gatewayError, ShuttingDownError } from './errors.ts';
import { createPool } from './http-client.ts';
import { NO_ROUTE_SCHEMAS } from './no-route-schemas.ts';
import { authGuardPlugin, identifyRequest } from './plugins/auth/guard.ts';
import { authRoutesPlugin } from './plugins/auth/routes.ts';
import { answerAuthFileUnreadable } from './plugins/auth/unreadable-store.ts';
import { eventsPlugin } from './plugins/events.ts';
import { healthPlugin, READY_TIMEOUT_MS } from './plugins/health.ts';
import { imageLookupsPlugin } from './plugins/image-lookups.ts';
import { IMAGE_CACHE_DEFAULT_MAX_BYTES, imagesPlugin, TMDB_IMAGE_ORIGIN } from './plugins/images.ts';
import { proxyPlugin } from './plugins/proxy.ts';
import { answerClientError, GatewayLogController, serializeRequest } from './plugins/request-log.ts';
import { securityHeaders, securityPlugin } from './plugins/security.ts';
import { staticPlugin } from './plugins/static.ts';
import { upstreamMissingPlugin } from './plugins/upstream-missing.ts';
import type { RunningSandbox } from './sandbox/index.ts';
import { defaultWebRoot, GATEWAY_VERSION } from './paths.ts';
import { resolveUpstream, SANDBOX_LABEL } from './upstream.ts';

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
  /** Connections to the poster host (image.tmdb.org) in place of the images plugin's own: tests, which cannot reach it, give a mock. */
  imageHostFor?: (origin: string) => Dispatcher;
}

/**
 * How long requests in flight get, once close() begins, before every remaining connection is cut.
 * Node's server.close() only reaps connections it sees as idle; a browser that dropped an event
 * stream without closing its socket would otherwise hold close() (and a shutdown) indefinitely.
 */
const CLOSE_DRAIN_MS = 2000;

/**
 * How long the answers to requests cut short by a shutdown get to be written before their connections
 * are cut. Generous (a loaded machine may take a few hundred ms to write them): those connections end
 * by themselves once written (Connection: close), so only a stuck socket waits this long, and
 * CLOSE_DRAIN_MS plus this stays well inside the 4.5 s shutdown deadline (server.ts).
 */
const ANSWER_WRITE_MS = 1000;

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

declare module 'fastify' {
  interface FastifyInstance {
    /** Why /api has no upstream (the sandbox did not start); undefined when it has one. */
    upstreamMissing: string | undefined;
    /** The built-in sandbox when it is the upstream: tests reach its control (hold, fail, push…) here; nothing serves it. */
    sandbox: RunningSandbox | undefined;
  }
}

/** Builds the gateway for a config, starting the sandbox when no upstream URL is set; never listens. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logDestination = batchedLogDestination(options.logger);
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
    schemaController: NO_ROUTE_SCHEMAS,
    // X-Forwarded-For/Proto/Host are believed only from TRUSTED_PROXIES (anyone else could claim any
    // address or https with them): request.ip, the
    // address the lock-out and AUTH_BYPASS_NETWORKS judge, and request.protocol, which makes cookies Secure.
    trustProxy: config.trustedProxies.length > 0 ? [...config.trustedProxies] : false,
  });
  routeEveryMethod(app);
  // Set before any plugin: each plugin's scope takes the handler its parent has when it registers.
  app.setErrorHandler(answerAuthFileUnreadable);
  // Before the sandbox starts: a DATA_DIR that cannot hold the account stops the start with its one
  // line, and nothing else (the sandbox's own start-up lines) is printed around it.
  const clock = options.clock ?? Date.now;
  const auth = new AuthService(config, clock);
  const upstream = await resolveUpstream(app, config, options.sandboxRunMs);
  app.decorate('upstreamMissing', 'missing' in upstream ? upstream.missing : undefined);
  const sandbox = 'sandbox' in upstream ? upstream.sandbox : undefined;
  app.decorate('sandbox', sandbox);
  if (sandbox) app.addHook('onClose', () => sandbox.close());
  if (logDestination) flushLogRegularly(app, logDestination);
  const upstreamLabel = config.maintainerrUrl ?? SANDBOX_LABEL;
  const timeoutMs = config.upstreamTimeoutMs;
  // One pool of connections to the service for the proxy, /readyz and the image look-ups. Its
  // timeouts are the proxy's: no answer head, or no body bytes, for this long gives 504.
  const upstreamUrl = 'missing' in upstream ? undefined : new URL(upstream.url);
  const connections = upstreamUrl && {
    pool: createPool(upstreamUrl.origin, {
      connections: options.proxyConnections ?? 128,
      pipelining: 1,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    }),
    basePath: upstreamUrl.pathname.replace(/\/$/, ''),
  };
  if (connections) app.addHook('onClose', () => connections.pool.destroy());
  app.addHook('preClose', (done) => {
    setTimeout(() => {
      // Requests still waiting for the service answer 503 GW_ERR_SHUTTING_DOWN (plugins/proxy.ts) …
      connections?.pool.destroy(new ShuttingDownError()).catch(() => undefined);
      // … and what is left once those answers are written is cut.
      setTimeout(() => app.server.closeAllConnections(), ANSWER_WRITE_MS).unref();
    }, CLOSE_DRAIN_MS).unref();
    done();
  });
  // /readyz waits 2 s at most, and never longer than the pool itself waits for an answer: a shorter
  // UPSTREAM_TIMEOUT_MS would cut it first, read as "unreachable".
  const health = connections
    ? { upstream: connections, upstreamLabel, readyTimeoutMs: Math.min(READY_TIMEOUT_MS, config.upstreamTimeoutMs) }
    : { upstreamLabel, missingReason: app.upstreamMissing };

  await app.register(securityPlugin, { frameAncestors: config.frameAncestors });
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
        await scoped.register(proxyPlugin, { upstream: connections!, upstreamLabel, responseHeaders: securityHeaders(config.frameAncestors) });
        await scoped.register(imageLookupsPlugin, { upstream: connections!, upstreamLabel, timeoutMs });
        // Demo posters come from the sandbox, which the browser cannot reach, so they always go through here.
        await scoped.register(imagesPlugin, {
          imageOrigin: sandbox ? sandbox.url : TMDB_IMAGE_ORIGIN,
          cacheDir: join(config.dataDir, 'image-cache'),
          maxBytes: IMAGE_CACHE_DEFAULT_MAX_BYTES,
          imageHostFor: options.imageHostFor,
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
        // An account file that cannot be read: the page still loads, and the app meets the 503 itself.
        mayReadApi: (request) => {
          try {
            return identifyRequest(auth, request, config.authProxyHeader) !== undefined;
          } catch (error) {
            if (error instanceof AuthFileUnreadable) return false;
            throw error;
          }
        },
      });
    },
    { prefix: config.basePath },
  );
  // The bare origin points at the app, with its query (a dashboard link's parameters) as it came.
  if (config.basePath) app.get('/', (request, reply) => reply.redirect(`${config.basePath}/${request.url.slice(1)}`));
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(gatewayError('GW_ERR_NOT_FOUND', request.url.split('?')[0]!)),
  );
  return app;
}
