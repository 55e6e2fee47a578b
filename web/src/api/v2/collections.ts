// Collections on the v2.21 wire: numeric library ids and EPlexDataType numbers, items as Plex `plexData`.
import * as z from '../../../../wire/zod-mini.ts';
import {
  collectionMediaContentSchema,
  collectionSchema,
  collectionWithMediaSchema,
  exclusionContentSchema,
} from '../../../../wire/v2/collections.ts';
import type { Collection } from '../collection-types.ts';
import type { ActionProgress, CollectionWire, ItemRow, RowOutcome } from '../collection-wire.ts';
import type { CollectionMedia } from '../collection-types.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import type { MediaItem, MediaKind } from '../media-types.ts';
import { readWire } from '../read-wire.ts';
import { returnStatusVerdict } from '../save-answer.ts';
import { mediaFromPlex, PLEX_DATA_TYPES } from './media.ts';
import { messageOf } from '../../lib/api-error.ts';

const KINDS: Record<number, MediaKind> = { 1: 'movie', 2: 'show', 3: 'season', 4: 'episode' };

function collectionFrom(row: z.infer<typeof collectionSchema>): Collection {
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? '',
    isActive: row.isActive,
    arrAction: row.arrAction,
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

/** A ReturnStatus answer's verdict, failing with the service's words where it gave any. */
const verdict = (answer: unknown) => returnStatusVerdict(answer, 'the service did not confirm it');

/**
 * v2.21 has no bulk calls: one item after the other, each with its own verdict, reporting progress
 * after each, so a long selection shows how far it got and which failed.
 */
async function oneByOne<Row>(rows: Row[], act: (row: Row) => Promise<{ ok: boolean; reason?: string }>, progress?: ActionProgress) {
  const outcomes: RowOutcome<Row>[] = [];
  for (const row of rows) {
    try {
      outcomes.push({ row, ...(await act(row)) });
    } catch (error) {
      outcomes.push({ row, ok: false, reason: messageOf(error) });
    }
    progress?.(outcomes.length, rows.length);
  }
  return outcomes;
}

/** POST /rules/exclusion excluding a row everywhere: the item as its own context, as the service's UI sends it (POST_rules_exclusion_add_global). */
const excludeEverywhereBody = (row: ItemRow) => ({
  mediaId: Number(row.itemId),
  ...(row.item ? { context: { id: Number(row.itemId), type: PLEX_DATA_TYPES[row.item.kind] } } : {}),
  action: 0,
});

/**
 * The v2.21 UI's Remove, with its recorded calls: POST /rules/exclusion {collectionId, mediaId,
 * action: 0} keeps the rules from adding the item back, and DELETE /collections/media?mediaId&
 * collectionId takes it out (POST_rules_exclusion_after_remove_button, DELETE_collections_media_
 * remove_from_collection). The exclusion goes first, so one the service refuses leaves the item where it was.
 */
async function removeOne(client: ApiClient, collectionId: number, row: CollectionMedia) {
  const excluded = verdict(await client.post('/rules/exclusion', { collectionId, mediaId: Number(row.itemId), action: 0 }));
  if (excluded.ok) await client.delete(`/collections/media?mediaId=${encodeURIComponent(row.itemId)}&collectionId=${encodeURIComponent(collectionId)}`);
  return excluded;
}

/** An image_path the service stored, when it names an image file. */
const imageFileOf = (path: string | null | undefined) => (typeof path === 'string' && path.startsWith('/') ? path : undefined);

/** The show a season or episode was picked from (its `parent` chain), else the item itself. */
function topItemId(item: MediaItem): number {
  let top = item;
  while (top.parent) top = top.parent;
  return Number(top === item && item.kind === 'season' && item.parentId ? item.parentId : top.id);
}

/**
 * The v2.21 UI's add by hand, one POST /collections/media/add per item with action 0 (recorded
 * POST_collections_media_add_manual): a movie or show is its own context; a season or episode goes
 * as the context of its show, as the Overview's add sends a part. The answer is the collection, or
 * an empty body when the service did not add it.
 */
async function addOne(client: ApiClient, collectionId: number, kind: MediaKind, item: MediaItem) {
  const id = Number(item.id);
  const answer = await client.post<unknown>('/collections/media/add', { mediaId: topItemId(item), context: { id, type: PLEX_DATA_TYPES[kind] }, collectionId, action: 0 });
  return typeof answer === 'object' && answer !== null && 'id' in answer ? { ok: true } : { ok: false, reason: 'the service did not add it' };
}

export const collectionWireV2: CollectionWire = {
  // v2.21 takes no sort parameters: its own order (newest first) only.
  mediaOrders: ['newest'],
  mediaOrderQuery: () => ({}),
  // The list carries every collection's media.
  membershipPath: '/collections',
  addByHand: (client, collectionId, kind, items, progress) => oneByOne(items, (item) => addOne(client, collectionId, kind, item), progress),
  removeFromCollection: (client, collectionId, rows, progress) => oneByOne(rows, (row) => removeOne(client, collectionId, row), progress),
  excludeEverywhere: (client, rows, progress) =>
    oneByOne(rows, async (row) => verdict(await client.post('/rules/exclusion', excludeEverywhereBody(row))), progress),
  // v2.21 has no bulk call: one DELETE /rules/exclusion/:id per row, as its own UI removes them.
  removeExclusions: (client, _collectionId, rows) =>
    oneByOne(rows, async (row) => verdict(await client.delete(`/rules/exclusion/${encodeURIComponent(row.id)}`))),
  readCollections: (data, path) =>
    readWire(z.array(collectionWithMediaSchema), listOrNone(data), path).map((row) => ({
      ...collectionFrom(row),
      mediaIds: (row.media ?? []).map((media) => String(media.plexId)),
      mediaCount: row.media?.length ?? 0,
      // The list holds every row with its poster file: the cards need no further call.
      preview: (row.media ?? []).map((media) => ({ itemId: String(media.plexId), addDate: media.addDate, imageFile: imageFileOf(media.image_path) })),
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
      ...(imageFileOf(row.image_path) ? { imageFile: imageFileOf(row.image_path) } : {}),
    };
  },
  readExclusionRow: (data, path) => {
    const row = readWire(exclusionContentSchema, data, path);
    return { id: row.id, itemId: String(row.plexId), ruleGroupId: row.ruleGroupId ?? null, item: row.plexData ? mediaFromPlex(row.plexData) : null };
  },
  typeId: (kind) => String(PLEX_DATA_TYPES[kind]),
};
