// Collections as the v2.21 service sends them: types, and loose parsers for what the app reads.
import * as z from 'zod';
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
  description: z.string().nullable().optional(),
  isActive: z.boolean(),
  arrAction: z.number(),
  deleteAfterDays: z.number().nullable(),
  manualCollection: z.boolean(),
  manualCollectionName: z.string().nullable().optional(),
  type: z.number().nullable().optional(),
  keepLogsForMonths: z.number(),
  addDate: z.string().nullable().optional(),
  handledMediaAmount: z.number().nullable().optional(),
  lastDurationInSeconds: z.number().nullable().optional(),
});
export const collectionMediaRowSchema = z.looseObject({
  id: z.number(),
  plexId: id,
  addDate: z.string(),
  isManual: z.boolean().nullable().optional(),
  image_path: z.string().nullable().optional(),
});
export const collectionWithMediaSchema = collectionSchema.extend({ media: z.array(collectionMediaRowSchema).optional() });
export const collectionMediaContentSchema = collectionMediaRowSchema.extend({ plexData: plexItemSchema.nullable().optional() });
export const exclusionContentSchema = z.looseObject({ id: z.number(), plexId: id, ruleGroupId: z.number().nullable().optional(), plexData: plexItemSchema.nullable().optional() });
