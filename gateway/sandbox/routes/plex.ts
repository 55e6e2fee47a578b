// The Plex pass-through endpoints (/api/plex/*) over the demo library. Like the real service they
// answer 200 with an empty body when Plex is not configured (no token), and an empty body instead
// of [] when a Plex list comes back empty.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PlexLibraryItem } from '../../../wire/v2/plex.ts';
import type { SandboxContext } from '../context.ts';
import { sortedCopies, sortTitle } from '../demo-library.ts';
import { DEMO_PLEX, isSetupComplete } from '../main-settings.ts';
import { parseIntParam, sendEmpty, sendJson, sendParseIntError } from '../wire.ts';
import { DEMO_PLEX_VERSION } from './settings.ts';

/** Default page size of /plex/library/:id/content/:page when the request names none, as on the real service. */
const DEFAULT_PAGE_AMOUNT = 50;

/** Registers /api/plex, /api/plex/libraries, library pages and search, /api/plex/search and /api/plex/meta. */
export function registerPlexRoutes(app: FastifyInstance, context: SandboxContext): void {
  const library = context.world.library;
  const reachable = () => isSetupComplete(context.store.state.main);
  /** Runs `answer` only when the demo Plex is configured; otherwise the real service's empty 200. */
  const withPlex = (reply: FastifyReply, answer: () => FastifyReply) => (reachable() ? answer() : sendEmpty(reply));
  // Plex lists a section by its titleSort, as the recorded pages read (with-media
  // GET_plex_library_1_content_1: Alien, Arrival, Avatar, …, The Dark Knight after Children of Men).
  const sorted = sortedCopies(library);
  const inTitleOrder = (sectionKey: string): PlexLibraryItem[] | undefined => {
    const items = library.itemsOf(sectionKey);
    return items && sorted(sectionKey, () => [...items].sort((a, b) => sortTitle(a.title).localeCompare(sortTitle(b.title))));
  };

  app.get('/api/plex', (_request, reply) =>
    withPlex(reply, () =>
      sendJson(reply, {
        size: 0,
        allowCameraUpload: false,
        allowSync: true,
        friendlyName: context.store.state.main.plex_name ?? DEMO_PLEX.plex_name,
        machineIdentifier: 'sandbox0demo0plex0server0000000000000001',
        myPlex: true,
        platform: 'Linux',
        transcoderActiveVideoSessions: 0,
        updatedAt: Math.floor(context.startedAt.getTime() / 1000),
        version: DEMO_PLEX_VERSION,
      }),
    ),
  );

  app.get('/api/plex/libraries', (_request, reply) => withPlex(reply, () => sendJson(reply, library.sections)));

  app.get<{ Params: { id: string; page: string }; Querystring: { amount?: string } }>(
    '/api/plex/library/:id/content/:page',
    (request, reply) => {
      const page = parseIntParam(request.params.page);
      if (page === undefined) return sendParseIntError(reply);
      const amount = request.query.amount === undefined ? DEFAULT_PAGE_AMOUNT : parseIntParam(request.query.amount);
      if (amount === undefined) return sendParseIntError(reply);
      return withPlex(reply, () => {
        const items = inTitleOrder(request.params.id);
        if (!items) return sendEmpty(reply);
        const start = Math.max(0, (page - 1) * amount);
        return sendJson(reply, { totalSize: items.length, items: items.slice(start, start + Math.max(0, amount)) });
      });
    },
  );

  // /library/:id/content/:page answers 400 without a page, as ParseIntPipe sees no number.
  app.get('/api/plex/library/:id/content', (_request, reply) => sendParseIntError(reply));

  app.get<{ Params: { id: string; query: string }; Querystring: { type?: string } }>(
    '/api/plex/library/:id/content/search/:query',
    (request, reply) =>
      withPlex(reply, () => {
        const items = library.itemsOf(request.params.id);
        if (!items) return sendEmpty(reply);
        const type = parseIntParam(request.query.type);
        const matches = searchItems(withChildrenOfType(items, type, library.childrenOf), request.params.query);
        return matches.length ? sendJson(reply, matches) : sendEmpty(reply);
      }),
  );

  app.get<{ Params: { input: string } }>('/api/plex/search/:input', (request, reply) =>
    withPlex(reply, () => sendJson(reply, searchItems([...library.movies, ...library.shows], request.params.input))),
  );

  app.get<{ Params: { id: string } }>('/api/plex/meta/:id', (request, reply) =>
    withPlex(reply, () => {
      const item = library.find(request.params.id);
      return item ? sendJson(reply, item) : sendEmpty(reply);
    }),
  );

  app.get<{ Params: { id: string } }>('/api/plex/meta/:id/children', (request, reply) =>
    withPlex(reply, () => {
      const children = library.childrenOf(request.params.id);
      return children?.length ? sendJson(reply, children) : sendEmpty(reply);
    }),
  );
}

/** Items whose title (or show title, for seasons and episodes) contains `text`, ignoring case. */
function searchItems(items: PlexLibraryItem[], text: string): PlexLibraryItem[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return items.filter((item) =>
    [item.title, item.parentTitle, item.grandparentTitle].some((title) => title?.toLowerCase().includes(needle)),
  );
}

/** For a `type` of 3 (seasons) or 4 (episodes), a show library's matching children instead of its shows. */
function withChildrenOfType(
  items: PlexLibraryItem[],
  type: number | undefined,
  childrenOf: (ratingKey: string) => PlexLibraryItem[] | undefined,
): PlexLibraryItem[] {
  if (type !== 3 && type !== 4) return items;
  const seasons = items.flatMap((item) => (item.type === 'show' ? childrenOf(item.ratingKey) ?? [] : []));
  if (type === 3) return seasons;
  return seasons.flatMap((season) => childrenOf(season.ratingKey) ?? []);
}
