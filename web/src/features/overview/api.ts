// Every call the Overview makes (API.md §5.7, §6, §7, §8, §11), each key beside its fetcher and hook.
// SWR keys are the API paths after /api.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { CollectionWithMedia } from '../../../../wire/v2/collections.ts';
import type { PlexLibraryItem, PlexLibraryPage } from '../../../../wire/v2/plex.ts';
import type { ReturnStatus } from '../../../../wire/v2/rules.ts';
import { api } from '../../lib/api-client.ts';
import { DATA_CACHE_TIME_MS } from '../../lib/constants.ts';
import { EXCLUDED_IDS_KEY, itemExclusionsKey } from './exclusions.ts';
import { PagedLibrary } from './paged-library.ts';

/** Items per library page: enough to fill a wide screen twice. */
export const LIBRARY_PAGE_SIZE = 60;
/** Page requests allowed in flight at once while scrolling. */
export const LIBRARY_MAX_CONCURRENT_PAGES = 2;

// Images and metadata of an item do not change while the app is open: read them once per session.
const READ_ONCE = { revalidateIfStale: false, revalidateOnReconnect: false } as const;

/* ---- library pages: GET /plex/library/:id/content/:page?amount=N (pages from 1) ---- */

export const libraryPageKey = (libraryId: string, page: number, amount = LIBRARY_PAGE_SIZE) =>
  `/plex/library/${encodeURIComponent(libraryId)}/content/${page}?amount=${amount}`;

interface CachedLibrary {
  library: PagedLibrary;
  /** Mounted grids using it. */
  users: number;
  /** When the last grid using it went away (ms since epoch). */
  releasedAt: number;
}

const libraries = new Map<string, CachedLibrary>();

/**
 * The shared paged loader of a library. Switching back within 5 minutes reuses the loaded pages;
 * after that, like every other cached answer (SPEC.md §9), it is dropped and loaded afresh.
 */
function pagedLibrary(libraryId: string): CachedLibrary {
  const cached = libraries.get(libraryId);
  if (cached && (cached.users > 0 || Date.now() - cached.releasedAt < DATA_CACHE_TIME_MS)) return cached;
  cached?.library.dispose();
  const fresh: CachedLibrary = {
    library: new PagedLibrary({
      fetchPage: (page) => api.get<PlexLibraryPage>(libraryPageKey(libraryId, page)),
      pageSize: LIBRARY_PAGE_SIZE,
      maxConcurrent: LIBRARY_MAX_CONCURRENT_PAGES,
    }),
    users: 0,
    releasedAt: Date.now(),
  };
  libraries.set(libraryId, fresh);
  return fresh;
}

/** A library's items, loaded as `want(first, last)` asks; re-renders when pages arrive. */
export function useLibraryItems(libraryId: string): PagedLibrary {
  const entry = useMemo(() => pagedLibrary(libraryId), [libraryId]);
  useSyncExternalStore(entry.library.subscribe, entry.library.getVersion);
  useEffect(() => {
    entry.users += 1;
    if (entry.library.totalSize === undefined) entry.library.want(0, 0);
    return () => {
      entry.users -= 1;
      entry.releasedAt = Date.now();
    };
  }, [entry]);
  return entry.library;
}

/* ---- search: GET /plex/search/:text (all libraries, no paging) ---- */

export const searchKey = (text: string) => `/plex/search/${encodeURIComponent(text)}`;

/** Items matching the search text; `items` is [] for an empty answer. */
export function useSearchResults(text: string) {
  const result = useSWR<PlexLibraryItem[] | null>(text ? searchKey(text) : null);
  return { ...result, items: Array.isArray(result.data) ? result.data : [] };
}

/* ---- one item: GET /plex/meta/:id ---- */

export const metaKey = (ratingKey: string) => `/plex/meta/${encodeURIComponent(ratingKey)}`;

/** The full metadata of one item; data is null when the service has none. */
export function useItemMeta(ratingKey: string | undefined) {
  return useSWR<PlexLibraryItem | null>(ratingKey ? metaKey(ratingKey) : null, READ_ONCE);
}

export const childrenKey = (ratingKey: string) => `/plex/meta/${encodeURIComponent(ratingKey)}/children`;

/** The seasons of a show or the episodes of a season; [] for an empty body (Plex sends none when there are none). */
export function useChildren(ratingKey: string | undefined) {
  const result = useSWR<PlexLibraryItem[] | null>(ratingKey ? childrenKey(ratingKey) : null, READ_ONCE);
  return { ...result, children: Array.isArray(result.data) ? result.data : [] };
}

/* ---- images: GET /moviedb/image|backdrop/:type/:tmdbId -> raw text path or empty ---- */

export const posterPathKey = (type: 'movie' | 'show', tmdbId: number) => `/moviedb/image/${type}/${tmdbId}`;
export const backdropPathKey = (type: 'movie' | 'show', tmdbId: number) => `/moviedb/backdrop/${type}/${tmdbId}`;

/** The TMDB poster path (e.g. /abc.jpg) of an item; data is null when there is none. */
export function usePosterPath(type: 'movie' | 'show', tmdbId: number | undefined) {
  return useSWR<unknown>(tmdbId === undefined ? null : posterPathKey(type, tmdbId), READ_ONCE);
}

/** The TMDB backdrop path of an item; data is null when there is none. */
export function useBackdropPath(type: 'movie' | 'show', tmdbId: number | undefined) {
  return useSWR<unknown>(tmdbId === undefined ? null : backdropPathKey(type, tmdbId), READ_ONCE);
}

/* ---- badges: which items are in a collection (exclusions: exclusions.ts) ---- */

export const COLLECTIONS_KEY = '/collections';
export const collectionsOfTypeKey = (typeId: number) => `/collections?typeId=${typeId}`;

/** Collections of one data type (1 movies … 4 episodes), for the detail view's pickers. */
export function useCollectionsOfType(typeId: number) {
  const result = useSWR<CollectionWithMedia[] | null>(collectionsOfTypeKey(typeId));
  return { ...result, collections: Array.isArray(result.data) ? result.data : [] };
}

/** Plex ids of every item in any collection, from one GET /collections (the peer UI asks per card). */
export function useCollectedIds(): ReadonlySet<string> {
  const { data } = useSWR<CollectionWithMedia[] | null>(COLLECTIONS_KEY);
  return useMemo(
    () => new Set((Array.isArray(data) ? data : []).flatMap((c) => (c.media ?? []).map((m) => String(m.plexId)))),
    [data],
  );
}

/* ---- writes: POST /collections/media/add and POST /rules/exclusion ---- */

export interface WriteOutcome {
  ok: boolean;
  /** The service's own words when it gave a reason for a failure. */
  detail?: string;
}

/** What a write acts on: the item (mediaId) and, for shows, optionally one season or episode of it. */
export interface MediaTarget {
  /** ratingKey of the item the detail view shows. */
  ratingKey: string;
  /** ratingKey of the chosen season or episode, or -1 for the whole item (API.md §5.7). */
  contextId: number;
  /** EPlexDataType of what is acted on: 1 movie, 2 show, 3 season, 4 episode. */
  dataType: 1 | 2 | 3 | 4;
}

/** Adds (action 0) or removes (action 1) an item to or from a collection; the answer is the collection or an empty body. */
export async function postCollectionMembership(
  target: MediaTarget,
  collectionId: number,
  action: 0 | 1,
): Promise<WriteOutcome> {
  const answer = await api.post<unknown>('/collections/media/add', {
    mediaId: Number(target.ratingKey),
    context: { id: target.contextId, type: target.dataType },
    collectionId,
    action,
  });
  // API.md §6.2: success returns the collection; a failure is a 201 with an empty body.
  const ok = typeof answer === 'object' && answer !== null && 'id' in answer;
  return ok ? { ok } : { ok, detail: 'the service did not confirm the change' };
}

/** Excludes (action 0) or includes again (action 1) an item, globally or for one collection. */
export async function postExclusion(
  target: MediaTarget,
  collectionId: number | undefined,
  action: 0 | 1,
): Promise<WriteOutcome> {
  const answer = await api.post<ReturnStatus | null>('/rules/exclusion', {
    mediaId: Number(target.ratingKey),
    context: { id: target.contextId, type: target.dataType },
    ...(collectionId === undefined ? {} : { collectionId }),
    action,
  });
  // ReturnStatus (API.md §0.5): code 1 is success; code 0, or an empty body, is a soft failure.
  if (answer && typeof answer === 'object' && answer.code === 1) return { ok: true };
  const said = answer && typeof answer === 'object' ? answer.message ?? answer.result : undefined;
  return { ok: false, detail: typeof said === 'string' && said ? said : 'the service did not confirm the change' };
}

/** The two writes, each followed by a refresh of exactly the keys that read what it changed. */
export function useMediaWrites() {
  // The app's SWR cache is a custom provider, so the bound mutate must be used, not swr's global one.
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      changeCollectionMembership: async (target: MediaTarget, collectionId: number, action: 0 | 1) => {
        const outcome = await postCollectionMembership(target, collectionId, action);
        await Promise.all([mutate(COLLECTIONS_KEY), mutate(collectionsOfTypeKey(target.dataType))]);
        return outcome;
      },
      changeExclusion: async (target: MediaTarget, collectionId: number | undefined, action: 0 | 1) => {
        const outcome = await postExclusion(target, collectionId, action);
        // The item's own lookup is only in use when there is no rule group to list exclusions through.
        await Promise.all([mutate(EXCLUDED_IDS_KEY), mutate(itemExclusionsKey(target.ratingKey))]);
        return outcome;
      },
    }),
    [mutate],
  );
}
