// A value that follows `value` only once it has stayed unchanged for `delayMs`.
import { useEffect, useState } from 'react';

/** Returns `value` as it was `delayMs` ms after its last change; every change restarts the wait. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
