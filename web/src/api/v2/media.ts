// The v2.21 media wire: Plex passed through under /plex/*, TMDB image paths under /moviedb/*,
// numeric ids and EPlexDataType numbers (1 movie, 2 show, 3 season, 4 episode) in writes.
import * as z from '../../../../wire/zod-mini.ts';
import { plexItemSchema, plexLibrarySchema, plexLibraryPageSchema, type PlexItemFieldsWire } from '../../../../wire/v2/plex.ts';
import { filesOf, imageFileOf, isMovieOrShowLibrary, type ExclusionRow, type MediaWire } from '../media-wire.ts';
import type { Library, MediaItem, MediaKind, ProviderIds, Rating } from '../media-types.ts';
import { readWire } from '../read-wire.ts';

const DATA_TYPES: Record<MediaKind, 1 | 2 | 3 | 4> = { movie: 1, show: 2, season: 3, episode: 4 };

/** "IMDb", "Rotten Tomatoes", "TMDB" from a Plex rating image such as imdb://image.rating. */
function ratingSource(image: string): string {
  const scheme = image.split(':')[0] ?? '';
  return { imdb: 'IMDb', rottentomatoes: 'Rotten Tomatoes', themoviedb: 'TMDB' }[scheme] ?? '';
}

function providerIdsOf(guids: { id: string }[] | undefined): ProviderIds {
  const ids: ProviderIds = {};
  for (const { id } of guids ?? []) {
    const [scheme, value] = id.split('://');
    if (!value) continue;
    if (scheme === 'tmdb' && /^\d+$/.test(value)) ids.tmdb ??= Number(value);
    if (scheme === 'tvdb' && /^\d+$/.test(value)) ids.tvdb ??= Number(value);
    if (scheme === 'imdb') ids.imdb ??= value;
  }
  return ids;
}

/** Plex's Unix seconds as an ISO date. */
const isoFromSeconds = (seconds: number | undefined) => (seconds === undefined ? undefined : new Date(seconds * 1000).toISOString());

type PlexFields = PlexItemFieldsWire & { parentData?: PlexItemFieldsWire };

/** A Plex item as domain media; a Plex collection row counts as a movie. */
export function mediaFromPlex(item: PlexFields): MediaItem {
  const parent = item.parentData ? mediaFromPlex(item.parentData) : undefined;
  const own = providerIdsOf(item.Guid);
  const ratings: Rating[] = (item.Rating ?? []).map((rating) => ({
    source: ratingSource(rating.image),
    kind: rating.type === 'critic' ? 'critic' : 'audience',
    value: rating.value,
  }));
  return {
    id: item.ratingKey,
    kind: item.type === 'collection' ? 'movie' : item.type,
    title: item.title,
    parentTitle: item.parentTitle,
    grandparentTitle: item.grandparentTitle,
    parentId: item.parentRatingKey,
    year: item.year,
    summary: item.summary,
    contentRating: item.contentRating,
    genres: (item.Genre ?? []).map((genre) => genre.tag),
    ratings,
    index: item.index,
    addedAt: isoFromSeconds(item.addedAt),
    viewCount: item.viewCount,
    lastViewedAt: isoFromSeconds(item.lastViewedAt),
    files: filesOf(
      (item.Media ?? []).map((media) => ({
        sizeBytes: (media.Part ?? []).reduce((sum, part) => sum + (part.size ?? 0), 0),
        resolution: media.videoResolution,
      })),
    ),
    providerIds: own.tmdb === undefined && parent ? { ...parent.providerIds, ...own } : own,
    parent,
    libraryId: item.librarySectionID === undefined ? undefined : String(item.librarySectionID),
  };
}

const itemsSchema = z.array(plexItemSchema);
const exclusionRowsSchema = z.array(
  z.looseObject({
    plexId: z.union([z.number(), z.string()]),
    parent: z.optional(z.nullable(z.union([z.number(), z.string()]))),
    ruleGroupId: z.optional(z.nullable(z.number())),
  }),
);

/** Plex answers an empty body where it has nothing; that reads as an empty list. */
const listOrNone = (data: unknown) => (data === null || data === '' ? [] : data);

export const mediaWireV2: MediaWire = {
  librariesPath: '/plex/libraries',
  readLibraries: (data) =>
    readWire(z.array(plexLibrarySchema), listOrNone(data), '/plex/libraries')
      .filter(isMovieOrShowLibrary)
      .map((library): Library => ({ id: library.key, title: library.title, kind: library.type })),
  libraryPagePath: (library, page, pageSize) =>
    `/plex/library/${encodeURIComponent(library.id)}/content/${page}?amount=${pageSize}`,
  readLibraryPage: (data, path) => {
    // A library the server no longer has (removed while the page was open) answers an empty body.
    if (data === null || data === '') return { totalSize: 0, items: [] };
    const page = readWire(plexLibraryPageSchema, data, path);
    return { totalSize: page.totalSize, items: page.items.map(mediaFromPlex) };
  },
  searchPath: (text) => `/plex/search/${encodeURIComponent(text)}`,
  // Plex's type numbers: 1 movie, 2 show (recorded GET_plex_library_1_content_search_dark).
  librarySearchPath: (libraryId, kind, text) =>
    `/plex/library/${encodeURIComponent(libraryId)}/content/search/${encodeURIComponent(text)}?type=${kind === 'movie' ? 1 : 2}`,
  itemPath: (id) => `/plex/meta/${encodeURIComponent(id)}`,
  childrenPath: (id) => `/plex/meta/${encodeURIComponent(id)}/children`,
  readItems: (data, path) => readWire(itemsSchema, listOrNone(data), path).map(mediaFromPlex),
  readItem: (data, path) => (data === null || data === '' ? null : mediaFromPlex(readWire(plexItemSchema, data, path))),
  imageLookupPath: (item, image) => {
    const tmdbId = item.providerIds.tmdb;
    if (tmdbId === undefined) return undefined;
    return `/moviedb/${image === 'poster' ? 'image' : 'backdrop'}/${item.kind === 'movie' ? 'movie' : 'show'}/${tmdbId}`;
  },
  readImageFile: imageFileOf,
  // The whole item is its own context, as the service's own UI sends it (recorded); -1 means
  // "every part" to the service and is accepted too, but not what a user picked.
  membershipBody: (target, collectionId, action) => ({
    mediaId: Number(target.itemId),
    context: { id: Number(target.partId ?? target.itemId), type: DATA_TYPES[target.kind] },
    collectionId,
    action,
  }),
  exclusionBody: (target, collectionId, action) => ({
    mediaId: Number(target.itemId),
    context: { id: Number(target.partId ?? target.itemId), type: DATA_TYPES[target.kind] },
    ...(collectionId === undefined ? {} : { collectionId }),
    action,
  }),
  exclusionsOfGroupPath: (ruleGroupId) => `/rules/exclusion?rulegroupId=${encodeURIComponent(ruleGroupId)}`,
  exclusionsOfItemPath: (itemId) => `/rules/exclusion?plexId=${encodeURIComponent(itemId)}`,
  readExclusionRows: readExclusionRowsV2,
};

function readExclusionRowsV2(data: unknown, path: string): ExclusionRow[] {
  return readWire(exclusionRowsSchema, listOrNone(data), path).map((row) => ({
    ids: row.parent === null || row.parent === undefined || String(row.parent) === String(row.plexId) ? [String(row.plexId)] : [String(row.plexId), String(row.parent)],
    ruleGroupId: row.ruleGroupId ?? null,
  }));
}

export { DATA_TYPES as PLEX_DATA_TYPES };
