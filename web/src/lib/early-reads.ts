// Reads started before anything on screen asks for them: the first page's data, asked as soon as
// the app's code runs instead of once React has rendered the screen that needs it (which on a
// phone is half a second or more later). The first caller that asks for the same read within
// EARLY_READ_FRESH_MS of its start takes the answer, once; a second caller, a later one, and any
// caller after a write or a sign-out (forgetEarlyReads) reads afresh.

/** How long after it started an early read may still answer a caller, in ms. */
export const EARLY_READ_FRESH_MS = 10_000;

interface EarlyRead {
  startedAt: number;
  answer: Promise<unknown>;
}

const started = new Map<string, EarlyRead>();
/** Raised by every forgetEarlyReads, so a chain of early reads can tell it should stop. */
let round = 0;

/**
 * Starts `read` under `key` unless a read of that key is already waiting to be taken, and returns
 * its answer. A failure is kept for the caller that takes it; nothing else sees it unhandled.
 */
export function startEarlyRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const waiting = started.get(key);
  if (waiting && isFresh(waiting)) return waiting.answer as Promise<T>;
  const answer = read();
  answer.catch(() => undefined);
  started.set(key, { startedAt: performance.now(), answer });
  return answer;
}

/** The answer of the early read of `key` when one is waiting and still fresh; it is taken either way. */
export function takeEarlyRead<T>(key: string): Promise<T> | undefined {
  const waiting = started.get(key);
  if (!waiting) return undefined;
  started.delete(key);
  return isFresh(waiting) ? (waiting.answer as Promise<T>) : undefined;
}

/**
 * Drops every early read not yet taken: at sign-out, so the next account sees none of them, and at
 * every write, after which an answer read before it could be out of date.
 */
export function forgetEarlyReads(): void {
  started.clear();
  round += 1;
}

/** The current round: a chain of early reads that saw another round at its start should stop. */
export function earlyReadsRound(): number {
  return round;
}

const isFresh = (read: EarlyRead) => performance.now() - read.startedAt <= EARLY_READ_FRESH_MS;
