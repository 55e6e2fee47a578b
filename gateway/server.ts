// Entry point: load config, build the app, listen, and close cleanly on SIGTERM/SIGINT.
import { buildApp, describeUpstream } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** Longest a shutdown may take before the process exits anyway (issue 2: exit within 5 s). */
const SHUTDOWN_DEADLINE_MS = 4500;
/**
 * How long requests in flight get to finish before every remaining connection is cut. Node's
 * server.close() only reaps connections it sees as idle; a browser that dropped an event stream
 * without closing its socket would otherwise hold the shutdown until the deadline.
 */
const SHUTDOWN_DRAIN_MS = 2000;

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`maintainerr-gateway: ${error.message}\n`);
  process.exit(1);
}

const app = await buildApp(config);
const address = await app.listen({ port: config.port, host: config.host });
app.log.info({ upstream: config.maintainerrUrl ?? 'sandbox', basePath: config.basePath }, `maintainerr-gateway listening on ${address}${config.basePath}/, ${describeUpstream(config)}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down: no new connections, ending open event streams');
    const forced = setTimeout(() => {
      app.log.error('shutdown took too long; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    forced.unref();
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_DRAIN_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  });
}
