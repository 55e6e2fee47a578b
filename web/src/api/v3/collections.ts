// Collections on the v3.x wire: string ids, the media type as a word, items as `mediaData`, sizes in bytes.
import * as z from 'zod';
import {
  collectionMediaContentV3Schema,
  collectionV3Schema,
  collectionWithMediaV3Schema,
  exclusionContentV3Schema,
} from '../../../../wire/v3/collections.ts';
import type { Collection } from '../collection-types.ts';
import type { CollectionWire } from '../collection-wire.ts';
import { readWire } from '../read-wire.ts';
import { mediaFromV3 } from './media.ts';

function collectionFrom(row: z.infer<typeof collectionV3Schema>): Collection {
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? '',
    isActive: row.isActive,
    libraryId: row.libraryId,
    kind: row.type ?? undefined,
    deleteAfterDays: row.deleteAfterDays,
    manualCollection: row.manualCollection,
    manualCollectionName: row.manualCollectionName ?? '',
    keepLogsForMonths: row.keepLogsForMonths,
    addDate: row.addDate ?? undefined,
    handledMediaAmount: row.handledMediaAmount ?? 0,
    lastDurationInSeconds: row.lastDurationInSeconds ?? 0,
    ...(typeof row.totalSizeBytes === 'number' ? { totalSizeBytes: row.totalSizeBytes } : {}),
  };
}

const listOrNone = (data: unknown) => (data === null || data === '' ? [] : data);

export const collectionWireV3: CollectionWire = {
  readCollections: (data, path) =>
    readWire(z.array(collectionWithMediaV3Schema), listOrNone(data), path).map((row) => ({
      ...collectionFrom(row),
      mediaIds: (row.media ?? []).map((media) => media.mediaServerId),
      mediaCount: row.mediaCount ?? row.media?.length ?? 0,
    })),
  readCollection: (data, path) => (data === null || data === '' ? null : collectionFrom(readWire(collectionV3Schema, data, path))),
  readMediaRow: (data, path) => {
    const row = readWire(collectionMediaContentV3Schema, data, path);
    return {
      id: row.id,
      itemId: row.mediaServerId,
      addDate: row.addDate,
      isManual: row.isManual ?? false,
      item: row.mediaData ? mediaFromV3(row.mediaData) : null,
      ...(typeof row.sizeBytes === 'number' ? { sizeBytes: row.sizeBytes } : {}),
    };
  },
  readExclusionRow: (data, path) => {
    const row = readWire(exclusionContentV3Schema, data, path);
    return { id: row.id, itemId: row.mediaServerId, ruleGroupId: row.ruleGroupId ?? null, item: row.mediaData ? mediaFromV3(row.mediaData) : null };
  },
  typeId: (kind) => kind,
};
