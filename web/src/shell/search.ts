// The search box's rules (see search-box.tsx), as pure functions the box composes.

/** What the box keeps of what was typed: the text lower-cased. */
export function normalizeSearchInput(raw: string): string {
  return raw.toLowerCase();
}

export interface SearchReport {
  /** The text to share with screens: without spaces around it, so a blank box is no search. */
  text: string;
  /** True when the user should be taken to /overview (a non-blank term). */
  goToOverview: boolean;
}

/** What to do once the debounced text settles: nothing when it was already reported. */
export function searchReport(debounced: string, lastReported: string): SearchReport | null {
  const text = debounced.trim();
  if (text === lastReported) return null;
  return { text, goToOverview: text !== '' };
}
