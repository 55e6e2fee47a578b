// The media-server wire of Maintainerr 3.x (/api/media-server/*, /api/metadata/*): one shape for
// Plex, Jellyfin and Emby items, ids as strings, dates as ISO strings, external ids in providerIds.
// Objects are loose: the service adds fields over releases and only these are read.
import * as z from 'zod';

/** GET /media-server/libraries: one row per movie or show library. */
export const libraryV3Schema = z.looseObject({
  id: z.string(),
  title: z.string(),
  type: z.enum(['movie', 'show']),
});
export type LibraryV3 = z.infer<typeof libraryV3Schema>;

export const mediaTypeV3Schema = z.enum(['movie', 'show', 'season', 'episode']);
export type MediaTypeV3 = z.infer<typeof mediaTypeV3Schema>;

/** A media item of a library page, a search, a meta or a children answer. */
export const mediaItemV3Schema = z.looseObject({
  id: z.string(),
  parentId: z.string().optional(),
  grandparentId: z.string().optional(),
  title: z.string(),
  parentTitle: z.string().optional(),
  grandparentTitle: z.string().optional(),
  type: mediaTypeV3Schema,
  addedAt: z.string().optional(),
  lastViewedAt: z.string().optional(),
  viewCount: z.number().optional(),
  providerIds: z.looseObject({
    imdb: z.array(z.string()).optional(),
    tmdb: z.array(z.string()).optional(),
    tvdb: z.array(z.string()).optional(),
  }).optional(),
  library: z.looseObject({ id: z.string().optional(), title: z.string().optional() }).optional(),
  summary: z.string().optional(),
  year: z.number().optional(),
  durationMs: z.number().optional(),
  contentRating: z.string().optional(),
  ratings: z.array(z.looseObject({ source: z.string(), value: z.number(), type: z.string().optional() })).optional(),
  genres: z.array(z.looseObject({ name: z.string() })).optional(),
  childCount: z.number().optional(),
  watchedChildCount: z.number().optional(),
  index: z.number().optional(),
  parentIndex: z.number().optional(),
});
export type MediaItemV3 = z.infer<typeof mediaItemV3Schema>;

/** GET /media-server/library/:id/content?page&limit&type: pages from 1. */
export const libraryPageV3Schema = z.looseObject({
  items: z.array(mediaItemV3Schema),
  totalSize: z.number(),
  offset: z.number().optional(),
  limit: z.number().optional(),
});
export type LibraryPageV3 = z.infer<typeof libraryPageV3Schema>;

/** The `type` of collection and exclusion writes' context, and of collections and rule groups. */
export type DataTypeV3 = MediaTypeV3;
