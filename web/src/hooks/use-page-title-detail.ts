// What a screen adds to the document title once it knows it: the name of the collection shown, say.
// The route alone gives "Maintainerr - Collections - Media" for every collection, and several
// browser tabs (or the history list) could not be told apart. The shell's title reads it.
import { useEffect, useSyncExternalStore } from 'react';

let detail: string | undefined;
const listeners = new Set<() => void>();

function setDetail(next: string | undefined): void {
  if (next === detail) return;
  detail = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** While the calling screen is shown, `value` names what it shows in the document title. */
export function usePageTitleDetail(value: string | undefined): void {
  useEffect(() => {
    setDetail(value);
    return () => setDetail(undefined);
  }, [value]);
}

/** The detail the screen shown gave, if any. */
export function useCurrentPageTitleDetail(): string | undefined {
  return useSyncExternalStore(subscribe, () => detail);
}
