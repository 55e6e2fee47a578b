// v3.24's /api/media-server/* over the demo library (Plex behind it): libraries, paged and sorted
// library content, the overview's first load, search, metadata and children. Without a
// configured Plex every route but /type answers 403 (recorded GET_media-server_libraries_after_plex_auth_delete).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PlexLibraryItem } from '../../../wire/v2/plex.ts';
import { sortedCopies, sortTitle } from '../demo-library.ts';
import { DEMO_PLEX_VERSION } from '../routes/settings.ts';
import { sendEmpty, sendInternalError, sendJson, sendValidationFailed } from '../wire.ts';
import type { V3Context } from './context.ts';
import { type MediaContext, toMediaItem } from './media-item.ts';
import { sendNestError } from './nest-errors.ts';
import { isSetupCompleteV3 } from './setup.ts';

/** The demo Plex server's machine id. */
export const DEMO_MACHINE_ID = 'sandbox0demo0plex0server0000000000000001';

const SORTS = ['title', 'airDate', 'rating', 'watchCount', 'manual', 'excluded', 'studio'] as const;
const SORT_ORDERS = ['asc', 'desc'] as const;
const DEFAULT_LIMIT = 50;

type ContentQuery = { page?: string; limit?: string; sort?: string; sortOrder?: string; type?: string };

/** zod 4's issue for a value outside an enum, as the real ZodValidationPipe reports it. */
function invalidOption(values: readonly string[], path: string[] = []) {
  return { code: 'invalid_value', values, path, message: `Invalid option: expected one of ${values.map((value) => `"${value}"`).join('|')}` };
}

/** What each sort of a library page orders by (sortTitle: a leading article does not count). */
const SORT_KEYS: Record<(typeof SORTS)[number], (item: PlexLibraryItem) => string | number> = {
  title: (item) => sortTitle(item.title),
  airDate: (item) => item.originallyAvailableAt ?? '',
  rating: (item) => item.audienceRating ?? 0,
  watchCount: (item) => item.viewCount ?? 0,
  // Manual membership and exclusions order items on the real service; the demo sorts those by title.
  manual: (item) => sortTitle(item.title),
  excluded: (item) => sortTitle(item.title),
  studio: (item) => sortTitle(item.title),
};

/** Registers /api/media-server and its sub-paths. */
export function registerV3MediaServerRoutes(app: FastifyInstance, context: V3Context): void {
  const { world, store } = context;
  const library = world.library;
  const media = mediaContextOf(context);
  const libraries = () => library.sections.map((section) => ({ id: section.key, title: section.title, type: section.type, agent: section.agent }));
  /** Runs `answer` only when Plex is configured; otherwise the guard's 403. */
  const withPlex = (reply: FastifyReply, answer: () => FastifyReply) =>
    isSetupCompleteV3(store.state.main, store.state.v3Settings) ? answer() : sendNestError(reply, 403, 'Forbidden resource');
  const sorted = sortedCopies(library);
  const sortedItems = (sectionKey: string, items: PlexLibraryItem[], sort: (typeof SORTS)[number], order: 'asc' | 'desc') =>
    sorted(`${sectionKey}:${sort}:${order}`, () => {
      const keyOf = SORT_KEYS[sort];
      const direction = order === 'asc' ? 1 : -1;
      return [...items].sort((a, b) => {
        const [x, y] = [keyOf(a), keyOf(b)];
        return (x < y ? -1 : x > y ? 1 : sortTitle(a.title).localeCompare(sortTitle(b.title)) * direction) * direction;
      });
    });
  /** One page of a library, or why not: 400 for a bad sort, 500 for an unknown library (recorded). */
  const contentPage = (reply: FastifyReply, id: string, query: ContentQuery): FastifyReply | object => {
    const sort = query.sort ?? 'title';
    if (!(SORTS as readonly string[]).includes(sort)) return sendValidationFailed(reply, [invalidOption(SORTS)]);
    const order = query.sortOrder ?? 'asc';
    if (!(SORT_ORDERS as readonly string[]).includes(order)) return sendValidationFailed(reply, [invalidOption(SORT_ORDERS)]);
    const items = library.itemsOf(id);
    if (!items) return sendInternalError(reply);
    const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1);
    const limit = Math.max(1, Number.parseInt(query.limit ?? String(DEFAULT_LIMIT), 10) || DEFAULT_LIMIT);
    const list = sortedItems(id, items, sort as (typeof SORTS)[number], order as 'asc' | 'desc');
    const offset = (page - 1) * limit;
    return { items: list.slice(offset, offset + limit).map((item) => toMediaItem(item, 'list', media)), totalSize: list.length, offset, limit };
  };

  // Behind the same setup guard as every /media-server route: a fresh install answers 403 here too.
  app.get('/api/media-server/type', (_request, reply) => withPlex(reply, () => sendJson(reply, { type: 'plex' })));
  app.get('/api/media-server', (_request, reply) =>
    withPlex(reply, () => sendJson(reply, { machineId: DEMO_MACHINE_ID, version: DEMO_PLEX_VERSION })),
  );
  app.get('/api/media-server/libraries', (_request, reply) => withPlex(reply, () => sendJson(reply, libraries())));

  app.get<{ Params: { id: string }; Querystring: ContentQuery }>('/api/media-server/library/:id/content', (request, reply) =>
    withPlex(reply, () => {
      const page = contentPage(reply, request.params.id, request.query);
      return page === reply ? reply : sendJson(reply, page);
    }),
  );

  // The overview's first screen in one answer: the libraries, the first one chosen, its first page.
  app.get<{ Querystring: ContentQuery }>('/api/media-server/overview/bootstrap', (request, reply) =>
    withPlex(reply, () => {
      const first = libraries()[0];
      if (!first) return sendJson(reply, { libraries: [], selectedLibraryId: null, content: null });
      const page = contentPage(reply, first.id, { ...request.query, page: '1' });
      return page === reply ? reply : sendJson(reply, { libraries: libraries(), selectedLibraryId: first.id, content: page });
    }),
  );

  app.get<{ Params: { id: string; query: string }; Querystring: { type?: string } }>(
    '/api/media-server/library/:id/content/search/:query',
    (request, reply) =>
      withPlex(reply, () => {
        const items = library.itemsOf(request.params.id) ?? [];
        return sendJson(reply, searchItems(items, request.params.query).map((item) => toMediaItem(item, 'list', media)));
      }),
  );

  app.get<{ Params: { text: string } }>('/api/media-server/search/:text', (request, reply) =>
    // The search box's results name their library, like item details (recorded GET_media-server_search_*).
    withPlex(reply, () =>
      sendJson(reply, searchItems([...library.movies, ...library.shows], request.params.text).map((item) => toMediaItem(item, 'search', media))),
    ),
  );

  // An unknown id answers 200 with an empty body (recorded GET_media-server_meta_99999_unknown).
  app.get<{ Params: { id: string } }>('/api/media-server/meta/:id', (request, reply) =>
    withPlex(reply, () => {
      const item = library.find(request.params.id);
      return item ? sendJson(reply, toMediaItem(item, 'detail', media)) : sendEmpty(reply);
    }),
  );

  app.get<{ Params: { id: string } }>('/api/media-server/meta/:id/children', (request, reply) =>
    withPlex(reply, () => sendJson(reply, (library.childrenOf(request.params.id) ?? []).map((item) => toMediaItem(item, 'child', media)))),
  );

  // Where the item-detail view says an item is excluded or was added by hand.
  app.get<{ Params: { id: string } }>('/api/media-server/meta/:id/maintainerr-status', (request, reply) =>
    withPlex(reply, () => {
      const id = Number(request.params.id);
      const titleOf = (collectionId: number) => world.collections.find((collection) => collection.id === collectionId)?.title ?? '';
      const excludedFrom = world.exclusions
        .filter((row) => row.plexId === id && row.ruleGroupId !== null)
        .map((row) => world.groups.find((group) => group.id === row.ruleGroupId))
        .filter((group) => group !== undefined)
        .map((group) => ({ label: titleOf(group.collectionId), targetPath: `/collections/${group.collectionId}/exclusions` }));
      const manuallyAddedTo = world.media
        .filter((row) => row.plexId === id && row.isManual)
        .map((row) => ({ label: titleOf(row.collectionId), targetPath: `/collections/${row.collectionId}` }));
      return sendJson(reply, { excludedFrom, manuallyAddedTo });
    }),
  );
}

/** How v3 routes describe items: the demo library, and the collections each item is in. */
export function mediaContextOf({ world }: Pick<V3Context, 'world'>): MediaContext {
  return {
    library: world.library,
    collectionsOf: (id) =>
      world.media
        .filter((row) => String(row.plexId) === id)
        .map((row) => world.collections.find((collection) => collection.id === row.collectionId)?.title)
        .filter((title): title is string => Boolean(title)),
  };
}

/** Items whose title contains `text`, ignoring case. */
function searchItems(items: PlexLibraryItem[], text: string): PlexLibraryItem[] {
  const needle = text.trim().toLowerCase();
  return needle ? items.filter((item) => item.title.toLowerCase().includes(needle)) : [];
}
