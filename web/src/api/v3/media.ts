// The v3.x media wire: /media-server/* in one shape for Plex, Jellyfin and Emby (string ids, ISO
// dates, providerIds), image lookups under /metadata/*, and string ids and media types in writes.
import * as z from '../../../../wire/zod-mini.ts';
import { libraryPageV3Schema, libraryV3Schema, mediaItemV3Schema, type MediaItemV3 } from '../../../../wire/v3/media.ts';
import { filesOf, imageFileOf, isMovieOrShowLibrary, type ExclusionRow, type MediaWire } from '../media-wire.ts';
import type { Library, MediaItem, ProviderIds } from '../media-types.ts';
import { readWire } from '../read-wire.ts';

function providerIdsOf(ids: MediaItemV3['providerIds']): ProviderIds {
  const number = (values: string[] | undefined) => {
    const first = values?.find((value) => /^\d+$/.test(value));
    return first === undefined ? undefined : Number(first);
  };
  const result: ProviderIds = {};
  const tmdb = number(ids?.tmdb);
  const tvdb = number(ids?.tvdb);
  const imdb = ids?.imdb?.[0];
  if (tmdb !== undefined) result.tmdb = tmdb;
  if (tvdb !== undefined) result.tvdb = tvdb;
  if (imdb) result.imdb = imdb;
  return result;
}

/** A media-server item as domain media. v3 ratings name their kind but not their source. */
export function mediaFromV3(item: MediaItemV3, parent?: MediaItem): MediaItem {
  return {
    id: item.id,
    kind: item.type,
    title: item.title,
    parentTitle: item.parentTitle,
    grandparentTitle: item.grandparentTitle,
    parentId: item.parentId,
    year: item.year,
    summary: item.summary,
    contentRating: item.contentRating,
    genres: (item.genres ?? []).map((genre) => genre.name),
    ratings: (item.ratings ?? []).map((rating) => ({
      source: '',
      kind: (rating.type ?? rating.source) === 'critic' ? 'critic' : 'audience',
      value: rating.value,
    })),
    index: item.index,
    addedAt: item.addedAt,
    viewCount: item.viewCount,
    lastViewedAt: item.lastViewedAt,
    files: filesOf((item.mediaSources ?? []).map((source) => ({ sizeBytes: source.sizeBytes ?? 0, resolution: source.videoResolution }))),
    providerIds: providerIdsOf(item.providerIds),
    parent,
    libraryId: item.library?.id || undefined,
  };
}

const itemsSchema = z.array(mediaItemV3Schema);
const exclusionRowsSchema = z.array(
  z.looseObject({ mediaServerId: z.string(), parent: z.optional(z.nullable(z.string())), ruleGroupId: z.optional(z.nullable(z.number())) }),
);
const listOrNone = (data: unknown) => (data === null || data === '' ? [] : data);

/** The query of a /metadata lookup: every external id the item has, and its own id (the service uses it for seasons). */
function imageQuery(item: MediaItem): string | undefined {
  const { tmdb, imdb, tvdb } = item.providerIds;
  if (tmdb === undefined && imdb === undefined && tvdb === undefined) return undefined;
  const query = new URLSearchParams();
  if (imdb) query.set('imdbId', imdb);
  if (tmdb !== undefined) query.set('tmdbId', String(tmdb));
  if (tvdb !== undefined) query.set('tvdbId', String(tvdb));
  if (item.kind === 'season' || item.kind === 'episode') query.set('itemId', item.id);
  return query.toString();
}

/** A lookup answers an image-host URL or path as text, or in a JSON object; offline it is empty. */
function imageFileOfAnswer(data: unknown): string | undefined {
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    return imageFileOf(record.url ?? record.path ?? record.image);
  }
  return imageFileOf(data);
}

export const mediaWireV3: MediaWire = {
  librariesPath: '/media-server/libraries',
  readLibraries: (data) =>
    readWire(z.array(libraryV3Schema), listOrNone(data), '/media-server/libraries')
      .filter(isMovieOrShowLibrary)
      .map((library): Library => ({ id: library.id, title: library.title, kind: library.type })),
  // Each key is the service's sort and sortOrder (recorded …_content_sort_title, …_sort_watchCount_desc,
  // library_2_…_sort_airDate_desc); without one the service sorts by title, A to Z.
  librarySorts: [
    { key: 'title-desc', label: 'Title, Z to A' },
    { key: 'airDate-desc', label: 'Newest release first' },
    { key: 'airDate-asc', label: 'Oldest release first' },
    { key: 'rating-desc', label: 'Best rated first' },
    { key: 'watchCount-desc', label: 'Most watched first' },
    { key: 'watchCount-asc', label: 'Least watched first' },
  ],
  libraryPagePath: (library, page, pageSize, sort) => {
    const [by, order] = sort?.split('-') ?? [];
    const sorted = by && order ? `&sort=${by}&sortOrder=${order}` : '';
    return `/media-server/library/${encodeURIComponent(library.id)}/content?page=${page}&limit=${pageSize}&type=${library.kind}${sorted}`;
  },
  readLibraryPage: (data, path) => {
    const page = readWire(libraryPageV3Schema, data, path);
    return { totalSize: page.totalSize, items: page.items.map((item) => mediaFromV3(item)) };
  },
  searchPath: (text) => `/media-server/search/${encodeURIComponent(text)}`,
  librarySearchPath: (libraryId, kind, text) =>
    `/media-server/library/${encodeURIComponent(libraryId)}/content/search/${encodeURIComponent(text)}?type=${kind}`,
  itemPath: (id) => `/media-server/meta/${encodeURIComponent(id)}`,
  childrenPath: (id) => `/media-server/meta/${encodeURIComponent(id)}/children`,
  readItems: (data, path) => readWire(itemsSchema, listOrNone(data), path).map((item) => mediaFromV3(item)),
  readItem: (data, path) => (data === null || data === '' ? null : mediaFromV3(readWire(mediaItemV3Schema, data, path))),
  imageLookupPath: (item, image) => {
    const query = imageQuery(item);
    if (query === undefined) return undefined;
    return `/metadata/${image === 'poster' ? 'image' : 'backdrop'}/${item.kind === 'movie' ? 'movie' : 'show'}?${query}`;
  },
  readImageFile: imageFileOfAnswer,
  membershipBody: (target, collectionId, action) => ({
    mediaId: target.itemId,
    context: { id: target.partId ?? target.itemId, type: target.kind },
    collectionId,
    action,
  }),
  exclusionBody: (target, collectionId, action) => ({
    mediaId: target.itemId,
    ...(collectionId === undefined ? {} : { collectionId }),
    action,
    context: { id: target.partId ?? target.itemId, type: target.kind },
  }),
  exclusionsOfGroupPath: (ruleGroupId) => `/rules/exclusion?rulegroupId=${encodeURIComponent(ruleGroupId)}`,
  exclusionsOfItemPath: (itemId) => `/rules/exclusion?mediaServerId=${encodeURIComponent(itemId)}`,
  readExclusionRows: readExclusionRowsV3,
};

function readExclusionRowsV3(data: unknown, path: string): ExclusionRow[] {
  return readWire(exclusionRowsSchema, listOrNone(data), path).map((row) => ({
    ids: row.parent === null || row.parent === undefined || row.parent === row.mediaServerId ? [row.mediaServerId] : [row.mediaServerId, row.parent],
    ruleGroupId: row.ruleGroupId ?? null,
  }));
}
