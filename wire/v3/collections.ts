// Collections on the v3.x wire: string library and media-server ids, the media type as a word,
// the rows' items as `mediaData` (media-server items), and sizes in bytes. Loose objects: only
// what the app reads is checked.
import * as z from 'zod';
import { mediaItemV3Schema, mediaTypeV3Schema } from './media.ts';

export const collectionV3Schema = z.looseObject({
  id: z.number(),
  libraryId: z.string(),
  title: z.string(),
  description: z.string().nullable().optional(),
  isActive: z.boolean(),
  arrAction: z.number(),
  deleteAfterDays: z.number().nullable(),
  manualCollection: z.boolean(),
  manualCollectionName: z.string().nullable().optional(),
  type: mediaTypeV3Schema.nullable().optional(),
  keepLogsForMonths: z.number(),
  addDate: z.string().nullable().optional(),
  handledMediaAmount: z.number().nullable().optional(),
  lastDurationInSeconds: z.number().nullable().optional(),
  totalSizeBytes: z.number().nullable().optional(),
});
export const collectionMediaRowV3Schema = z.looseObject({
  id: z.number(),
  mediaServerId: z.string(),
  addDate: z.string(),
  isManual: z.boolean().nullable().optional(),
});
export const collectionWithMediaV3Schema = collectionV3Schema.extend({
  media: z.array(collectionMediaRowV3Schema).optional(),
  mediaCount: z.number().optional(),
});
export const collectionMediaContentV3Schema = collectionMediaRowV3Schema.extend({
  image_path: z.string().nullable().optional(),
  sizeBytes: z.number().nullable().optional(),
  mediaData: mediaItemV3Schema.nullable().optional(),
});
export const exclusionContentV3Schema = z.looseObject({
  id: z.number(),
  mediaServerId: z.string(),
  ruleGroupId: z.number().nullable().optional(),
  mediaData: mediaItemV3Schema.nullable().optional(),
});
