// One collection's screens on either generation: the collection itself, its paged media and logs,
// the collection cards' previews, and what a user does to its media (its exclusions are in
// collection-exclusions.ts, the paging in paged-list.ts). Kept apart
// from collections.ts (which every screen loads) so that this code loads with the collection screens.
import * as z from '../../../wire/zod-mini.ts';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../lib/api-client.ts';
import type { ActionProgress, MediaActionOutcome, PostponeOutcome } from './collection-wire.ts';
import { COLLECTIONS_KEY, useCollectionsRefresh, useCollectionWire } from './collections.ts';
import { EXCLUDED_IDS_KEY } from './exclusions.ts';
import type {
  Collection,
  CollectionPreviewItem,
  MediaOrder,
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
import { COLLECTION_PAGE_SIZE, readPage, usePagedList, type PagedList } from './paged-list.ts';

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

/* ---- the paged lists: media and logs (pages from 1; paging in paged-list.ts) ---- */

/** A page of a collection's media; `order` holds the sort parameters of the generation (none for the default). */
export const mediaPageKey = (id: number, page: number, size = COLLECTION_PAGE_SIZE, order: Record<string, string> = {}) =>
  `/collections/media/${encodeURIComponent(id)}/content/${page}?${new URLSearchParams({ size: String(size), ...order })}`;

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

export type { ActionProgress, AddOutcome, MediaActionOutcome, PostponeOutcome } from './collection-wire.ts';

/**
 * What a user does to items of a collection: remove them (the service's own Remove: excluded from
 * its rules so they are not added back) or exclude them everywhere. Afterwards the collections
 * (counts, the cards' pills) and the exclusion badges are read again; the caller refreshes its list.
 */
export function useCollectionMediaActions(collectionId: number) {
  const wire = useCollectionWire();
  const refreshCollections = useCollectionsRefresh();
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
      await Promise.all([mutate(collectionKey(collectionId)), refreshCollections(kind)]);
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
