// Paging of the collection lists (API.md §0.6): pages from 1, `size` rows each, `{ totalSize, items }`.
// A page may hold fewer than `size` items while more pages exist (rows whose Plex item is gone are
// dropped after counting), so the end is reached only when page * size >= totalSize.
import type { Page } from '../../../../wire/v2/collections.ts';

/** Rows per page asked of the service: the service's own default (API.md §0.6). */
export const COLLECTION_PAGE_SIZE = 25;

/** A page as the service may answer it: an empty body (null) or a missing list reads as an empty page. */
export function pageOrEmpty<T>(answer: Page<T> | null | undefined): Page<T> {
  if (!answer || !Array.isArray(answer.items)) return { totalSize: 0, items: [] };
  return { totalSize: typeof answer.totalSize === 'number' ? answer.totalSize : answer.items.length, items: answer.items };
}

/** Whether pages after the `pagesLoaded` first ones exist, given the total the service reported. */
export function hasMorePages(pagesLoaded: number, pageSize: number, totalSize: number): boolean {
  return pagesLoaded * pageSize < totalSize;
}

/**
 * The key getter for useSWRInfinite: the key of page `index + 1`, or null once the previous page
 * shows there are no more (so "Load more" never asks past the end).
 */
export function pageKeyGetter<T>(keyOfPage: (page: number) => string, pageSize: number) {
  return (index: number, previous: Page<T> | null): string | null => {
    if (index > 0 && !hasMorePages(index, pageSize, pageOrEmpty(previous).totalSize)) return null;
    return keyOfPage(index + 1);
  };
}
