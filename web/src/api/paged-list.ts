// A list the service answers page by page (a collection's media, exclusions and logs on either
// generation): the page keys, reading a page, and loading one page after another. Apart from
// collection-pages.ts so that the rule editor, which lists its collection's exclusions, loads only this.
import * as z from '../../../wire/zod-mini.ts';
import useSWRInfinite from 'swr/infinite';
import { useEffect, useRef } from 'react';
import { api } from '../lib/api-client.ts';
import type { Page } from './collection-types.ts';
import { readWire } from './read-wire.ts';

/** Rows per page asked of the service: the service's own default. */
export const COLLECTION_PAGE_SIZE = 25;

/**
 * Whether pages after the `pagesLoaded` first ones exist. A page may hold fewer than `size` rows
 * while more pages exist (rows whose item is gone are dropped after counting), so the end is
 * reached only when page * size >= totalSize.
 */
export function hasMorePages(pagesLoaded: number, pageSize: number, totalSize: number): boolean {
  return pagesLoaded * pageSize < totalSize;
}

/** The key getter for useSWRInfinite: page `index + 1`, or null once the previous page shows there are no more. */
export function pageKeyGetter<T>(keyOfPage: (page: number) => string, pageSize: number) {
  return (index: number, previous: Page<T> | null): string | null => {
    if (index > 0 && !hasMorePages(index, pageSize, previous?.totalSize ?? 0)) return null;
    return keyOfPage(index + 1);
  };
}

const pageSchema = z.looseObject({ totalSize: z.optional(z.number()), items: z.array(z.unknown()) });

/** Reads a page; an empty body reads as an empty page, each row through `readRow`. */
export function readPage<T>(data: unknown, path: string, readRow: (row: unknown, path: string) => T): Page<T> {
  if (data === null || data === '') return { totalSize: 0, items: [] };
  const page = readWire(pageSchema, data, path);
  return { totalSize: page.totalSize ?? page.items.length, items: page.items.map((row) => readRow(row, path)) };
}

/** What a paged list hands its screen: the items loaded so far, the total, and a way to ask for the next page. */
export interface PagedList<T> {
  items: T[];
  /** Rows the service counts in all; undefined until the first page answers. */
  totalSize: number | undefined;
  hasMore: boolean;
  /** True while a page asked for has not answered. */
  loadingMore: boolean;
  error: unknown;
  loadMore(): void;
  retry(): void;
  /** Reads every loaded page again (after a write changed the list). */
  refresh(): Promise<unknown>;
}

/** Loads a paged list one page at a time: page 1 at once, each further page when loadMore() is called. */
export function usePagedList<T>(keyOfPage: ((page: number) => string) | null, readRow: (row: unknown, path: string) => T): PagedList<T> {
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<Page<T>>(
    keyOfPage ? pageKeyGetter<T>(keyOfPage, COLLECTION_PAGE_SIZE) : () => null,
    async (path: string) => readPage(await api.get(path), path, readRow),
    // Page 1 is not asked again each time a later page is loaded.
    { revalidateFirstPage: false },
  );
  // Every kept page is read again each time the list is shown anew, or for another key (an order
  // chosen again), the kept pages showing meanwhile: the Overview, a rule run or the collection
  // handler may have changed the list since. By hand, as swr's revalidateOnMount holds only for a
  // fetch made before the list's next render.
  const firstPageKey = keyOfPage ? keyOfPage(1) : null;
  const shown = useRef<{ key: string | null; kept: boolean } | undefined>(undefined);
  if (shown.current?.key !== firstPageKey) shown.current = { key: firstPageKey, kept: data !== undefined };
  useEffect(() => {
    if (shown.current?.kept) void mutate();
  }, [firstPageKey]);
  const pages = data ?? [];
  const totalSize = pages.length > 0 ? pages[pages.length - 1]!.totalSize : undefined;
  const hasMore = totalSize !== undefined && hasMorePages(pages.length, COLLECTION_PAGE_SIZE, totalSize);
  return {
    items: pages.flatMap((page) => page.items),
    totalSize,
    hasMore,
    loadingMore: isValidating && size > pages.length,
    error,
    loadMore: () => {
      if (!hasMore) return;
      if (size === pages.length) void setSize(size + 1);
      // The page asked for last failed: ask again rather than skipping past it.
      else if (error) void mutate();
    },
    retry: () => void mutate(),
    refresh: () => mutate(),
  };
}
