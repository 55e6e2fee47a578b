// Collections as the v2.21 service sends them: types, and loose parsers for what the app reads.
import * as z from '../zod-mini.ts';
import { plexItemSchema } from './plex.ts';
import type { PlexLibraryItem } from './plex.ts';
import type { Exclusion } from './rules.ts';

/** EPlexDataType: 1 movies, 2 shows, 3 seasons, 4 episodes. */
export type PlexDataType = 1 | 2 | 3 | 4;

/** ServarrAction: 0 delete, 1 unmonitor + delete all, 2 unmonitor + delete existing, 3 unmonitor, 4 do nothing. */
export type ArrAction = 0 | 1 | 2 | 3 | 4;

export interface Collection {
  id: number;
  plexId: number | null;
  libraryId: number;
  title: string;
  description: string;
  isActive: boolean;
  arrAction: ArrAction;
  visibleOnRecommended: boolean;
  visibleOnHome: boolean;
  /** Days an item stays before the collection handler acts on it; null = never handled. */
  deleteAfterDays: number | null;
  manualCollection: boolean;
  manualCollectionName: string;
  listExclusions: boolean;
  forceOverseerr: boolean;
  type: PlexDataType;
  keepLogsForMonths: number;
  /** A date string, possibly YYYY-MM-DD. */
  addDate: string;
  handledMediaAmount: number;
  lastDurationInSeconds: number;
  tautulliWatchedPercentOverride: number | null;
  radarrSettingsId: number | null;
  sonarrSettingsId: number | null;
}

/** One item in a collection. */
export interface CollectionMedia {
  id: number;
  collectionId: number;
  plexId: number;
  tmdbId: number | null;
  /** ISO date string. */
  addDate: string;
  /** TMDB poster path, e.g. /abc.jpg. */
  image_path: string | null;
  isManual: boolean;
}

/** GET /api/collections: each collection with its media rows. */
export type CollectionWithMedia = Collection & { media: CollectionMedia[] };

/** ECollectionLogType: 0 collection, 1 media, 2 rules. */
export type CollectionLogType = 0 | 1 | 2;

export type CollectionLogMeta =
  | null
  | { type: 'media_added_by_rule' | 'media_removed_by_rule'; data: unknown }
  | { type: 'media_added_manually' | 'media_removed_manually' };

export interface CollectionLog {
  id: number;
  /** ISO date string. */
  timestamp: string;
  message: string;
  type: CollectionLogType | null;
  meta: CollectionLogMeta;
}

/** Every paged collection answer: `totalSize` rows in all, pages from 1. */
export interface Page<T> {
  totalSize: number;
  items: T[];
}

/** GET /api/collections/media/:id/content/:page: a collection row with its Plex item (show as `parentData` for parts). */
export type CollectionMediaWithPlexData = CollectionMedia & { plexData: PlexLibraryItem };

/** GET /api/collections/exclusions/:id/content/:page: an exclusion row with its Plex item; `ruleGroupId: null` = global. */
export type ExclusionWithPlexData = Exclusion & { plexData: PlexLibraryItem };

// Parsers for what the app reads of collection answers; loose, so added fields pass.

const id = z.union([z.number(), z.string()]);
export const collectionSchema = z.looseObject({
  id: z.number(),
  libraryId: id,
  title: z.string(),
  description: z.optional(z.nullable(z.string())),
  isActive: z.boolean(),
  arrAction: z.number(),
  deleteAfterDays: z.nullable(z.number()),
  manualCollection: z.boolean(),
  manualCollectionName: z.optional(z.nullable(z.string())),
  type: z.optional(z.nullable(z.number())),
  keepLogsForMonths: z.number(),
  addDate: z.optional(z.nullable(z.string())),
  handledMediaAmount: z.optional(z.nullable(z.number())),
  lastDurationInSeconds: z.optional(z.nullable(z.number())),
});
export const collectionMediaRowSchema = z.looseObject({
  id: z.number(),
  plexId: id,
  addDate: z.string(),
  isManual: z.optional(z.nullable(z.boolean())),
  image_path: z.optional(z.nullable(z.string())),
});
export const collectionWithMediaSchema = z.extend(collectionSchema, { media: z.optional(z.array(collectionMediaRowSchema)) });
export const collectionMediaContentSchema = z.extend(collectionMediaRowSchema, { plexData: z.optional(z.nullable(plexItemSchema)) });
export const exclusionContentSchema = z.looseObject({ id: z.number(), plexId: id, ruleGroupId: z.optional(z.nullable(z.number())), plexData: z.optional(z.nullable(plexItemSchema)) });
