// One collection's screens on either generation: the collection itself, its paged media,
// exclusions and logs, the collection cards' previews, and what a user does to its media. Kept apart
// from collections.ts (which every screen loads) so that this code loads with the collection screens.
import * as z from '../../../wire/zod-mini.ts';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { useEffect, useRef } from 'react';
import { api } from '../lib/api-client.ts';
import type { ActionProgress, ExclusionRemoval, MediaActionOutcome, PostponeOutcome } from './collection-wire.ts';
import { collectionKeysToRevalidate, COLLECTIONS_KEY, useCollectionWire } from './collections.ts';
import { EXCLUDED_IDS_KEY } from './exclusions.ts';
import type {
  Collection,
  CollectionPreviewItem,
  MediaOrder,
  CollectionExclusion,
  CollectionLog,
  CollectionLogType,
  CollectionMedia,
  CollectionWithMedia,
  Page,
} from './collection-types.ts';
import { useAfterGeneration, useGeneration } from './generation.ts';
import type { MediaItem, MediaKind } from './media-types.ts';
import { readWire } from './read-wire.ts';
import { verdictOfLogMeta } from './test-verdict.ts';

/* ---- one collection: GET /collections/collection/:id (empty body when there is none) ---- */

export const collectionKey = (id: number) => `/collections/collection/${encodeURIComponent(id)}`;

/** One collection; data is null when the service has no collection with this id. */
export function useCollection(id: number) {
  const wire = useCollectionWire();
  const result = useSWR<Collection | null>(wire ? collectionKey(id) : null, async (path: string) =>
    wire!.readCollection(await api.get(path), path),
  );
  return useAfterGeneration(result);
}

/* ---- the paged lists: media, exclusions, logs (pages from 1) ---- */

/** Rows per page asked of the service: the service's own default. */
export const COLLECTION_PAGE_SIZE = 25;

/** A page of a collection's media; `order` holds the sort parameters of the generation (none for the default). */
export const mediaPageKey = (id: number, page: number, size = COLLECTION_PAGE_SIZE, order: Record<string, string> = {}) =>
  `/collections/media/${encodeURIComponent(id)}/content/${page}?${new URLSearchParams({ size: String(size), ...order })}`;

export const exclusionsPageKey = (id: number, page: number, size = COLLECTION_PAGE_SIZE) =>
  `/collections/exclusions/${encodeURIComponent(id)}/content/${page}?size=${size}`;

/** What the service can narrow a collection's log to: a text in the message, oldest or newest first, one type. */
export interface LogQuery {
  search?: string;
  order?: 'newest' | 'oldest';
  type?: CollectionLogType;
}

/** A page of the log; the query's parts go as the service names them (search, sort ASC|DESC, filter), only when set. */
export const logsPageKey = (id: number, page: number, size = COLLECTION_PAGE_SIZE, query: LogQuery = {}) => {
  const params = new URLSearchParams({ size: String(size) });
  if (query.search) params.set('search', query.search);
  if (query.order === 'oldest') params.set('sort', 'ASC');
  if (query.type !== undefined) params.set('filter', String(query.type));
  return `/collections/logs/${encodeURIComponent(id)}/content/${page}?${params}`;
};

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
function usePagedList<T>(keyOfPage: ((page: number) => string) | null, readRow: (row: unknown, path: string) => T): PagedList<T> {
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

/** A collection's media in the order asked for (newest first by default), where the service can sort. */
export function useCollectionMedia(id: number, order: MediaOrder = 'newest'): PagedList<CollectionMedia> {
  const wire = useCollectionWire();
  const query = wire && wire.mediaOrders.includes(order) ? wire.mediaOrderQuery(order) : {};
  return usePagedList(wire ? (page) => mediaPageKey(id, page, COLLECTION_PAGE_SIZE, query) : null, (row, path) => wire!.readMediaRow(row, path));
}

/** The orders the service can list media in (the first is its own); ['newest'] until known. */
export function useMediaOrders(): readonly MediaOrder[] {
  return useCollectionWire()?.mediaOrders ?? ['newest'];
}

/** How many items a collection card shows the posters of. */
export const PREVIEW_SIZE = 4;

/** The items leaving soonest first: the oldest addDate first (ISO and YYYY-MM-DD texts sort as dates). */
const soonestFirst = (items: CollectionPreviewItem[]) => [...items].sort((a, b) => a.addDate.localeCompare(b.addDate));

/**
 * A card's first items, those leaving soonest first: from the list where it carries them (v2.21, no
 * call), else from one small media page per card (v3.x). `items` is [] until known.
 */
export function useCollectionPreview(collection: CollectionWithMedia) {
  const wire = useCollectionWire();
  const path = !collection.preview && collection.mediaCount > 0 ? wire?.previewPath?.(collection.id, PREVIEW_SIZE) : undefined;
  const result = useSWR<Page<CollectionMedia>>(path ?? null, async (key: string) => readPage(await api.get(key), key, (row, at) => wire!.readMediaRow(row, at)));
  if (collection.preview) return { items: soonestFirst(collection.preview).slice(0, PREVIEW_SIZE), error: undefined, expected: 0 };
  const items: CollectionPreviewItem[] = (result.data?.items ?? []).map((row) => ({ itemId: row.itemId, addDate: row.addDate, imageFile: row.imageFile, item: row.item }));
  // Until the page is in (or when it failed), how many items it should hold: the card keeps their place.
  const expected = path && !result.data ? Math.min(collection.mediaCount, PREVIEW_SIZE) : 0;
  return { items, error: result.error as unknown, expected };
}

/** A collection's exclusions: its group's own plus the global ones. */
export function useCollectionExclusions(id: number): PagedList<CollectionExclusion> {
  const wire = useCollectionWire();
  return usePagedList(wire ? (page) => exclusionsPageKey(id, page) : null, (row, path) => wire!.readExclusionRow(row, path));
}

export type { ActionProgress, AddOutcome, ExclusionRemoval, MediaActionOutcome, PostponeOutcome } from './collection-wire.ts';

/**
 * Removes exclusions shown with a collection and says, row by row, what the service confirmed; then
 * the Overview's exclusion badges are read again. The caller refreshes the list it shows.
 */
export function useExclusionRemoval(collectionId: number) {
  const wire = useCollectionWire();
  const { mutate } = useSWRConfig();
  return async (rows: CollectionExclusion[]): Promise<ExclusionRemoval[]> => {
    if (!wire) throw new Error('the service has not answered yet');
    const outcomes = await wire.removeExclusions(api, collectionId, rows);
    await mutate(EXCLUDED_IDS_KEY);
    return outcomes;
  };
}

/**
 * What a user does to items of a collection: remove them (the service's own Remove: excluded from
 * its rules so they are not added back) or exclude them everywhere. Afterwards the collections
 * (counts, the cards' pills) and the exclusion badges are read again; the caller refreshes its list.
 */
export function useCollectionMediaActions(collectionId: number) {
  const wire = useCollectionWire();
  const { generation } = useGeneration();
  const { mutate } = useSWRConfig();
  const after = async (outcomes: MediaActionOutcome[]) => {
    const keys = new Set([COLLECTIONS_KEY, collectionKey(collectionId), EXCLUDED_IDS_KEY, ...(wire ? [wire.membershipPath] : [])]);
    await Promise.all([...keys].map((key) => mutate(key)));
    return outcomes;
  };
  const ready = () => {
    if (!wire) throw new Error('the service has not answered yet');
    return wire;
  };
  return {
    removeFromCollection: async (rows: CollectionMedia[], progress?: ActionProgress) =>
      after(await ready().removeFromCollection(api, collectionId, rows, progress)),
    excludeEverywhere: async (rows: CollectionMedia[], progress?: ActionProgress) => after(await ready().excludeEverywhere(api, rows, progress)),
    /** Undefined where the service has no such call (v2.21): the screen then offers no such action. */
    handleNow: wire?.handleNow
      ? async (row: CollectionMedia) => (await after([await wire.handleNow!(api, collectionId, row)]))[0]!
      : undefined,
    /** Adds items of the collection's kind by hand; the collections and the pickers are read again. */
    addByHand: async (kind: MediaKind, items: MediaItem[], progress?: ActionProgress) => {
      const outcomes = await ready().addByHand(api, collectionId, kind, items, progress);
      await Promise.all([mutate(collectionKey(collectionId)), ...collectionKeysToRevalidate(generation!, kind).map((key) => mutate(key))]);
      return outcomes;
    },
    /** Undefined where the service cannot postpone (v2.21): the screen then offers no such action. */
    postpone: wire?.postpone
      ? async (row: CollectionMedia, days: number): Promise<PostponeOutcome> => {
          const outcome = await wire.postpone!(api, collectionId, row, days);
          await after([outcome]);
          return outcome;
        }
      : undefined,
  };
}

const logSchema = z.looseObject({
  id: z.number(),
  timestamp: z.string(),
  message: z.string(),
  type: z.optional(z.nullable(z.number())),
  meta: z.optional(z.unknown()),
});

/** A log row, alike on both generations. */
export function readLog(row: unknown, path: string): CollectionLog {
  const log = readWire(logSchema, row, path);
  const type = log.type === 0 || log.type === 1 || log.type === 2 ? log.type : null;
  return { id: log.id, timestamp: log.timestamp, message: log.message, type, verdict: verdictOfLogMeta(log.meta) };
}

/** A collection's log, newest first unless the query says otherwise. */
export function useCollectionLogs(id: number, query: LogQuery = {}): PagedList<CollectionLog> {
  const { generation } = useGeneration();
  return usePagedList(generation ? (page) => logsPageKey(id, page, COLLECTION_PAGE_SIZE, query) : null, readLog);
}
