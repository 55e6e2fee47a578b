// A Map-shaped SWR cache that drops entries nobody uses (5 minutes after no screen uses it,
// so a long session does not hold every library page it ever saw). SWR has no garbage collection of its own, so this cache
// remembers when each key was last read or written and, on each sweep, deletes the keys that
// are not in use and have not been touched for `ttlMs`.

export interface EvictingCacheOptions {
  /** How long an unused key is kept after its last read or write, in ms. */
  ttlMs: number;
  /** The keys some mounted screen uses now; asked once per sweep. Such keys are never evicted. */
  keysInUse: () => ReadonlySet<string>;
  /** Clock in ms; injectable for tests. Default Date.now. */
  now?: () => number;
}

/** The cache plus its `sweep()`, which evicts what has been unused for ttlMs and returns the evicted keys. */
export interface EvictingCache<V> extends Map<string, V> {
  sweep(): string[];
}

/** Creates the cache; call `sweep()` periodically (see `startSweeping`). */
export function createEvictingCache<V = unknown>({ ttlMs, keysInUse, now = Date.now }: EvictingCacheOptions): EvictingCache<V> {
  const lastTouched = new Map<string, number>();

  class Cache extends Map<string, V> {
    override get(key: string): V | undefined {
      if (super.has(key)) lastTouched.set(key, now());
      return super.get(key);
    }
    override set(key: string, value: V): this {
      lastTouched.set(key, now());
      return super.set(key, value);
    }
    override delete(key: string): boolean {
      lastTouched.delete(key);
      return super.delete(key);
    }
    sweep(): string[] {
      const evicted: string[] = [];
      const current = now();
      const inUse = keysInUse();
      for (const key of [...super.keys()]) {
        if (inUse.has(key)) {
          // A key in use counts as touched now: its 5 minutes start when the last user leaves.
          lastTouched.set(key, current);
          continue;
        }
        if (current - (lastTouched.get(key) ?? 0) >= ttlMs) {
          this.delete(key);
          evicted.push(key);
        }
      }
      return evicted;
    }
  }
  return new Cache();
}

/** Sweeps `cache` every `intervalMs`; returns a function that stops. */
export function startSweeping(cache: { sweep(): unknown }, intervalMs: number): () => void {
  const timer = setInterval(() => cache.sweep(), intervalMs);
  return () => clearInterval(timer);
}
