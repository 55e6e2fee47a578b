// The collections on either generation, as every screen needs them: the list, collections of one
// kind (the detail view's pickers) and every collection's members (the Overview's badges). One
// collection's own screens read through collection-pages.ts, which loads with those screens.
// The paths are the same on both generations; the answers differ, and each fetcher reads them into
// domain collections (collection-types.ts) through the wire of the generation in use.
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../lib/api-client.ts';
import type { CollectionWire } from './collection-wire.ts';
import type { CollectionWithMedia } from './collection-types.ts';
import { useAfterGeneration, useGeneration, type Generation } from './generation.ts';
import type { MediaKind } from './media-types.ts';
import { collectionWireV2 } from './v2/collections.ts';
import { collectionWireV3 } from './v3/collections.ts';

export type * from './collection-types.ts';

export function collectionWire(generation: Generation): CollectionWire {
  return generation === 3 ? collectionWireV3 : collectionWireV2;
}

/** The collection wire of the service's generation; undefined until the generation is known. */
export function useCollectionWire(): CollectionWire | undefined {
  const { generation } = useGeneration();
  return generation === undefined ? undefined : collectionWire(generation);
}

/* ---- the list: GET /collections (each with its media rows) ---- */

export const COLLECTIONS_KEY = '/collections';

/** Every collection; `collections` is [] until loaded and for an empty answer (the service sends none on a DB error). */
export function useCollections() {
  const wire = useCollectionWire();
  const result = useSWR<CollectionWithMedia[]>(wire ? COLLECTIONS_KEY : null, async (path: string) =>
    wire!.readCollections(await api.get(path), path),
  );
  return { ...useAfterGeneration(result), collections: result.data ?? [] };
}

/**
 * Collections holding one kind of media, for the detail view's pickers; with `libraryId`, only that
 * library's. The media server keeps a collection inside one library, so an item of "4K Movies"
 * cannot join a collection of "Movies" (the service's own v3.x picker asks for the item's library).
 */
export function useCollectionsOfKind(kind: MediaKind, libraryId?: string) {
  const wire = useCollectionWire();
  const result = useSWR<CollectionWithMedia[]>(wire ? `${COLLECTIONS_KEY}?typeId=${wire.typeId(kind)}` : null, async (path: string) =>
    wire!.readCollections(await api.get(path), path),
  );
  const all = result.data ?? [];
  return { ...result, collections: libraryId === undefined ? all : all.filter((collection) => collection.libraryId === libraryId) };
}

/** A collection and the ids of all its media. */
export interface CollectionMembers {
  id: number;
  title: string;
  ids: ReadonlySet<string>;
}

/** Every collection with all its media ids (one call: the list on v2.21, /overlay-data on v3.x); undefined until read. */
export function useCollectionMembers(): readonly CollectionMembers[] | undefined {
  const wire = useCollectionWire();
  const { data } = useSWR<CollectionWithMedia[]>(wire ? wire.membershipPath : null, async (path: string) => wire!.readCollections(await api.get(path), path));
  return useMemo(() => data?.map((collection) => ({ id: collection.id, title: collection.title, ids: new Set(collection.mediaIds) })), [data]);
}

/** The keys to refresh after an item of this kind joined or left a collection. */
export function collectionKeysToRevalidate(generation: Generation, kind: MediaKind): string[] {
  const wire = collectionWire(generation);
  return [...new Set([COLLECTIONS_KEY, `${COLLECTIONS_KEY}?typeId=${wire.typeId(kind)}`, wire.membershipPath])];
}

/** Refreshes the reads that show which collections hold items of a kind, after items joined or left one. */
export function useCollectionsRefresh(): (kind: MediaKind) => Promise<unknown> {
  // The app's SWR cache is a custom provider, so the bound mutate must be used, not swr's global one.
  const { mutate } = useSWRConfig();
  const { generation } = useGeneration();
  return useCallback(
    (kind: MediaKind) => (generation === undefined ? Promise.resolve() : Promise.all(collectionKeysToRevalidate(generation, kind).map((key) => mutate(key)))),
    [mutate, generation],
  );
}
