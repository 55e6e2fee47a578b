// Brute-force guard for sign-ins: after MAX_FAILURES failed attempts from one address
// within WINDOW_MS, that address is refused until the window that began with its first failure
// ends. A successful sign-in clears the address. Kept in memory: a restart forgets it.

/** Failed sign-ins one address may make within the window. */
export const SIGN_IN_MAX_FAILURES = 5;
/** Length of the window, in ms: 15 minutes. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Addresses remembered at most; beyond it, expired windows are swept first, then the oldest go. */
const MAX_TRACKED_ADDRESSES = 10_000;

interface Failures {
  count: number;
  windowStartMs: number;
}

export class SignInLimiter {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds the address must still wait (for Retry-After), or 0 when it may try. */
  retryAfterSeconds(address: string): number {
    const entry = this.current(address);
    if (!entry || entry.count < SIGN_IN_MAX_FAILURES) return 0;
    return Math.max(1, Math.ceil((entry.windowStartMs + SIGN_IN_WINDOW_MS - this.now()) / 1000));
  }

  recordFailure(address: string): void {
    const entry = this.current(address);
    if (entry) entry.count += 1;
    else {
      if (this.failures.size >= MAX_TRACKED_ADDRESSES) this.sweep();
      this.failures.set(address, { count: 1, windowStartMs: this.now() });
    }
  }

  recordSuccess(address: string): void {
    this.failures.delete(address);
  }

  /** The address's failures in a window still open; an ended window is forgotten. */
  private current(address: string): Failures | undefined {
    const entry = this.failures.get(address);
    if (entry && this.now() - entry.windowStartMs >= SIGN_IN_WINDOW_MS) {
      this.failures.delete(address);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    for (const address of [...this.failures.keys()]) this.current(address);
    // Still full: drop the oldest (a Map keeps insertion order).
    for (const address of this.failures.keys()) {
      if (this.failures.size < MAX_TRACKED_ADDRESSES) break;
      this.failures.delete(address);
    }
  }
}
