// A value that follows `value` only once it has stayed unchanged for `delayMs`.
import { useCallback, useEffect, useState } from 'react';

/**
 * Returns `value` as it was `delayMs` ms after its last change (every change restarts the wait),
 * and a function that sets the debounced value at once. Settling matters to a caller that resets
 * its input: without it the old value lingers for `delayMs`, and retyping that same value in the
 * meantime never changes the debounced value, so nothing downstream sees it again.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): [T, (now: T) => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  const settle = useCallback((now: T) => setDebounced(now), []);
  return [debounced, settle];
}
