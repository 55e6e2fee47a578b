// The media screens' data, whatever the service's generation: libraries, library pages, search,
// one item and its children, poster and backdrop look-ups, and the writes that put an item in a
// collection or exclude it. SWR keys are the paths of the generation in use, and each fetcher reads
// its answer into domain media, so nothing above this folder sees a wire shape.
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { api } from '../lib/api-client.ts';
import { lookUpImage, lookUpImagesEarly } from './image-lookups.ts';
import { useCollectionMembers, useCollectionsRefresh } from './collections.ts';
import { useAfterGeneration, useGeneration, useGenerationWait, type Generation } from './generation.ts';
import type { MediaWire } from './media-wire.ts';
import type { Library, MediaItem, MediaPage, MediaTarget } from './media-types.ts';
import { mediaWireV2 } from './v2/media.ts';
import { mediaWireV3 } from './v3/media.ts';
import { returnStatusVerdict } from './save-answer.ts';

export type { Library, MediaFiles, MediaItem, MediaKind, MediaPage, MediaTarget, Rating, ProviderIds } from './media-types.ts';

/** The media wire of a generation. */
export function mediaWire(generation: Generation): MediaWire {
  return generation === 3 ? mediaWireV3 : mediaWireV2;
}

/** The media wire of the service in use; undefined until its generation is known. */
export function useMediaWire(): MediaWire | undefined {
  const { generation } = useGeneration();
  return generation === undefined ? undefined : mediaWire(generation);
}

// An item's metadata and images do not change while the app is open: read them once per session.
const READ_ONCE = { revalidateIfStale: false, revalidateOnReconnect: false } as const;

/* ---- libraries ---- */

/** Movie and show libraries ([] until loaded or when the service has none), and the title of one by its id. */
export function useLibraries() {
  const wire = useMediaWire();
  const result = useSWR<Library[]>(wire ? wire.librariesPath : null, async (path: string) => wire!.readLibraries(await api.get(path)));
  const libraries = result.data ?? [];
  const libraryTitle = (id: number | string) => libraries.find((library) => library.id === String(id))?.title ?? `Library ${id}`;
  return { ...useAfterGeneration(result), libraries, libraryTitle };
}

/** The libraries read early for the first page (lib/early-reads.ts); useLibraries takes the answer. */
export async function readLibrariesEarly(wire: MediaWire): Promise<Library[]> {
  return wire.readLibraries(await api.readEarly(wire.librariesPath));
}

/** The library order a URL's `sort` names, when the wire offers it; undefined: the service's own order. */
export function librarySortOf(wire: MediaWire, key: string | null | undefined): string | undefined {
  return wire.librarySorts?.some((sort) => sort.key === key) ? (key as string) : undefined;
}

/** One page (from 1) of a library's items read early; fetchLibraryPage of the same page takes the answer. */
export async function readLibraryPageEarly(wire: MediaWire, library: Library, page: number, pageSize: number, sort?: string): Promise<MediaPage> {
  const path = wire.libraryPagePath(library, page, pageSize, sort);
  return wire.readLibraryPage(await api.readEarly(path), path);
}

/** One page (from 1) of a library's items. */
export async function fetchLibraryPage(wire: MediaWire, library: Library, page: number, pageSize: number, sort?: string): Promise<MediaPage> {
  const path = wire.libraryPagePath(library, page, pageSize, sort);
  return wire.readLibraryPage(await api.get(path), path);
}

/* ---- search, one item, its children ---- */

/** No results: one array, so holding it as the last results does not render again. */
const NO_ITEMS: MediaItem[] = [];

/** Where a search looks: one library's items of one kind. */
export interface SearchScope {
  libraryId: string;
  kind: 'movie' | 'show';
}

/**
 * Movies and shows whose title matches text, across libraries or in `scope`; `items` is [] for none, for an empty
 * text and after a failed search. The last results stay while the next search runs: a search goes
 * out at each pause in the typing, and a list would otherwise give way to a spinner each time,
 * dropping what its rows hold (a show opened to pick its seasons) and a result about to be clicked.
 * (SWR's keepPreviousData would also bring back old results after the text was emptied, and keep
 * them beside a failed search.)
 */
export function useSearchResults(text: string, scope?: SearchScope) {
  const wire = useMediaWire();
  const wait = useGenerationWait();
  // The service takes the text as a path segment, and "." or ".." there is a step up the path (even
  // percent-encoded, URL parsers resolve it): another endpoint would answer. Such a text finds nothing.
  const sendable = text !== '' && text !== '.' && text !== '..';
  const path = wire && sendable ? (scope ? wire.librarySearchPath(scope.libraryId, scope.kind, text) : wire.searchPath(text)) : null;
  const result = useSWR<MediaItem[]>(path, async (key: string) =>
    wire!.readItems(await api.get(key), key),
  );
  // A search asked before the service's generation could be found out fails with that reason.
  const error: unknown = result.error ?? (text ? wait.failure : undefined);
  const answered = !sendable || error ? NO_ITEMS : result.data;
  const [lastAnswered, setLastAnswered] = useState(NO_ITEMS);
  const [lastAnsweredText, setLastAnsweredText] = useState(text);
  // Set during render, as React allows for state derived from props: no frame shows an empty list.
  if (answered !== undefined && answered !== lastAnswered) {
    setLastAnswered(answered);
    setLastAnsweredText(text);
  }
  /** `itemsFor`: the text the items answer, an earlier one while this search is on its way. */
  return { ...result, error, isLoading: result.isLoading || (!!text && wait.waiting), items: answered ?? lastAnswered, itemsFor: answered ? text : lastAnsweredText };
}

/** One item with its metadata; data is null when the media server has no such item. */
export function useMediaItem(id: string | undefined) {
  const wire = useMediaWire();
  const result = useSWR<MediaItem | null>(
    wire && id ? wire.itemPath(id) : null,
    async (path: string) => wire!.readItem(await api.get(path), path),
    READ_ONCE,
  );
  return useAfterGeneration(result);
}

/** The seasons of a show or the episodes of a season; [] when there are none. */
export function useChildren(id: string | undefined) {
  const wire = useMediaWire();
  const result = useSWR<MediaItem[]>(
    wire && id ? wire.childrenPath(id) : null,
    async (path: string) => wire!.readItems(await api.get(path), path),
    READ_ONCE,
  );
  return { ...result, children: result.data ?? [] };
}

/* ---- images ---- */

/** The image file (e.g. /abc.jpg) of an item's poster or backdrop; undefined while unknown or when there is none. */
export function useImageFile(item: MediaItem | undefined, image: 'poster' | 'backdrop') {
  const wire = useMediaWire();
  const path = wire && item ? wire.imageLookupPath(item, image) : undefined;
  const result = useSWR<string | null>(
    path ?? null,
    async (key: string) => wire!.readImageFile(await lookUpImage(key)) ?? null,
    READ_ONCE,
  );
  return result.data ?? undefined;
}

/** Starts the poster look-ups of these items now, for their cards to take (useImageFile). */
export function lookUpPostersEarly(wire: MediaWire, items: readonly MediaItem[]): void {
  lookUpImagesEarly(items.flatMap((item) => wire.imageLookupPath(item, 'poster') ?? []));
}

/* ---- writes: POST /collections/media/add and POST /rules/exclusion ---- */

export interface WriteOutcome {
  ok: boolean;
  /** The service's own words when it gave a reason for a failure. */
  detail?: string;
}

const NOT_CONFIRMED = 'the service did not confirm the change';

/** Adds (action 0) or removes (action 1) an item to or from a collection. */
export async function changeCollectionMembership(wire: MediaWire, target: MediaTarget, collectionId: number, action: 0 | 1): Promise<WriteOutcome> {
  const answer = await api.post<unknown>('/collections/media/add', wire.membershipBody(target, collectionId, action));
  // Success returns the collection; a failure is a 201 with an empty body (both generations).
  const ok = typeof answer === 'object' && answer !== null && 'id' in answer;
  return ok ? { ok } : { ok, detail: NOT_CONFIRMED };
}

/** Excludes (action 0) or includes again (action 1) an item, globally or for one collection. */
export async function changeExclusion(wire: MediaWire, target: MediaTarget, collectionId: number | undefined, action: 0 | 1): Promise<WriteOutcome> {
  const answer = await api.post<unknown>('/rules/exclusion', wire.exclusionBody(target, collectionId, action));
  const { ok, reason } = returnStatusVerdict(answer, NOT_CONFIRMED);
  return ok ? { ok } : { ok, detail: reason };
}

/* ---- which items are collected or excluded, for the cards' pills ---- */

/** Ids of every item in any collection, from one call (not one per card). */
export function useCollectedIds(): ReadonlySet<string> {
  const members = useCollectionMembers();
  return useMemo(() => new Set((members ?? []).flatMap((collection) => [...collection.ids])), [members]);
}

/** The titles of the collections holding an item (the item itself, not a season or episode of it). */
export function useCollectionsHolding(itemId: string): string[] {
  const members = useCollectionMembers();
  return useMemo(() => (members ?? []).filter((collection) => collection.ids.has(itemId)).map((collection) => collection.title), [members, itemId]);
}

/** The two media writes, each followed by a refresh of exactly the keys that read what it changed. */
export function useMediaWrites(onExclusionChanged: (itemId: string) => Promise<unknown>) {
  const refreshCollections = useCollectionsRefresh();
  const { generation } = useGeneration();
  return useMemo(
    () => ({
      changeCollectionMembership: async (target: MediaTarget, collectionId: number, action: 0 | 1) => {
        const outcome = await changeCollectionMembership(mediaWire(generation!), target, collectionId, action);
        await refreshCollections(target.kind);
        return outcome;
      },
      changeExclusion: async (target: MediaTarget, collectionId: number | undefined, action: 0 | 1) => {
        const outcome = await changeExclusion(mediaWire(generation!), target, collectionId, action);
        // An exclusion also takes the item out of the collections it applies to (the service does
        // that itself), so the collections are read again with the exclusions.
        await Promise.all([onExclusionChanged(target.itemId), refreshCollections(target.kind)]);
        return outcome;
      },
    }),
    [refreshCollections, generation, onExclusionChanged],
  );
}
