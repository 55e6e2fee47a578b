// Plex data the service passes through. Plex objects carry more fields than these.

import * as z from '../zod-mini.ts';

// Parsers for what the app reads of Plex answers; loose, so Plex's many other fields pass.
export const plexLibrarySchema = z.looseObject({ key: z.string(), type: z.string(), title: z.string() });

const plexItemFields = {
  ratingKey: z.string(),
  parentRatingKey: z.optional(z.string()),
  grandparentRatingKey: z.optional(z.string()),
  type: z.enum(['movie', 'show', 'season', 'episode', 'collection']),
  title: z.string(),
  parentTitle: z.optional(z.string()),
  grandparentTitle: z.optional(z.string()),
  summary: z.optional(z.string()),
  year: z.optional(z.number()),
  index: z.optional(z.number()),
  parentIndex: z.optional(z.number()),
  addedAt: z.optional(z.number()),
  lastViewedAt: z.optional(z.number()),
  viewCount: z.optional(z.number()),
  contentRating: z.optional(z.string()),
  librarySectionID: z.optional(z.union([z.number(), z.string()])),
  Guid: z.optional(z.array(z.looseObject({ id: z.string() }))),
  Genre: z.optional(z.array(z.looseObject({ tag: z.string() }))),
  Rating: z.optional(z.array(z.looseObject({ image: z.string(), value: z.number(), type: z.string() }))),
  childCount: z.optional(z.number()),
  leafCount: z.optional(z.number()),
  viewedLeafCount: z.optional(z.number()),
  duration: z.optional(z.number()),
  // A movie's or episode's files, each in parts (shows and seasons have none). Only shown, never acted
  // on: a value of another type reads as unknown rather than failing the whole answer.
  Media: z.catch(
    z.optional(z.array(z.looseObject({ videoResolution: z.optional(z.string()), Part: z.optional(z.array(z.looseObject({ size: z.optional(z.number()) }))) }))),
    undefined,
  ),
};
const plexItemFieldsSchema = z.looseObject(plexItemFields);
/** An item; collection media rows carry the item's show or season as `parentData`. */
export const plexItemSchema = z.extend(plexItemFieldsSchema, { parentData: z.optional(plexItemFieldsSchema) });
export const plexLibraryPageSchema = z.looseObject({ totalSize: z.number(), items: z.array(plexItemSchema) });
export type PlexItemFieldsWire = z.infer<typeof plexItemFieldsSchema>;

/** GET /api/plex/libraries: only movie and show libraries. */
export interface PlexLibrary {
  key: string;
  type: 'movie' | 'show';
  title: string;
  agent?: string;
  scanner?: string;
  language?: string;
  uuid?: string;
  /** Unix seconds. */
  updatedAt?: number;
  /** Unix seconds. */
  scannedAt?: number;
}

export type PlexMediaType = 'movie' | 'show' | 'season' | 'episode' | 'collection';

/** An item of a library page, a search result or a meta answer. */
export interface PlexLibraryItem {
  ratingKey: string;
  /** Plex's own path of the item, e.g. /library/metadata/123. */
  key?: string;
  /** Plex's agent id, e.g. plex://movie/5d77…; the external ids are in `Guid`. */
  guid?: string;
  librarySectionID?: number;
  librarySectionTitle?: string;
  parentRatingKey?: string;
  grandparentRatingKey?: string;
  type: PlexMediaType;
  title: string;
  parentTitle?: string;
  grandparentTitle?: string;
  summary?: string;
  year?: number;
  index?: number;
  parentIndex?: number;
  /** Unix seconds. */
  addedAt: number;
  /** Unix seconds. */
  updatedAt?: number;
  /** Unix seconds. */
  lastViewedAt?: number;
  viewCount?: number;
  audienceRating?: number;
  contentRating?: string;
  thumb?: string;
  art?: string;
  Guid?: { id: string }[];
  Genre?: { tag: string }[];
  Rating?: { image: string; value: number; type: 'audience' | 'critic' }[];
  /** Seasons of a show. */
  childCount?: number;
  /** Episodes of a show or season. */
  leafCount?: number;
  viewedLeafCount?: number;
  /** Length in ms. */
  duration?: number;
  /** Release day, YYYY-MM-DD. */
  originallyAvailableAt?: string;
  parentThumb?: string;
  Media?: unknown[];
  parentData?: PlexLibraryItem;
}

/** GET /api/plex/library/:id/content/:page?amount=N (pages from 1). */
export interface PlexLibraryPage {
  totalSize: number;
  items: PlexLibraryItem[];
}

/** One way to reach a Plex server. */
export interface PlexConnection {
  protocol: string;
  address: string;
  port: number;
  uri: string;
  local: boolean;
  status?: number;
  message?: string;
}

/** GET /api/settings/plex/devices/servers: the servers the token owns, with the connections that answered. */
export interface PlexDevice {
  name: string;
  clientIdentifier: string;
  owned: boolean;
  connection: PlexConnection[];
}
