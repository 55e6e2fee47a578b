// Collections, their media, exclusions and logs (/api/collections/*). /collections/handle lives in routes/app.ts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Collection, CollectionMedia } from '../../../wire/v2/collections.ts';
import type { PlexLibraryItem } from '../../../wire/v2/plex.ts';
import type { Exclusion } from '../../../wire/v2/rules.ts';
import type { SandboxContext } from '../context.ts';
import { basicResponse, isRecord, parseIntParam, sendEmpty, sendJson, sendParseIntError, sendText } from '../wire.ts';

/** Default page size of the collection pages when the request names none, as on the real service. */
const DEFAULT_PAGE_SIZE = 25;

type PageQuery = { size?: string; search?: string; sort?: string; filter?: string };

/** Registers /api/collections and its sub-paths. */
export function registerCollectionRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { world, log } = context;
  const library = world.library;
  const mediaOf = (collectionId: number) => world.media.filter((row) => row.collectionId === collectionId);
  /** Plex metadata of an item, with the show (and season) as parentData like the real service adds. */
  const plexData = (plexId: number): PlexLibraryItem | undefined => {
    const item = library.find(String(plexId));
    if (!item) return undefined;
    const parentKey = item.grandparentRatingKey ?? item.parentRatingKey;
    const parent = parentKey ? library.find(parentKey) : undefined;
    return parent ? { ...item, parentData: parent } : item;
  };

  app.get<{ Querystring: { libraryId?: string; typeId?: string } }>('/api/collections', (request, reply) => {
    const { libraryId, typeId } = request.query;
    const collections = world.collections.filter(
      (collection) =>
        (libraryId === undefined || String(collection.libraryId) === libraryId) &&
        (typeId === undefined || String(collection.type) === typeId),
    );
    return sendJson(reply, collections.map((collection) => ({ ...collection, media: mediaOf(collection.id) })));
  });

  app.get<{ Params: { id: string } }>('/api/collections/collection/:id', (request, reply) => {
    const id = parseIntParam(request.params.id);
    if (id === undefined) return sendParseIntError(reply);
    const collection = world.collections.find((entry) => entry.id === id);
    return collection ? sendJson(reply, collection) : sendEmpty(reply);
  });

  app.get<{ Querystring: { collectionId?: string } }>('/api/collections/media', (request, reply) =>
    sendJson(reply, mediaOf(Number(request.query.collectionId))),
  );

  app.get<{ Querystring: { collectionId?: string } }>('/api/collections/media/count', (request, reply) => {
    const { collectionId } = request.query;
    return sendText(reply, collectionId === undefined ? world.media.length : mediaOf(Number(collectionId)).length);
  });

  app.get<{ Params: { id: string; page: string }; Querystring: PageQuery }>(
    '/api/collections/media/:id/content/:page',
    (request, reply) =>
      sendPage(reply, request.params, request.query, (id) => {
        const rows = mediaOf(id).sort((a, b) => b.addDate.localeCompare(a.addDate));
        // totalSize counts rows before those whose Plex item is gone are dropped, as the real service counts it.
        return { rows, present: (row: CollectionMedia) => withPlexData(row, plexData(row.plexId)) };
      }),
  );

  app.get<{ Params: { id: string; page: string }; Querystring: PageQuery }>(
    '/api/collections/exclusions/:id/content/:page',
    (request, reply) =>
      sendPage(reply, request.params, request.query, (id) => {
        const group = world.groups.find((entry) => entry.collectionId === id);
        const rows = world.exclusions
          .filter((row) => (group && row.ruleGroupId === group.id) || (row.ruleGroupId === null && (row.type === null || row.type === group?.definition.dataType)))
          .sort((a, b) => b.id - a.id);
        return { rows, present: (row: Exclusion) => withPlexData(row, plexData(row.plexId)) };
      }),
  );

  app.get<{ Params: { id: string; page: string }; Querystring: PageQuery }>(
    '/api/collections/logs/:id/content/:page',
    (request, reply) =>
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
        return { rows, present: (row) => row };
      }),
  );

  app.post('/api/collections/media/add', (request, reply) => {
    const body = request.body;
    if (!isRecord(body) || typeof body.mediaId !== 'number') return sendEmpty(reply, 201);
    const item = library.find(String(isRecord(body.context) && typeof body.context.id === 'number' && body.context.id !== -1 ? body.context.id : body.mediaId));
    const collectionId = typeof body.collectionId === 'number' ? body.collectionId : undefined;
    const collection = world.collections.find((entry) => entry.id === collectionId);
    if (!item) return sendEmpty(reply, 201);
    if (body.action === 1) {
      const rows = world.media.filter((row) => row.plexId === Number(item.ratingKey) && (collectionId === undefined || row.collectionId === collectionId));
      for (const row of rows) world.removeMedia(row);
      for (const row of rows) world.addLog(row.collectionId, `Removed "${item.title}" manually`, 1, { type: 'media_removed_manually' });
      log.info(`"${item.title}" removed from ${collection ? `collection '${collection.title}'` : 'all collections'}`);
      return collection ? sendJson(reply, collection, 201) : sendEmpty(reply, 201);
    }
    if (!collection) return sendEmpty(reply, 201);
    if (!mediaOf(collection.id).some((row) => row.plexId === Number(item.ratingKey))) {
      world.addMedia(collection.id, item, true);
      world.addLog(collection.id, `Added "${item.title}" manually`, 1, { type: 'media_added_manually' });
      log.info(`"${item.title}" added to collection '${collection.title}'`);
    }
    return sendJson(reply, collection, 201);
  });

  app.delete<{ Querystring: { mediaId?: string; collectionId?: string } }>('/api/collections/media', (request, reply) => {
    const mediaId = Number(request.query.mediaId);
    const collectionId = request.query.collectionId === undefined ? undefined : Number(request.query.collectionId);
    const rows = world.media.filter((row) => row.plexId === mediaId && (collectionId === undefined || row.collectionId === collectionId));
    for (const row of rows) world.removeMedia(row);
    if (rows.length) log.info(`Item ${mediaId} removed from ${collectionId === undefined ? 'all collections' : `collection ${collectionId}`}`);
    const collection: Collection | undefined = world.collections.find((entry) => entry.id === collectionId);
    return collectionId === undefined ? sendJson(reply, basicResponse(true, 'Success')) : collection ? sendJson(reply, collection) : sendEmpty(reply);
  });
}

function withPlexData<T extends object>(row: T, plexData: PlexLibraryItem | undefined): (T & { plexData: PlexLibraryItem }) | undefined {
  return plexData ? { ...row, plexData } : undefined;
}

/** Answers one page of a collection list: pages from 1, `size` rows (default 25), ParseIntPipe on id and page. */
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
