// Collections on the v3.x wire: string ids, the media type as a word, items as `mediaData`, sizes in bytes.
import * as z from '../../../../wire/zod-mini.ts';
import {
  BULK_MEDIA_IDS_MAX,
  collectionMediaContentV3Schema,
  collectionV3Schema,
  collectionWithMediaV3Schema,
  exclusionContentV3Schema,
} from '../../../../wire/v3/collections.ts';
import type { Collection, MediaOrder } from '../collection-types.ts';
import type { ActionProgress, CollectionWire, RowOutcome } from '../collection-wire.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { readWire } from '../read-wire.ts';
import { mediaFromV3 } from './media.ts';
import { messageOf } from '../../lib/api-error.ts';

function collectionFrom(row: z.infer<typeof collectionV3Schema>): Collection {
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? '',
    isActive: row.isActive,
    arrAction: row.arrAction,
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
    ...(typeof row.handledMediaSizeBytes === 'number' ? { freedBytes: row.handledMediaSizeBytes } : {}),
    ...(typeof row.sportarrSettingsId === 'number' ? { viaSportarr: true } : {}),
  };
}

const listOrNone = (data: unknown) => (data === null || data === '' ? [] : data);

const bulkAnswerSchema = z.looseObject({
  results: z.array(z.looseObject({ mediaId: z.union([z.string(), z.number()]), code: z.number(), message: z.optional(z.string()) })),
});

/**
 * The bulk calls (POST /rules/exclusions/bulk, …) for rows known by their item id, BULK_MEDIA_IDS_MAX
 * at a time (the service refuses a longer list whole), each row's verdict from the code the service
 * answers per item (recorded: {results: [{mediaId, code, message}]}). `progress` hears after each call.
 */
async function bulk<Row extends { itemId: string }>(
  client: ApiClient,
  path: string,
  rows: Row[],
  body: Record<string, unknown>,
  progress?: ActionProgress,
): Promise<RowOutcome<Row>[]> {
  const outcomes: RowOutcome<Row>[] = [];
  for (let start = 0; start < rows.length; start += BULK_MEDIA_IDS_MAX) {
    outcomes.push(...(await bulkCall(client, path, rows.slice(start, start + BULK_MEDIA_IDS_MAX), body)));
    progress?.(outcomes.length, rows.length);
  }
  return outcomes;
}

/** One bulk call: a failed call is every row's failure, with its reason. */
async function bulkCall<Row extends { itemId: string }>(client: ApiClient, path: string, rows: Row[], body: Record<string, unknown>): Promise<RowOutcome<Row>[]> {
  try {
    const answer = readWire(bulkAnswerSchema, await client.post(path, { mediaIds: rows.map((row) => row.itemId), ...body }), path);
    return rows.map((row) => {
      const result = answer.results.find((entry) => String(entry.mediaId) === row.itemId);
      return result?.code === 1 ? { row, ok: true } : { row, ok: false, reason: result?.message ?? 'the service did not confirm it' };
    });
  } catch (error) {
    return rows.map((row) => ({ row, ok: false, reason: messageOf(error) }));
  }
}

/**
 * A postpone's answer (recorded POST_collections_media_postpone_30_days): the item's new addDate. Only
 * told, never acted on: a 2xx without it is still a postpone done, said without the day.
 */
const postponeAnswerSchema = z.catch(z.looseObject({ addDate: z.optional(z.string()) }), {});

/** The sort parameters of the official UI's Media tab (recorded GET_collections_media_1_content_sort_*). */
const ORDER_QUERY: Record<MediaOrder, Record<string, string>> = {
  newest: {},
  leavingSoonest: { sort: 'deleteSoonest', sortOrder: 'asc' },
  bestRated: { sort: 'rating', sortOrder: 'desc' },
  manualFirst: { sort: 'manual', sortOrder: 'desc' },
};

export const collectionWireV3: CollectionWire = {
  mediaOrders: ['newest', 'leavingSoonest', 'bestRated', 'manualFirst'],
  mediaOrderQuery: (order) => ORDER_QUERY[order],
  // The list carries each collection's newest two short rows only; the calendar's data has them all.
  membershipPath: '/collections/overlay-data',
  // Those two rows have no posters or oldest date: one small page per card, those leaving soonest
  // first, gives both.
  previewPath: (collectionId, size) =>
    `/collections/media/${encodeURIComponent(collectionId)}/content/1?${new URLSearchParams({ size: String(size), ...ORDER_QUERY.leavingSoonest })}`,
  // The official UI's per-item "take action now": POST /collections/media/handle {collectionId,
  // mediaId}; a collection whose action is "Do nothing" answers 409 (recorded
  // POST_collections_media_handle_do_nothing_collection), whose message the reason carries.
  handleNow: async (client, collectionId, row) => {
    try {
      await client.post('/collections/media/handle', { collectionId, mediaId: row.itemId });
      return { row, ok: true };
    } catch (error) {
      return { row, ok: false, reason: messageOf(error) };
    }
  },
  // POST /collections/media/bulk {mediaIds, collectionId, action: 0, mediaType}: a verdict per item
  // (recorded POST_collections_media_bulk_add_manual / _show), 250 items a call.
  addByHand: async (client, collectionId, kind, items, progress) => {
    const rows = items.map((item) => ({ itemId: item.id, item }));
    const outcomes = await bulk(client, '/collections/media/bulk', rows, { collectionId, action: 0, mediaType: kind }, progress);
    return outcomes.map((outcome) => ({ ...outcome, row: outcome.row.item }));
  },
  // As the official v3.24 UI: POST /rules/exclusions/bulk {mediaIds, collectionId?, action: 1}, one
  // call for the collection's own rows (with its id) and one for the global rows (without)
  // (recorded POST_rules_exclusions_bulk_remove_collection1 / _global).
  removeExclusions: async (client, collectionId, rows) => [
    ...(await bulk(client, '/rules/exclusions/bulk', rows.filter((row) => row.ruleGroupId !== null), { collectionId, action: 1 })),
    ...(await bulk(client, '/rules/exclusions/bulk', rows.filter((row) => row.ruleGroupId === null), { action: 1 })),
  ],
  // The official UI's Remove in a collection excludes the items from its rules, which takes them out
  // (the call its Remove button makes: recorded POST_rules_exclusions_bulk_add_collection1).
  removeFromCollection: (client, collectionId, rows, progress) => bulk(client, '/rules/exclusions/bulk', rows, { collectionId, action: 0 }, progress),
  // POST /collections/media/postpone {collectionId, mediaId, days}: 201 with the new addDate; 400
  // below one day; 404 for an item not in the collection (all recorded).
  postpone: async (client, collectionId, row, days) => {
    try {
      const path = '/collections/media/postpone';
      const answer = readWire(postponeAnswerSchema, await client.post(path, { collectionId, mediaId: row.itemId, days }), path);
      return { row, ok: true, addDate: answer.addDate };
    } catch (error) {
      return { row, ok: false, reason: messageOf(error) };
    }
  },
  excludeEverywhere: (client, rows, progress) => bulk(client, '/rules/exclusions/bulk', rows, { action: 0 }, progress),
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
      ...(row.image_path?.startsWith('/') ? { imageFile: row.image_path } : {}),
    };
  },
  readExclusionRow: (data, path) => {
    const row = readWire(exclusionContentV3Schema, data, path);
    return { id: row.id, itemId: row.mediaServerId, ruleGroupId: row.ruleGroupId ?? null, item: row.mediaData ? mediaFromV3(row.mediaData) : null };
  },
  typeId: (kind) => kind,
};
