// Collections on the v2.21 wire: numeric library ids and EPlexDataType numbers, items as Plex `plexData`.
import * as z from 'zod';
import {
  collectionMediaContentSchema,
  collectionSchema,
  collectionWithMediaSchema,
  exclusionContentSchema,
} from '../../../../wire/v2/collections.ts';
import type { Collection } from '../collection-types.ts';
import type { CollectionWire, ExclusionRemoval } from '../collection-wire.ts';
import type { MediaKind } from '../media-types.ts';
import { readWire } from '../read-wire.ts';
import { mediaFromPlex, PLEX_DATA_TYPES } from './media.ts';

const KINDS: Record<number, MediaKind> = { 1: 'movie', 2: 'show', 3: 'season', 4: 'episode' };

function collectionFrom(row: z.infer<typeof collectionSchema>): Collection {
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? '',
    isActive: row.isActive,
    libraryId: String(row.libraryId),
    kind: row.type == null ? undefined : KINDS[row.type],
    deleteAfterDays: row.deleteAfterDays,
    manualCollection: row.manualCollection,
    manualCollectionName: row.manualCollectionName ?? '',
    keepLogsForMonths: row.keepLogsForMonths,
    addDate: row.addDate ?? undefined,
    handledMediaAmount: row.handledMediaAmount ?? 0,
    lastDurationInSeconds: row.lastDurationInSeconds ?? 0,
  };
}

const listOrNone = (data: unknown) => (data === null || data === '' ? [] : data);

/** A ReturnStatus answer's verdict: code 1 is success; anything else fails with the service's words. */
function verdict(answer: unknown): { ok: boolean; reason?: string } {
  const status = answer && typeof answer === 'object' ? (answer as { code?: unknown; result?: unknown; message?: unknown }) : undefined;
  if (status?.code === 1) return { ok: true };
  const said = status?.message ?? status?.result;
  return { ok: false, reason: typeof said === 'string' && said ? said : 'the service did not confirm it' };
}

export const collectionWireV2: CollectionWire = {
  // v2.21 has no bulk call: one DELETE /rules/exclusion/:id per row, as its own UI removes one (API.md §5.7).
  removeExclusions: async (client, _collectionId, rows) => {
    const outcomes: ExclusionRemoval[] = [];
    for (const row of rows) {
      try {
        outcomes.push({ row, ...verdict(await client.delete(`/rules/exclusion/${encodeURIComponent(row.id)}`)) });
      } catch (error) {
        outcomes.push({ row, ok: false, reason: error instanceof Error ? error.message : String(error) });
      }
    }
    return outcomes;
  },
  readCollections: (data, path) =>
    readWire(z.array(collectionWithMediaSchema), listOrNone(data), path).map((row) => ({
      ...collectionFrom(row),
      mediaIds: (row.media ?? []).map((media) => String(media.plexId)),
      mediaCount: row.media?.length ?? 0,
    })),
  readCollection: (data, path) => (data === null || data === '' ? null : collectionFrom(readWire(collectionSchema, data, path))),
  readMediaRow: (data, path) => {
    const row = readWire(collectionMediaContentSchema, data, path);
    return {
      id: row.id,
      itemId: String(row.plexId),
      addDate: row.addDate,
      isManual: row.isManual ?? false,
      item: row.plexData ? mediaFromPlex(row.plexData) : null,
    };
  },
  readExclusionRow: (data, path) => {
    const row = readWire(exclusionContentSchema, data, path);
    return { id: row.id, itemId: String(row.plexId), ruleGroupId: row.ruleGroupId ?? null, item: row.plexData ? mediaFromPlex(row.plexData) : null };
  },
  typeId: (kind) => String(PLEX_DATA_TYPES[kind]),
};
