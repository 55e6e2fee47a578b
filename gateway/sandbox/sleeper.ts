// Pauses inside handler runs that end at once when the sandbox closes, so a close never waits
// for a run to sleep out its schedule.

export interface Sleeper {
  /** Resolves after `ms`, or at once when closed. */
  sleep(ms: number): Promise<void>;
  /** True once close() was called. */
  closed(): boolean;
  /** Wakes every pending sleep and makes later ones resolve at once. */
  close(): void;
}

/** Creates a sleeper; one per sandbox. */
export function createSleeper(): Sleeper {
  const wakers = new Set<() => void>();
  let closed = false;
  return {
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        if (closed) return resolve();
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wakers.delete(done);
          resolve();
        }
        wakers.add(done);
      }),
    closed: () => closed,
    close() {
      closed = true;
      for (const wake of [...wakers]) wake();
    },
  };
}
