// The search box's rules (see search-box.tsx), as pure functions the box composes.

/** What the box keeps of what was typed: the text lower-cased. */
export function normalizeSearchInput(raw: string): string {
  return raw.toLowerCase();
}

export interface SearchReport {
  /** The text to share with screens. */
  text: string;
  /** True when the user should be taken to /overview (a non-blank term). */
  goToOverview: boolean;
}

/** What to do once the debounced text settles: nothing when it was already reported. */
export function searchReport(debounced: string, lastReported: string): SearchReport | null {
  if (debounced === lastReported) return null;
  return { text: debounced, goToOverview: debounced.trim() !== '' };
}
