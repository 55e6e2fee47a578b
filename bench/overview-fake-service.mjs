// A small stand-in for the Maintainerr API with libraries of any size, for the Overview's browser
// tests and its scroll benchmark (the sandbox's libraries are ~1,500 and ~300 items). It answers
// the shapes of API.md §5.7, §6, §7 and §8, records every request, and counts how many library
// page requests were in flight at once.
import { createServer } from 'node:http';

/**
 * Options: `libraries`; `pageDelayMs` before each library page answer; `ruleGroups` (default one
 * group, [] for none); `cacheImages` of the settings (default 0: posters straight from the image host).
 * @param {{ libraries?: {key: string, title: string, type: 'movie'|'show', size: number}[], pageDelayMs?: number, ruleGroups?: {id: number, name: string, libraryId: number, dataType: number}[], cacheImages?: 0|1 }} [options]
 */
/** The v2.21 main settings row as the real service sends it (recorded GET /api/settings, with media). */
const SETTINGS_ROW = {
  id: 1, clientId: 'e7a9c86e-fd2c-4697-a0a4-4c92cc26fe79', applicationTitle: 'Maintainerr', applicationUrl: 'localhost',
  apikey: 'TWFpbnRhaW5lcnI=', overseerr_url: null, locale: 'en', cacheImages: 0, plex_name: 'Plex', plex_hostname: '127.0.0.1',
  plex_port: 32400, plex_ssl: 0, plex_auth_token: 'token', overseerr_api_key: null, tautulli_url: null, tautulli_api_key: null,
  jellyseerr_url: null, jellyseerr_api_key: null, collection_handler_job_cron: '0 0-23/12 * * *', rules_handler_job_cron: '0 0-23/8 * * *',
};

/** A v2.21 collection row with every field the real service sends (recorded GET /api/collections). */
function collectionRow({ id, title, type, libraryId, media }) {
  return {
    id, plexId: null, libraryId, title, description: '', isActive: true, arrAction: 0, visibleOnRecommended: false,
    visibleOnHome: false, deleteAfterDays: 30, manualCollection: false, manualCollectionName: '', listExclusions: false,
    forceOverseerr: false, type, keepLogsForMonths: 6, addDate: '2026-11-01', handledMediaAmount: 0,
    lastDurationInSeconds: 0, tautulliWatchedPercentOverride: null, radarrSettingsId: null, sonarrSettingsId: null, media,
  };
}

/** A v2.21 rule group row with the fields the real service always sends (recorded GET /api/rules). */
function ruleGroupRow({ id, name, libraryId, dataType }) {
  return { id, name, description: '', libraryId, isActive: true, collectionId: id, useRules: true, dataType, rules: [], notifications: [] };
}

/** One media row of a collection, as the real service sends it. */
function mediaRow(id, collectionId, plexId) {
  return { id, collectionId, plexId, tmdbId: null, addDate: '2026-11-01T00:00:00.000Z', image_path: null, isManual: true };
}

export async function startFakeService(options = {}) {
  const libraries = options.libraries ?? [
    { key: '1', title: 'Films', type: 'movie', size: 500 },
    { key: '2', title: 'Series', type: 'show', size: 40 },
  ];
  const ruleGroups = options.ruleGroups ?? [{ id: 1, name: 'Old films', libraryId: 1, dataType: 1 }];
  const state = {
    requests: [],
    pageRequests: [],
    inFlightPages: 0,
    maxInFlightPages: 0,
    /** When true, writes answer the service's soft failures (empty body, code 0). */
    failWrites: false,
    /** Bodies of the POSTs received, in order: { path, body }. */
    writes: [],
    /** When true, library pages answer 500. */
    failPages: false,
    pageDelayMs: options.pageDelayMs ?? 0,
    collections: [
      collectionRow({ id: 1, title: 'Leaving soon', type: 1, libraryId: 1, media: [mediaRow(1, 1, 1000002)] }),
      collectionRow({ id: 2, title: 'Old shows', type: 2, libraryId: 2, media: [] }),
    ],
    exclusions: [{ id: 1, plexId: 1000003, ruleGroupId: null, parent: null, type: 1 }],
    /** TMDB ids whose poster path is empty (no poster). */
    noPoster: [],
  };

  const itemOf = (library, index) => {
    const ratingKey = String(Number(library.key) * 1_000_000 + index + 1);
    const noun = library.type === 'movie' ? 'Film' : 'Series';
    return {
      ratingKey,
      type: library.type,
      title: `${noun} ${index + 1}`,
      year: 1960 + (index % 60),
      addedAt: 1_700_000_000 - index * 3600,
      summary: `The story of ${noun.toLowerCase()} number ${index + 1}.`,
      contentRating: 'PG',
      Genre: [{ tag: 'Drama' }],
      Guid: [{ id: `imdb://tt${ratingKey}` }, { id: `tmdb://${ratingKey}` }],
    };
  };
  const findItem = (ratingKey) => {
    const library = libraries.find((l) => l.key === String(Math.floor(Number(ratingKey) / 1_000_000)));
    const index = Number(ratingKey) % 1_000_000 - 1;
    return library && index >= 0 && index < library.size ? itemOf(library, index) : undefined;
  };

  const json = (response, status, body) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  };
  const text = (response, body) => {
    if (body === '') response.writeHead(200).end();
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  };
  const readBody = (request) =>
    new Promise((resolve) => {
      let data = '';
      request.on('data', (chunk) => (data += chunk));
      request.on('end', () => resolve(data ? JSON.parse(data) : {}));
    });

  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname;
    state.requests.push(`${request.method} ${path}${url.search}`);
    let match;
    if (path === '/api/events/stream' || path === '/api/logs/stream') {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' }).write(':\n\n');
      return;
    }
    if (path === '/api/settings/test/setup') return text(response, 'true');
    if (path === '/api/app/status') {
      return text(response, JSON.stringify({ status: 1, version: '2.21.0', commitTag: 'local', updateAvailable: false }));
    }
    if ((match = /^\/api\/tasks\/([^/]+)\/status$/.exec(path))) {
      return json(response, 200, { time: new Date().toISOString(), running: false, runningSince: null });
    }
    if (path === '/api/settings') return json(response, 200, { ...SETTINGS_ROW, cacheImages: options.cacheImages ?? 0 });
    if (path === '/api/plex/libraries') return json(response, 200, libraries.map(({ key, title, type }) => ({ key, title, type })));
    if ((match = /^\/api\/plex\/library\/([^/]+)\/content\/(\d+)$/.exec(path))) {
      const library = libraries.find((l) => l.key === decodeURIComponent(match[1]));
      if (!library) return text(response, '');
      const page = Number(match[2]);
      const amount = Number(url.searchParams.get('amount') ?? 50);
      state.pageRequests.push({ library: library.key, page, amount });
      if (state.failPages) return json(response, 500, { statusCode: 500, message: 'Internal server error' });
      state.inFlightPages += 1;
      state.maxInFlightPages = Math.max(state.maxInFlightPages, state.inFlightPages);
      if (state.pageDelayMs) await new Promise((resolve) => setTimeout(resolve, state.pageDelayMs));
      state.inFlightPages -= 1;
      const start = (page - 1) * amount;
      const items = [];
      for (let index = start; index < Math.min(start + amount, library.size); index += 1) items.push(itemOf(library, index));
      return json(response, 200, { totalSize: library.size, items });
    }
    if ((match = /^\/api\/plex\/search\/(.+)$/.exec(path))) {
      const needle = decodeURIComponent(match[1]).toLowerCase();
      const found = [];
      for (const library of libraries) {
        for (let index = 0; index < library.size && found.length < 60; index += 1) {
          const item = itemOf(library, index);
          if (item.title.toLowerCase().includes(needle)) found.push(item);
        }
      }
      return json(response, 200, found);
    }
    if ((match = /^\/api\/plex\/meta\/(\d+)\/children$/.exec(path))) {
      // Two seasons per show, three episodes per season; keys are the parent's key times 10 plus the index.
      const parent = match[1];
      const show = findItem(parent);
      if (show?.type === 'show') {
        return json(response, 200, [1, 2].map((n) => ({ ratingKey: String(Number(parent) * 10 + n), type: 'season', index: n, title: `Season ${n}`, parentRatingKey: parent })));
      }
      if (findItem(String(Math.floor(Number(parent) / 10)))?.type === 'show') {
        return json(response, 200, [1, 2, 3].map((n) => ({ ratingKey: String(Number(parent) * 10 + n), type: 'episode', index: n, title: `Episode ${n}`, parentRatingKey: parent })));
      }
      return text(response, '');
    }
    if ((match = /^\/api\/plex\/meta\/(\d+)$/.exec(path))) {
      const item = findItem(match[1]);
      return item ? json(response, 200, item) : text(response, '');
    }
    if ((match = /^\/api\/moviedb\/(image|backdrop)\/(movie|show)\/(\d+)$/.exec(path))) {
      if (match[1] === 'image' && state.noPoster.includes(Number(match[3]))) return text(response, '');
      return text(response, `/${match[1] === 'image' ? 'poster' : 'backdrop'}-${match[3]}.svg`);
    }
    if (path === '/api/collections') {
      const typeId = url.searchParams.get('typeId');
      return json(response, 200, state.collections.filter((c) => !typeId || String(c.type) === typeId));
    }
    if (path === '/api/rules') return json(response, 200, ruleGroups.map(ruleGroupRow));
    if (path === '/api/rules/exclusion' && request.method === 'GET') {
      // API.md §5.7: a group's rows plus every global one; or the rows of an item and its parts.
      const groupId = url.searchParams.get('rulegroupId');
      const plexId = Number(url.searchParams.get('plexId'));
      if (groupId) return json(response, 200, state.exclusions.filter((e) => e.ruleGroupId === null || String(e.ruleGroupId) === groupId));
      if (plexId) return json(response, 200, state.exclusions.filter((e) => e.plexId === plexId || e.parent === plexId));
      return json(response, 200, []);
    }
    if (path === '/api/collections/media/add' && request.method === 'POST') {
      const body = await readBody(request);
      state.writes.push({ path, body });
      const collection = state.collections.find((c) => c.id === body.collectionId);
      if (state.failWrites || !collection) return response.writeHead(201).end();
      if (body.action === 0) collection.media.push(mediaRow(Date.now(), collection.id, body.mediaId));
      else collection.media = collection.media.filter((m) => m.plexId !== body.mediaId);
      return json(response, 201, collection);
    }
    if (path === '/api/rules/exclusion' && request.method === 'POST') {
      const body = await readBody(request);
      state.writes.push({ path, body });
      if (state.failWrites) return json(response, 201, { code: 0, result: 'Failed' });
      if (body.action === 1) state.exclusions = state.exclusions.filter((e) => e.plexId !== body.mediaId);
      else state.exclusions.push({ id: Date.now(), plexId: body.mediaId, ruleGroupId: null, parent: null, type: 1 });
      return json(response, 201, { code: 1, result: 'Success' });
    }
    return json(response, 404, { message: `Cannot ${request.method} ${path}`, error: 'Not Found', statusCode: 404 });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

/** A small SVG poster for tests and the benchmark to answer image requests with. */
export function fakePosterSvg(label) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 450" width="300" height="450"><rect width="300" height="450" fill="#345"/><text x="20" y="60" fill="#fff">${label}</text></svg>`;
}
