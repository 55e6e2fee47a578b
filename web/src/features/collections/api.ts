// Every call the collection screens make (API.md §6.2, §11), each key beside its hook. SWR keys
// are the API paths after /api; the global fetcher (lib/swr.ts) GETs them.
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type {
  Collection,
  CollectionLog,
  CollectionMediaWithPlexData,
  CollectionWithMedia,
  ExclusionWithPlexData,
  Page,
} from '../../../../wire/v2/collections.ts';
import { COLLECTION_PAGE_SIZE, hasMorePages, pageKeyGetter, pageOrEmpty } from './paging.ts';

/* ---- the list: GET /collections (each with its media rows) ---- */

export const COLLECTIONS_KEY = '/collections';

/** Every collection; `collections` is [] for an empty answer (the service sends none on a DB error). */
export function useCollections() {
  const result = useSWR<CollectionWithMedia[] | null>(COLLECTIONS_KEY);
  return { ...result, collections: Array.isArray(result.data) ? result.data : [] };
}

/* ---- one collection: GET /collections/collection/:id (empty body when there is none) ---- */

export const collectionKey = (id: number) => `/collections/collection/${encodeURIComponent(id)}`;

/** One collection; data is null when the service has no collection with this id. */
export function useCollection(id: number) {
  return useSWR<Collection | null>(collectionKey(id));
}

/* ---- the paged lists: media, exclusions, logs (pages from 1, ?size=25) ---- */

export const mediaPageKey = (id: number, page: number, size = COLLECTION_PAGE_SIZE) =>
  `/collections/media/${encodeURIComponent(id)}/content/${page}?size=${size}`;

export const exclusionsPageKey = (id: number, page: number, size = COLLECTION_PAGE_SIZE) =>
  `/collections/exclusions/${encodeURIComponent(id)}/content/${page}?size=${size}`;

export const logsPageKey = (id: number, page: number, size = COLLECTION_PAGE_SIZE) =>
  `/collections/logs/${encodeURIComponent(id)}/content/${page}?size=${size}`;

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
}

/** Loads a paged list one page at a time: page 1 at once, each further page when loadMore() is called. */
function usePagedList<T>(keyOfPage: (page: number) => string): PagedList<T> {
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<Page<T> | null>(
    pageKeyGetter<T>(keyOfPage, COLLECTION_PAGE_SIZE),
    // Page 1 is not asked again each time a later page is loaded.
    { revalidateFirstPage: false },
  );
  const pages = (data ?? []).map(pageOrEmpty);
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
  };
}

/** A collection's media, newest first (GET /collections/media/:id/content/:page). */
export function useCollectionMedia(id: number): PagedList<CollectionMediaWithPlexData> {
  return usePagedList((page) => mediaPageKey(id, page));
}

/** A collection's exclusions: its group's own plus the global ones (GET /collections/exclusions/:id/content/:page). */
export function useCollectionExclusions(id: number): PagedList<ExclusionWithPlexData> {
  return usePagedList((page) => exclusionsPageKey(id, page));
}

/** A collection's log, newest first (GET /collections/logs/:id/content/:page). */
export function useCollectionLogs(id: number): PagedList<CollectionLog> {
  return usePagedList((page) => logsPageKey(id, page));
}
