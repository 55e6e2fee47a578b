// Where the gateway's log lines go: stdout, buffered and written in batches. A write per request
// line cost 5-10% of the CPU per request in bench/ profiles (syscalls are dear here). Batches of
// 16 KB (just under pino's 16 KiB largest write), not 4 KB: the log's writes fell from ~6% to ~1.5%
// of the proxy's CPU in bench/ runs. Lines leave within LOG_FLUSH_MS when traffic is light, and
// whatever is pending is flushed on close.
import type { FastifyInstance } from 'fastify';
import { destination } from 'pino';

/** Longest a buffered log line waits before it is written, in ms. */
const LOG_FLUSH_MS = 250;

export type LogDestination = ReturnType<typeof destination>;

/**
 * A batching stdout destination for the logger, or undefined when the caller brings its own stream
 * or wants no log (`logger` is BuildOptions.logger).
 */
export function batchedLogDestination(logger: boolean | Record<string, unknown> | undefined): LogDestination | undefined {
  const ownStream = logger === false || (typeof logger === 'object' && 'stream' in logger);
  return ownStream ? undefined : destination({ dest: 1, sync: false, minLength: 16_000 });
}

/** Writes pending lines every LOG_FLUSH_MS, and all that is left when the app closes. */
export function flushLogRegularly(app: FastifyInstance, logDestination: LogDestination): void {
  const flusher = setInterval(() => logDestination.flush(), LOG_FLUSH_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(flusher);
    logDestination.flushSync();
  });
}
