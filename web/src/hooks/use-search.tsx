// The shared search text (SPEC.md §2: shared state available to screens).
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export interface SearchState {
  /** The lower-cased, debounced search text; '' when there is none. */
  text: string;
  setText(text: string): void;
}

const SearchContext = createContext<SearchState | undefined>(undefined);

export function SearchProvider({ children }: { children: ReactNode }) {
  const [text, setText] = useState('');
  const value = useMemo(() => ({ text, setText }), [text]);
  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>;
}

/** The shared search text and its setter. */
export function useSearch(): SearchState {
  const state = useContext(SearchContext);
  if (!state) throw new Error('useSearch needs a SearchProvider');
  return state;
}
