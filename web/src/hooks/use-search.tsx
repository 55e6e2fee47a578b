// The shared search text, state every screen can read. The search box writes
// it; screens read it. `clear()` also empties the box at once, even if the shared text was
// already empty while the user was still typing (choosing "Overview" in the menu clears the search).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface SearchState {
  /** The lower-cased, debounced search text; '' when there is none. */
  text: string;
  setText(text: string): void;
  /** Empties the shared text and the search box. */
  clear(): void;
  /** Bumped by every clear(); the search box empties itself when it changes. */
  clearCount: number;
}

const SearchContext = createContext<SearchState | undefined>(undefined);

export function SearchProvider({ children }: { children: ReactNode }) {
  const [text, setText] = useState('');
  const [clearCount, setClearCount] = useState(0);
  const clear = useCallback(() => {
    setText('');
    setClearCount((count) => count + 1);
  }, []);
  const value = useMemo(() => ({ text, setText, clear, clearCount }), [text, clear, clearCount]);
  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>;
}

/** The shared search text and its setter. */
export function useSearch(): SearchState {
  const state = useContext(SearchContext);
  if (!state) throw new Error('useSearch needs a SearchProvider');
  return state;
}
