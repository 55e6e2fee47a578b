// The media-server wire of Maintainerr 3.x (/api/media-server/*, /api/metadata/*): one shape for
// Plex, Jellyfin and Emby items, ids as strings, dates as ISO strings, external ids in providerIds.
// Objects are loose: the service adds fields over releases and only these are read.
import * as z from '../zod-mini.ts';

/** GET /media-server/type: the media server the service runs (recorded {type: 'plex'}). */
export const mediaServerTypeV3Schema = z.looseObject({ type: z.string() });

/**
 * GET /media-server/libraries: one row per library (recorded: movie and show). The type is read as
 * any text: a server with a music or photo library may list it, and one such row must not fail the
 * whole list (the app keeps the movie and show libraries, as on v2.21).
 */
export const libraryV3Schema = z.looseObject({
  id: z.string(),
  title: z.string(),
  type: z.string(),
});
export type LibraryV3 = z.infer<typeof libraryV3Schema>;

export const mediaTypeV3Schema = z.enum(['movie', 'show', 'season', 'episode']);
export type MediaTypeV3 = z.infer<typeof mediaTypeV3Schema>;

/** A media item of a library page, a search, a meta or a children answer. */
export const mediaItemV3Schema = z.looseObject({
  id: z.string(),
  parentId: z.optional(z.string()),
  grandparentId: z.optional(z.string()),
  title: z.string(),
  parentTitle: z.optional(z.string()),
  grandparentTitle: z.optional(z.string()),
  type: mediaTypeV3Schema,
  addedAt: z.optional(z.string()),
  lastViewedAt: z.optional(z.string()),
  viewCount: z.optional(z.number()),
  providerIds: z.optional(
    z.looseObject({
      imdb: z.optional(z.array(z.string())),
      tmdb: z.optional(z.array(z.string())),
      tvdb: z.optional(z.array(z.string())),
    }),
  ),
  // A movie's or episode's files (shows and seasons send none). Only shown, never acted on: a value of
  // another type reads as unknown rather than failing the whole answer.
  mediaSources: z.catch(z.optional(z.array(z.looseObject({ sizeBytes: z.optional(z.number()), videoResolution: z.optional(z.string()) }))), undefined),
  library: z.optional(z.looseObject({ id: z.optional(z.string()), title: z.optional(z.string()) })),
  summary: z.optional(z.string()),
  year: z.optional(z.number()),
  durationMs: z.optional(z.number()),
  contentRating: z.optional(z.string()),
  ratings: z.optional(z.array(z.looseObject({ source: z.string(), value: z.number(), type: z.optional(z.string()) }))),
  genres: z.optional(z.array(z.looseObject({ name: z.string() }))),
  childCount: z.optional(z.number()),
  watchedChildCount: z.optional(z.number()),
  index: z.optional(z.number()),
  parentIndex: z.optional(z.number()),
});
export type MediaItemV3 = z.infer<typeof mediaItemV3Schema>;

/** GET /media-server/library/:id/content?page&limit&type: pages from 1. */
export const libraryPageV3Schema = z.looseObject({
  items: z.array(mediaItemV3Schema),
  totalSize: z.number(),
  offset: z.optional(z.number()),
  limit: z.optional(z.number()),
});
export type LibraryPageV3 = z.infer<typeof libraryPageV3Schema>;

/** The `type` of collection and exclusion writes' context, and of collections and rule groups. */
export type DataTypeV3 = MediaTypeV3;
