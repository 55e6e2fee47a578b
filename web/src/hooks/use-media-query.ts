// Whether a CSS media query matches, kept up to date as the window changes.
import { useSyncExternalStore } from 'react';

/** True while `query` (e.g. '(min-width: 1024px)') matches. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
