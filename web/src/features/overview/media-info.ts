// Pure facts about a Plex item that the cards and the detail view share: its TMDB id, its data
// type number, its label, and the URLs of its images (API.md §7, §8).
import type { PlexLibraryItem, PlexMediaType } from '../../../../wire/v2/plex.ts';

/** EPlexDataType (API.md §0.7) by Plex type; a collection counts as a movie for lookups. */
const DATA_TYPES: Record<PlexMediaType, 1 | 2 | 3 | 4> = { movie: 1, show: 2, season: 3, episode: 4, collection: 1 };

const TYPE_LABELS: Record<PlexMediaType, string> = {
  movie: 'Movie',
  show: 'Show',
  season: 'Season',
  episode: 'Episode',
  collection: 'Collection',
};

/** The TMDB id from the item's `tmdb://<n>` Guid, or its parent's (seasons, episodes); undefined when none. */
export function tmdbIdOf(item: Pick<PlexLibraryItem, 'Guid' | 'parentData'>): number | undefined {
  for (const guids of [item.Guid, item.parentData?.Guid]) {
    const match = guids?.map((guid) => /^tmdb:\/\/(\d+)$/.exec(guid.id)).find(Boolean);
    if (match) return Number(match[1]);
  }
  return undefined;
}

/** The `:type` segment of /moviedb/image and /moviedb/backdrop: movie, or show for anything on TV. */
export function tmdbLookupType(type: PlexMediaType): 'movie' | 'show' {
  return type === 'movie' ? 'movie' : 'show';
}

/** EPlexDataType number (1 movie, 2 show, 3 season, 4 episode) for collection and exclusion writes. */
export function plexDataType(type: PlexMediaType): 1 | 2 | 3 | 4 {
  return DATA_TYPES[type] ?? 1;
}

/** The label of a Plex type, e.g. Movie. */
export function typeLabel(type: PlexMediaType): string {
  return TYPE_LABELS[type] ?? type;
}

/**
 * The prefix image URLs start with: through the gateway's cache when cacheImages is on (or not yet
 * known: SPEC.md §1, images are optimised unless the setting is off), else the gateway's imageBase.
 */
export function imageBase(cacheImages: 0 | 1 | undefined, basePath: string, directBase: string): string {
  return cacheImages === 0 ? directBase : `${basePath}/images`;
}

/** A TMDB image URL from a path the service gave (e.g. /abc.jpg), or undefined for an empty or odd path. */
export function imageUrl(base: string, size: 'w300_and_h450_face' | 'w1280', path: unknown): string | undefined {
  if (typeof path !== 'string' || !/^\/[A-Za-z0-9_-]+\.(jpg|jpeg|png|webp|svg)$/.test(path)) return undefined;
  return `${base}/${size}${path}`;
}
