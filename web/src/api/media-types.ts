// The media the screens show, in one shape whatever the service's generation: Plex items on v2.21
// (ratingKey, Unix seconds, tmdb:// Guids) and media-server items on v3.x (id, ISO dates,
// providerIds) both map to these.

export type MediaKind = 'movie' | 'show' | 'season' | 'episode';

/** A movie or show library of the media server. */
export interface Library {
  id: string;
  title: string;
  kind: 'movie' | 'show';
}

/** A rating as the media server reports it. */
export interface Rating {
  /** Where it comes from as a person reads it: "IMDb", "Rotten Tomatoes", "TMDB", or "" when unknown. */
  source: string;
  kind: 'critic' | 'audience';
  value: number;
}

/** The ids other services know the item by. */
export interface ProviderIds {
  tmdb?: number;
  imdb?: string;
  tvdb?: number;
}

export interface MediaItem {
  /** The media server's id (Plex ratingKey). */
  id: string;
  kind: MediaKind;
  title: string;
  /** The show of a season, the season of an episode. */
  parentTitle?: string;
  /** The show of an episode. */
  grandparentTitle?: string;
  /** The show's id for a season, the season's for an episode. */
  parentId?: string;
  year?: number;
  summary?: string;
  contentRating?: string;
  genres: string[];
  ratings: Rating[];
  /** Season number of a season, episode number of an episode. */
  index?: number;
  /** ISO date, when known. */
  addedAt?: string;
  /** How often the media server's account watched it; undefined when never (servers leave it out). */
  viewCount?: number;
  /** ISO date of the last watch, when there was one. */
  lastViewedAt?: string;
  /** The item's own files (movies, episodes); undefined for shows and seasons, which have none. */
  files?: MediaFiles;
  /** External ids: the item's own, else its show's (seasons and episodes often have none). */
  providerIds: ProviderIds;
  /** The item's show or season as the service sent it along (collection media), when it did. */
  parent?: MediaItem;
  /**
   * The library holding it, when the answer names it: the item's own read does on both generations
   * (v2.21 librarySectionID, v3.x library.id); v3.x library pages send an empty library.
   */
  libraryId?: string;
}

/** What an item takes on disk: its files' bytes, and the first file's resolution as the server names it ("1080", "4k"). */
export interface MediaFiles {
  sizeBytes: number;
  resolution?: string;
}

/** One page of a library: `totalSize` items in all. */
export interface MediaPage {
  totalSize: number;
  items: MediaItem[];
}

/** What a collection or exclusion write acts on: the item and, for shows, one season or episode of it. */
export interface MediaTarget {
  /** The item the detail view shows. */
  itemId: string;
  /** The chosen season or episode; undefined for the whole item. */
  partId?: string;
  /** What is acted on: the item's kind, or season / episode for a part. */
  kind: MediaKind;
}
