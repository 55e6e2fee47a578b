// Which library the Overview shows, remembered across visits in localStorage.
import { useCallback, useState } from 'react';
import type { Library } from '../../api/media.ts';

export const CHOSEN_LIBRARY_STORAGE_KEY = 'maintainerr.overview.library';

/** The remembered library key, if any. */
export function readChosenLibraryKey(): string | undefined {
  try {
    return localStorage.getItem(CHOSEN_LIBRARY_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined; // storage disabled: the choice lasts for this visit only
  }
}

/** The library to show: the remembered one while it still exists, else the first; undefined when there are none. */
export function pickLibrary(libraries: readonly Library[], remembered: string | undefined): Library | undefined {
  return libraries.find((library) => library.id === remembered) ?? libraries[0];
}

/** The chosen library key (as remembered) and a setter that also stores it. */
export function useChosenLibraryKey(): [string | undefined, (key: string) => void] {
  const [key, setKey] = useState(readChosenLibraryKey);
  const choose = useCallback((next: string) => {
    setKey(next);
    try {
      localStorage.setItem(CHOSEN_LIBRARY_STORAGE_KEY, next);
    } catch {
      // storage disabled or full: keep the choice in memory only
    }
  }, []);
  return [key, choose];
}
