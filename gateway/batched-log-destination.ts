// Where the gateway's log lines go: stdout, buffered and written in batches. A write per request
// line cost 5-10% of the CPU per request in bench/ profiles (syscalls are dear here). Batches of
// 16 KB (just under pino's 16 KiB largest write), not 4 KB: the log's writes fell from ~6% to ~1.5%
// of the proxy's CPU in bench/ runs. Lines leave within LOG_FLUSH_MS when traffic is light, and
// whatever is pending is flushed on close and on exit.
import type { FastifyInstance } from 'fastify';
import { destination } from 'pino';

/** Longest a buffered log line waits before it is written, in ms. */
const LOG_FLUSH_MS = 250;

/** Characters of log lines gathered before they go to stdout together (under SonicBoom's 16 KiB largest write). */
const BATCH_CHARS = 16_000;

type StdoutWriter = ReturnType<typeof destination>;

/** Batchers with lines not yet handed on, flushed when the process exits (a fatal path's last line included). */
const openBatchers = new Set<LineBatcher>();
let exitHookInstalled = false;

/**
 * Gathers whole log lines and hands them to pino's stdout writer (SonicBoom) BATCH_CHARS at a time.
 * SonicBoom batches too, but measures the byte length of its whole pending string on every write
 * (up to 16 KB, flattened each time a line is appended): ~2 µs per request line in a `--cpu-prof` of
 * the static load. Here a line costs an array push; SonicBoom sees one write per batch and keeps
 * what it is good at (partial writes, EAGAIN on pipes, a closed stdout).
 */
export class LineBatcher {
  private lines: string[] = [];
  private chars = 0;
  /** Set once the app has closed: no timer writes gathered lines any more, so each goes on at once. */
  private closed = false;

  constructor(private readonly writer: StdoutWriter) {
    openBatchers.add(this);
    if (!exitHookInstalled) {
      exitHookInstalled = true;
      process.once('exit', () => {
        for (const batcher of openBatchers) batcher.flushSync();
      });
    }
  }

  /** Pino's stream interface: one serialized line, newline included. */
  write(line: string): boolean {
    // After close (the sandbox stopping, a failed shutdown's last line): straight to the writer.
    if (this.closed) {
      this.writer.write(line);
      return true;
    }
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= BATCH_CHARS) this.writeGathered();
    return true;
  }

  /** Writes everything gathered (pino's logger.flush() lands here). */
  flush(callback?: (error?: Error) => void): void {
    this.writeGathered();
    this.writer.flush(callback);
  }

  /** Writes everything gathered before returning (pino calls it after a fatal line). */
  flushSync(): void {
    this.writeGathered();
    try {
      this.writer.flushSync();
    } catch {
      // stdout closed or busy at exit: nothing left to do with the lines
    }
  }

  /** Flushes, and from now on passes each line straight on (the app has closed, its timer with it). */
  close(): void {
    this.flushSync();
    this.closed = true;
    openBatchers.delete(this);
  }

  /** Writes the gathered lines to stdout in one write. */
  writeGathered(): void {
    if (this.lines.length === 0) return;
    const text = this.lines.length === 1 ? this.lines[0]! : this.lines.join('');
    this.lines = [];
    this.chars = 0;
    this.writer.write(text);
  }
}

export type LogDestination = LineBatcher;

/**
 * A batching stdout destination for the logger, or undefined when the caller brings its own stream
 * or wants no log (`logger` is BuildOptions.logger).
 */
export function batchedLogDestination(logger: boolean | Record<string, unknown> | undefined): LogDestination | undefined {
  const ownStream = logger === false || (typeof logger === 'object' && 'stream' in logger);
  // Each batch is written synchronously: at one write per 16,000 characters (about 60 request lines)
  // that costs little, and lines then reach stdout in order and before any exit. Written
  // asynchronously, a line logged after close could overtake the batch still being written (a test that reads
  // the log after close caught it once in CI).
  return ownStream ? undefined : new LineBatcher(destination({ dest: 1, sync: true, minLength: 0 }));
}

/** Writes pending lines every LOG_FLUSH_MS, and all that is left when the app closes. */
export function flushLogRegularly(app: FastifyInstance, logDestination: LogDestination): void {
  const flusher = setInterval(() => logDestination.writeGathered(), LOG_FLUSH_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(flusher);
    logDestination.close();
  });
}
