// buildApp(config): registers the gateway's plugins in order and returns the Fastify instance.
// It never listens; server.ts does. With no MAINTAINERR_URL it starts the built-in sandbox first.
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { IMAGE_CACHE_DEFAULT_MAX_BYTES, imagesPlugin, TMDB_IMAGE_ORIGIN } from './plugins/images.ts';
import { proxyPlugin } from './plugins/proxy.ts';
import { staticPlugin } from './plugins/static.ts';
import { startSandbox } from './sandbox/index.ts';
import { defaultWebRoot, GATEWAY_VERSION } from './paths.ts';

export interface BuildOptions {
  /** Folder with the built app; defaults to dist/web next to the gateway. */
  webRoot?: string;
  /** Pino logger options, or false for none (tests). */
  logger?: boolean | object;
}

/** Builds the gateway for a config, starting the sandbox when no upstream URL is set. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    routerOptions: { maxParamLength: 1000 },
  });
  const sandbox = config.maintainerrUrl
    ? undefined
    : await startSandbox({ dataDir: config.dataDir, scheduleMs: config.sandboxScheduleMs });
  if (sandbox) app.addHook('onClose', () => sandbox.close());
  const upstreamUrl = config.maintainerrUrl ?? sandbox!.url;
  const upstreamLabel = config.maintainerrUrl ?? 'the built-in sandbox';

  await app.register(
    async (scoped) => {
      await scoped.register(proxyPlugin, { upstreamUrl, upstreamLabel, timeoutMs: config.upstreamTimeoutMs });
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
  return app;
}
