// The built-in demo service used when MAINTAINERR_URL is unset: its own HTTP server on 127.0.0.1
// (port 0) speaking the real service's contract under /api, of v2.21 or of v3.24 (apiVersion), with
// a generated demo library, live handler runs and settings persisted in the data folder. The
// gateway proxies to it exactly as it would to the real service.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { SandboxApiVersion } from './api-version.ts';
import type { SharedContext } from './context.ts';
import { createControl, type SandboxControl } from './control.ts';
import { createDemoWorld } from './demo-world.ts';
import { createGeneration } from './generation.ts';
import { createHandlers } from './handlers.ts';
import { createLogBook } from './log-book.ts';
import { isSetupComplete } from './main-settings.ts';
import { isSetupCompleteV3, mediaServerTypeOf } from './v3/setup.ts';
import { buildSandboxServer } from './server.ts';
import { createSleeper } from './sleeper.ts';
import { createSseHub } from './sse.ts';
import { openSettingsStore } from './store.ts';

export type { SandboxApiVersion } from './api-version.ts';

export interface SandboxOptions {
  /** Folder for the sandbox's persisted settings; created if missing. */
  dataDir: string;
  /** Which Maintainerr API the sandbox speaks: '3.24' (default, the current release) or '2.21'. */
  apiVersion?: SandboxApiVersion;
  /** Interval of the scheduled handler runs in ms; 0 disables them. */
  scheduleMs: number;
  /** Target length of one handler run in ms; default 5000 so a person sees the panels move. Tests pass a few ms. */
  runMs?: number;
  /** Seed of the generated demo library; default 2021. */
  seed?: number;
  /** Size of the demo libraries; defaults 1500 movies and 300 shows. */
  movieCount?: number;
  showCount?: number;
  /** Interval of the `: ping` comments on the event streams in ms; default 30000 as the real service. */
  pingIntervalMs?: number;
  /** Clock of the event stream in ms since the epoch (event times, the 5 s replay window, v3's 5 min buffer); default Date.now. */
  eventClock?: () => number;
  /** Receives warnings (e.g. a settings file that had to be recreated); default console.warn. */
  warn?: (message: string) => void;
  /** Receives the normal news of a start (the settings file created on the first one); default console.log. */
  info?: (message: string) => void;
}

export interface RunningSandbox {
  /** Base URL of the sandbox's API server on 127.0.0.1, without a trailing slash. */
  url: string;
  /** The API generation it speaks. */
  apiVersion: SandboxApiVersion;
  /** What tests use to hold, fail or slow requests, push events, cut streams, and stop and restart the service. */
  control: SandboxControl;
  close(): Promise<void>;
}

/** Default length of a handler run, in ms. */
export const DEFAULT_RUN_MS = 5_000;

/** Starts the built-in demo service on 127.0.0.1 with an ephemeral port. */
export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const warn = options.warn ?? ((message: string) => console.warn(`[sandbox] ${message}`));
  const info = options.info ?? ((message: string) => console.log(`[sandbox] ${message}`));
  const warnings: string[] = [];
  const news: string[] = [];
  const store = await openSettingsStore(options.dataDir, {
    warn(message) {
      warnings.push(message);
      warn(message);
    },
    info(message) {
      news.push(message);
      info(message);
    },
  });
  const log = createLogBook(() => store.state.logs.level);
  const startedAt = new Date();
  const apiVersion = options.apiVersion ?? '3.24';
  const world = createDemoWorld({
    seed: options.seed ?? 2021,
    movieCount: options.movieCount ?? 1500,
    showCount: options.showCount ?? 300,
    now: startedAt,
    notifications: () => store.state.notifications,
    apiVersion,
    // A v3 install with no media server chosen yet is a fresh one: no rule groups, no collections.
    ...(apiVersion === '3.24' && mediaServerTypeOf(store.state.v3Settings) === null ? { ruleGroups: [] } : {}),
  });
  const logStream = createSseHub(options.pingIntervalMs);
  log.onLine((line) => logStream.broadcast('log', line));
  const runMs = options.runMs ?? DEFAULT_RUN_MS;
  const sleeper = createSleeper();
  // v3 also wants a media server chosen (a fresh install has none until its first run).
  const plexConfigured =
    apiVersion === '3.24' ? () => isSetupCompleteV3(store.state.main, store.state.v3Settings) : () => isSetupComplete(store.state.main);
  const generation = createGeneration(apiVersion, {
    world, log, runMs, sleeper, plexConfigured, pingIntervalMs: options.pingIntervalMs, eventClock: options.eventClock,
  });
  const handlers = createHandlers({
    world, bus: generation.events, log, runMs, sleeper, ruleRunner: generation.ruleRunner, scheduleMs: options.scheduleMs, plexConfigured,
  });
  const context: SharedContext = { store, world, log, logStream, handlers, startedAt };

  log.info('Maintainerr sandbox started: demo data, nothing leaves this machine');
  for (const message of news) log.info(message);
  for (const message of warnings) log.warn(message);

  // A stopped server cannot listen again: a restart builds a new one over the same state.
  let server: FastifyInstance;
  let port = 0;
  const listen = async () => {
    server = buildSandboxServer(context, (app) => generation.register(app, context), hooks);
    await server.listen({ port, host: '127.0.0.1' });
    port = (server.server.address() as AddressInfo).port;
  };
  const { control, hooks } = createControl({
    hub: generation.hub,
    emit: (type, fields) => generation.events.emit(type, fields),
    async stop() {
      generation.hub.cut();
      logStream.cut();
      if (server.server.listening) await server.close();
    },
    start: listen,
  });
  await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    apiVersion,
    control,
    async close() {
      handlers.close();
      generation.hub.close();
      logStream.close();
      await handlers.idle();
      if (server.server.listening) await server.close();
      await store.save();
    },
  };
}
