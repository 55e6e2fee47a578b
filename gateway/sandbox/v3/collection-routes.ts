// v3.24's collection endpoints over the demo collections: the list (with each collection's short
// media rows and count), one collection, its media, exclusions and log pages, counts, manual
// adds and removes (one or in bulk), handling one item now and the calendar's data.
// /collections/handle lives in app-routes.ts, a collection's custom poster in collection-poster.ts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CollectionMedia } from '../../../wire/v2/collections.ts';
import type { Exclusion } from '../../../wire/v2/rules.ts';
import { handleItem } from '../handle-item.ts';
import { isRecord, parseIntParam, sendJson, sendParseIntError, sendText, sendEmpty, sendValidationFailed } from '../wire.ts';
import type { V3Context } from './context.ts';
import { toMediaItem } from './media-item.ts';
import { mediaContextOf } from './media-server-routes.ts';
import { collectionRow, dataTypeName, exclusionRow, logRow, mediaRow, shortMediaRow } from './rows.ts';
import { sendNestError } from './nest-errors.ts';
import { bulkMediaIdsIssue } from './bulk-media-ids.ts';
import { serviceDaysLater, startOfServiceDay } from '../demo-world.ts';
import { DO_NOTHING_ACTION } from '../../../wire/servarr-actions.ts';

/** Media rows the collection list carries per collection (the newest). */
const LIST_MEDIA_ROWS = 2;

const DEFAULT_PAGE_SIZE = 25;

type PageQuery = { size?: string; search?: string; sort?: string; sortOrder?: string; filter?: string };

/** Registers /api/collections and its sub-paths (but /handle). */
export function registerV3CollectionRoutes(app: FastifyInstance, context: V3Context): void {
  const { world, log } = context;
  const library = world.library;
  const media = mediaContextOf(context);
  const mediaOf = (collectionId: number) => world.media.filter((row) => row.collectionId === collectionId);
  const collectionById = (id: number | undefined) => world.collections.find((entry) => entry.id === id);
  /** The item a row names: the short form in collection media, the detailed one in exclusions (recorded). */
  const mediaData = (id: number, form: 'list' | 'detail') => {
    const item = library.find(String(id));
    return item ? toMediaItem(item, form, media) : undefined;
  };

  app.get<{ Querystring: { libraryId?: string; typeId?: string } }>('/api/collections', (request, reply) => {
    const { libraryId, typeId } = request.query;
    const collections = world.collections.filter(
      (collection) =>
        (libraryId === undefined || String(collection.libraryId) === libraryId) &&
        (typeId === undefined || dataTypeName(collection.type) === typeId || String(collection.type) === typeId),
    );
    return sendJson(
      reply,
      collections.map((collection) => {
        const rows = mediaOf(collection.id);
        // Only the two newest rows come with each collection, and the count of all (recorded
        // GET_collections: 2 rows of 15); /overlay-data carries them all.
        const newestTwo = [...rows].sort((a, b) => b.id - a.id).slice(0, LIST_MEDIA_ROWS);
        return { ...collectionRow(world, collection), media: newestTwo.map((row) => shortMediaRow(world, row)), mediaCount: rows.length };
      }),
    );
  });

  // The calendar's data: every collection with its full media rows.
  app.get('/api/collections/overlay-data', (_request, reply) =>
    sendJson(
      reply,
      world.collections.map((collection) => {
        const rows = mediaOf(collection.id);
        return { ...collectionRow(world, collection), media: rows.map((row) => mediaRow(world, row)), mediaCount: rows.length };
      }),
    ),
  );

  app.get<{ Params: { id: string } }>('/api/collections/collection/:id', (request, reply) => {
    const id = parseIntParam(request.params.id);
    if (id === undefined) return sendParseIntError(reply);
    const collection = collectionById(id);
    return collection ? sendJson(reply, collectionRow(world, collection)) : sendEmpty(reply);
  });


  app.get<{ Querystring: { collectionId?: string } }>('/api/collections/media', (request, reply) =>
    sendJson(reply, mediaOf(Number(request.query.collectionId)).map((row) => mediaRow(world, row))),
  );

  app.get<{ Querystring: { collectionId?: string } }>('/api/collections/media/count', (request, reply) => {
    const { collectionId } = request.query;
    return sendText(reply, collectionId === undefined ? world.media.length : mediaOf(Number(collectionId)).length);
  });

  app.get<{ Params: { id: string; page: string }; Querystring: PageQuery }>('/api/collections/media/:id/content/:page', (request, reply) =>
    sendPage(reply, request.params, request.query, (id) => {
      const order = request.query.sortOrder === 'asc' ? 1 : -1;
      const rating = (row: CollectionMedia) => library.find(String(row.plexId))?.audienceRating ?? 0;
      const compare: Record<string, (a: CollectionMedia, b: CollectionMedia) => number> = {
        // Ascending is the oldest first, ties by row id (recorded _sort_deleteSoonest: equal dates, ids 1, 2, 3…).
        deleteSoonest: (a, b) => (a.addDate.localeCompare(b.addDate) || a.id - b.id) * order,
        rating: (a, b) => (rating(a) - rating(b)) * order,
        manual: (a, b) => (Number(a.isManual) - Number(b.isManual)) * order || b.id - a.id,
      };
      const rows = mediaOf(id).sort(compare[request.query.sort ?? ''] ?? ((a, b) => b.id - a.id));
      return { rows, present: (row: CollectionMedia) => withMediaData(mediaRow(world, row), mediaData(row.plexId, 'list')) };
    }),
  );

  app.get<{ Params: { id: string; page: string }; Querystring: PageQuery }>('/api/collections/exclusions/:id/content/:page', (request, reply) =>
    sendPage(reply, request.params, request.query, (id) => {
      const group = world.groups.find((entry) => entry.collectionId === id);
      const rows = world.exclusions
        .filter((row) => (group && row.ruleGroupId === group.id) || (row.ruleGroupId === null && (row.type === null || row.type === group?.definition.dataType)))
        .sort((a, b) => b.id - a.id);
      return { rows, present: (row: Exclusion) => withMediaData(exclusionRow(row), mediaData(row.plexId, 'detail')) };
    }),
  );

  app.get<{ Params: { id: string; page: string }; Querystring: PageQuery }>('/api/collections/logs/:id/content/:page', (request, reply) =>
    sendPage(reply, request.params, request.query, (id) => {
      const { search, sort, filter } = request.query;
      const rows = world.logs
        .filter(
          (entry) =>
            world.logCollection.get(entry.id) === id &&
            (!search || entry.message.toLowerCase().includes(search.toLowerCase())) &&
            (filter === undefined || filter === '' || String(entry.type) === filter),
        )
        .sort((a, b) => (sort?.toUpperCase() === 'ASC' ? a.id - b.id : b.id - a.id));
      return { rows, present: logRow };
    }),
  );

  // Postpone: the item's deletion moves `days` later. The service moves the date its clock counts
  // from: the item's own, or for an item already overdue the handler's cutoff (today less the
  // collection's days), so the new deadline cannot land in the past (Maintainerr's API documentation,
  // "Push out, or fully reset, the deletion timer"). Without days the clock restarts today (a reset).
  // Days below 1 fail validation; an item not in the collection is a 404 (all recorded:
  // POST_collections_media_postpone_30_days, _reset, _invalid_days_0, _not_in_collection).
  app.post('/api/collections/media/postpone', (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    const days = body.days;
    if (days !== undefined && (typeof days !== 'number' || !Number.isInteger(days) || days < 1)) {
      return sendValidationFailed(reply, [
        { origin: 'number', code: 'too_small', minimum: 1, inclusive: true, path: ['days'], message: 'Too small: expected number to be >=1' },
      ]);
    }
    const collectionId = typeof body.collectionId === 'number' ? body.collectionId : undefined;
    const row = world.media.find((entry) => entry.collectionId === collectionId && String(entry.plexId) === String(body.mediaId));
    if (!row) return sendNestError(reply, 404, 'Media not found in collection');
    const { deleteAfterDays } = world.collections.find((entry) => entry.id === row.collectionId)!;
    const today = startOfServiceDay(new Date());
    if (typeof days === 'number') {
      // Days at the service's midnight, as it writes them (recorded, in UTC: 2026-12-23T00:00:00.000Z).
      // An overdue item counts from today: it is not postponed into the past.
      const addedDay = startOfServiceDay(new Date(row.addDate));
      const cutoff = deleteAfterDays === null ? addedDay : serviceDaysLater(today, -deleteAfterDays);
      row.addDate = serviceDaysLater(addedDay > cutoff ? addedDay : cutoff, days).toISOString();
    } else {
      row.addDate = today.toISOString();
    }
    const item = library.find(String(row.plexId));
    log.info(`"${item?.title ?? row.plexId}" postponed ${typeof days === 'number' ? `by ${days} days` : '(reset)'}`);
    const deletionDate = deleteAfterDays === null ? null : serviceDaysLater(new Date(row.addDate), deleteAfterDays).toISOString();
    return sendJson(reply, { collectionId: row.collectionId, mediaServerId: String(row.plexId), addDate: row.addDate, deleteAfterDays, deletionDate }, 201);
  });

  // The official UI's per-item "take action now": a collection whose action is Do nothing answers
  // the recorded 409 (POST_collections_media_handle_do_nothing_collection); otherwise the item is
  // handled as a collection handler run would (handle-item.ts). The success answer is not recorded:
  // an empty 201, as the service's other writes.
  app.post('/api/collections/media/handle', (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    const collection = collectionById(typeof body.collectionId === 'number' ? body.collectionId : undefined);
    const row = collection && world.media.find((entry) => entry.collectionId === collection.id && String(entry.plexId) === String(body.mediaId));
    if (!collection || !row) return sendNestError(reply, 404, 'Media not found in collection');
    if (collection.arrAction === DO_NOTHING_ACTION) return sendNestError(reply, 409, 'The collection action could not be executed for this item');
    const title = handleItem(world, collection, row);
    log.info(`Handled "${title}" of collection '${collection.title}' on request`);
    return sendEmpty(reply, 201);
  });

  /** Adds or removes one item by hand; the answer is the collection, as recorded. */
  const setMember = (mediaId: string, collectionId: number | undefined, remove: boolean): boolean => {
    const item = library.find(mediaId);
    const collection = collectionById(collectionId);
    if (!item || (!collection && !remove)) return false;
    const rows = world.media.filter((row) => String(row.plexId) === item.ratingKey && (collectionId === undefined || row.collectionId === collectionId));
    if (remove) {
      for (const row of rows) {
        world.removeMedia(row);
        world.addLog(row.collectionId, `Removed "${item.title}" manually`, 1, { type: 'media_removed_manually' });
      }
    } else if (!rows.length) {
      world.addMedia(collection!.id, item, true);
      world.addLog(collection!.id, `Added "${item.title}" manually`, 1, { type: 'media_added_manually' });
    } else {
      // Already there by rule: v3.24 marks it added by hand too, so it stays when the rules let it go.
      for (const row of rows.filter((entry) => !entry.isManual)) {
        row.isManual = true;
        world.manualRuleMembers.add(row.id);
      }
    }
    log.info(`"${item.title}" ${remove ? 'removed from' : 'added to'} ${collection ? `collection '${collection.title}'` : 'all collections'}`);
    return true;
  };

  app.post('/api/collections/media/add', (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    // The part the context names (a season, an episode); v3.24 falls back to the item itself when
    // the context names nothing it knows (recorded: context 999999 added show 201).
    const contextId = isRecord(body.context) && body.context.id !== undefined && body.context.id !== -1 ? String(body.context.id) : undefined;
    const target = contextId !== undefined && library.find(contextId) ? contextId : body.mediaId;
    const collectionId = typeof body.collectionId === 'number' ? body.collectionId : undefined;
    setMember(String(target ?? ''), collectionId, body.action === 1);
    const collection = collectionById(collectionId);
    return collection ? sendJson(reply, collectionRow(world, collection), 201) : sendEmpty(reply, 201);
  });

  app.post('/api/collections/media/bulk', (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    const collectionId = typeof body.collectionId === 'number' ? body.collectionId : undefined;
    const remove = body.action === 1;
    const ids = Array.isArray(body.mediaIds) ? body.mediaIds.map(String) : [];
    // The ids are checked with the body, before the service looks for the collection.
    const issue = bulkMediaIdsIssue(ids);
    if (issue) return sendValidationFailed(reply, [issue]);
    if (!remove && collectionId === undefined) return sendNestError(reply, 400, 'A collection is required to add media to it');
    return sendJson(reply, { results: ids.map((mediaId) => ({ mediaId, code: setMember(mediaId, collectionId, remove) ? 1 : 0 })) }, 201);
  });
}

function withMediaData<T extends object>(row: T, mediaData: unknown): (T & { mediaData: unknown }) | undefined {
  return mediaData ? { ...row, mediaData } : undefined;
}

/** One page of a collection list: pages from 1, `size` rows (default 25), ParseIntPipe on id and page. */
function sendPage<Row, Item>(
  reply: FastifyReply,
  params: { id: string; page: string },
  query: PageQuery,
  rowsOf: (id: number) => { rows: Row[]; present: (row: Row) => Item | undefined },
): FastifyReply {
  const id = parseIntParam(params.id);
  const page = parseIntParam(params.page);
  const size = query.size === undefined ? DEFAULT_PAGE_SIZE : parseIntParam(query.size);
  if (id === undefined || page === undefined || size === undefined) return sendParseIntError(reply);
  const { rows, present } = rowsOf(id);
  const start = Math.max(0, (page - 1) * size);
  const items = rows.slice(start, start + Math.max(0, size)).map(present).filter((item) => item !== undefined);
  return sendJson(reply, { totalSize: rows.length, items });
}
