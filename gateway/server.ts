// Entry point: load config, build the app, listen, and close cleanly on SIGTERM/SIGINT.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`maintainerr-gateway: ${error.message}\n`);
  process.exit(1);
}

const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 5000);
    forced.unref();
    app.close().then(() => process.exit(0));
  });
}
