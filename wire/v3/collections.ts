// Collections on the v3.x wire: string library and media-server ids, the media type as a word,
// the rows' items as `mediaData` (media-server items), and sizes in bytes. Loose objects: only
// what the app reads is checked.
import * as z from '../zod-mini.ts';
import { mediaItemV3Schema, mediaTypeV3Schema } from './media.ts';

/**
 * The most media ids one bulk call may carry (POST /collections/media/bulk, /rules/exclusions/bulk):
 * v3.24 refuses more with a 400 and changes nothing (its API description: "Rejected without
 * processing: empty, or more than 250 media ids").
 */
export const BULK_MEDIA_IDS_MAX = 250;

/**
 * The largest collection poster file v3.24 takes (POST /collections/:id/poster): "500 KB max" in its
 * API description, 500 × 1024 bytes; a larger file is refused (413 "File too large").
 */
export const COLLECTION_POSTER_MAX_BYTES = 500 * 1024;

export const collectionV3Schema = z.looseObject({
  id: z.number(),
  libraryId: z.string(),
  title: z.string(),
  description: z.optional(z.nullable(z.string())),
  isActive: z.boolean(),
  arrAction: z.number(),
  deleteAfterDays: z.nullable(z.number()),
  manualCollection: z.boolean(),
  manualCollectionName: z.optional(z.nullable(z.string())),
  type: z.optional(z.nullable(mediaTypeV3Schema)),
  keepLogsForMonths: z.number(),
  addDate: z.optional(z.nullable(z.string())),
  handledMediaAmount: z.optional(z.nullable(z.number())),
  lastDurationInSeconds: z.optional(z.nullable(z.number())),
  totalSizeBytes: z.optional(z.nullable(z.number())),
  handledMediaSizeBytes: z.optional(z.nullable(z.number())),
  sportarrSettingsId: z.optional(z.nullable(z.number())),
});
export const collectionMediaRowV3Schema = z.looseObject({
  id: z.number(),
  mediaServerId: z.string(),
  addDate: z.string(),
  isManual: z.optional(z.nullable(z.boolean())),
});
export const collectionWithMediaV3Schema = z.extend(collectionV3Schema, {
  media: z.optional(z.array(collectionMediaRowV3Schema)),
  mediaCount: z.optional(z.number()),
});
export const collectionMediaContentV3Schema = z.extend(collectionMediaRowV3Schema, {
  image_path: z.optional(z.nullable(z.string())),
  sizeBytes: z.optional(z.nullable(z.number())),
  mediaData: z.optional(z.nullable(mediaItemV3Schema)),
});
export const exclusionContentV3Schema = z.looseObject({
  id: z.number(),
  mediaServerId: z.string(),
  ruleGroupId: z.optional(z.nullable(z.number())),
  mediaData: z.optional(z.nullable(mediaItemV3Schema)),
});
