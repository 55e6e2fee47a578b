// Entry point: load config, build the app, listen, and close cleanly on SIGTERM/SIGINT.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Logger as PinoLogger } from 'pino';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { coversEveryAddress } from './auth/networks.ts';
import { describeUpstream } from './upstream.ts';

/** Longest a shutdown may take before the process exits anyway: the gateway exits within 5 s of a stop signal. */
const SHUTDOWN_DEADLINE_MS = 4500;

/**
 * Stops the process with one line on stderr, no stack trace: a start-up failure (bad config, port in
 * use) is the operator's to fix, and the line says what is wrong; a stack trace would only bury it.
 */
function exitWithLine(message: string): never {
  process.stderr.write(`maintainerr-gateway: ${message}\n`);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    exitWithLine(error.message);
  }
}

const config = readConfig();
let app: FastifyInstance | undefined;
let shuttingDown = false;

/** Builds the app and listens, unless a signal came first; a failed listen ends the process with one line. */
async function start(): Promise<void> {
  try {
    app = await buildApp(config);
  } catch (error) {
    // Such as a damaged DATA_DIR/auth.json: said in one line, like a bad variable, not as a stack trace.
    exitWithLine(`cannot start: ${(error as Error).message}`);
  }
  if (shuttingDown) return;
  let address: string;
  try {
    address = await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    await app.close().catch(() => undefined);
    exitWithLine(`cannot listen on ${host}:${config.port}: ${(error as Error).message}`);
  }
  const startLine = `maintainerr-gateway listening on ${listeningOn(address)}, ${describeUpstream(config, app.upstreamMissing)}`;
  const facts = { upstream: config.maintainerrUrl ?? 'sandbox', basePath: config.basePath, auth: config.auth };
  // With login off for everyone the start-up line itself warns, at warn level so that it stands out.
  const bypassForEveryone = config.authBypassNetworks.filter(coversEveryAddress);
  if (config.auth === 'off') app.log.warn(facts, `${startLine}; AUTH=off: anyone who can reach this port controls the Maintainerr service`);
  else if (bypassForEveryone.length > 0) {
    app.log.warn(facts, `${startLine}; AUTH_BYPASS_NETWORKS holds ${bypassForEveryone.join(', ')}, every address: anyone who can reach this port skips login and controls the Maintainerr service`);
  } else app.log.info(facts, startLine);
  // Log lines are batched (batched-log-destination.ts); the start-up line is what ops and supervisors wait for, so it leaves now.
  (app.log as PinoLogger).flush();
}

/**
 * Where the gateway listens, as the start-up line says it. Bound to every interface (0.0.0.0 or ::,
 * the default and the image's), it says so with the local URL beside: Fastify's address alone names
 * 127.0.0.1, which reads as "loopback only" to an operator wondering why the LAN cannot reach it.
 */
function listeningOn(address: string): string {
  const url = `${address}${config.basePath}/`;
  // The bound port, not the URL's: a URL leaves out its scheme's default (80), and PORT=0 picks one.
  const port = (app!.server.address() as AddressInfo).port;
  return config.host === '0.0.0.0' || config.host === '::' ? `port ${port} of every interface (${url} from this machine)` : url;
}

async function closeAndExit(signal: NodeJS.Signals): Promise<never> {
  if (!app) process.exit(0);
  app.log.info({ signal }, 'shutting down: no new connections, ending open event streams');
  try {
    await app.close();
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
  process.exit(0);
}

// Installed as start-up begins so that a signal during buildApp (the sandbox loading its data)
// still ends cleanly. One handler for both signals: SIGTERM then SIGINT (an impatient Ctrl-C after
// `docker stop`) must not run the shutdown twice.
const startUp = start();
const onSignal = (signal: NodeJS.Signals) => {
  if (shuttingDown) return;
  shuttingDown = true;
  setTimeout(() => {
    app?.log.error('shutdown took too long; exiting anyway');
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  // Start-up settles first: closing an app that is half registered or half listening would race it.
  void startUp.then(() => closeAndExit(signal));
};
process.on('SIGTERM', onSignal);
process.on('SIGINT', onSignal);
await startUp;
