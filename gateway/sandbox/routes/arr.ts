// Radarr and Sonarr server lists (/api/settings/radarr, /api/settings/sonarr), and v3.24's Sportarr
// list (/api/settings/sportarr, recorded empty; its writes and test follow Radarr's, as in the
// service's source, where one settings modal serves all three). Not validated by v2.21; v3.24 refuses
// a URL without http:// or https:// (recorded POST_settings_radarr_invalid_url). The demo starts with
// none, and a connection test succeeds only against the demo host `<radarr|sonarr|sportarr>.demo`,
// whose servers offer quality profiles too (v3.24's /api/servarr/<kind>/<id>/profiles). A server a
// collection uses cannot be deleted, as on the service.
import type { FastifyInstance } from 'fastify';
import type { SharedContext } from '../context.ts';
import type { ArrSetting } from '../store.ts';
import type { Collection } from '../../../wire/v2/collections.ts';
import { basicResponse, hostnameOf, isRecord, parseIntParam, sendInternalError, sendJson, sendParseIntError, sendValidationFailed } from '../wire.ts';

/** v3.24's issue for a server URL without a scheme. */
export const URL_SCHEME_ISSUE = { code: 'custom', path: ['url'], message: 'Must start with http:// or https://' };

export interface ArrRouteOptions {
  /** Refuse a saved URL that does not start with http:// or https:// (v3.24); default false. */
  validateUrl?: boolean;
  /** Answer GET /api/servarr/<kind>/<id>/profiles (v3.24); default false. */
  qualityProfiles?: boolean;
  /** Serve the Sportarr list as well (v3.24); default false. */
  sportarr?: boolean;
}

/** Radarr's default quality profiles, which every demo host offers (a demo's choice, not Sportarr's own list). */
const DEMO_QUALITY_PROFILES = [
  { id: 1, name: 'Any' },
  { id: 2, name: 'SD' },
  { id: 3, name: 'HD-720p' },
  { id: 4, name: 'HD-1080p' },
  { id: 5, name: 'Ultra-HD' },
  { id: 6, name: 'HD - 720p/1080p' },
];

const DEMO_VERSIONS = { radarr: '5.14.0.9383', sonarr: '4.0.11.2680', sportarr: '4.0.5.123' } as const;

const LABELS = { radarr: 'Radarr', sonarr: 'Sonarr', sportarr: 'Sportarr' } as const;

/** The collection field naming the server it acts through, per kind. */
const SERVER_FIELD = { radarr: 'radarrSettingsId', sonarr: 'sonarrSettingsId', sportarr: 'sportarrSettingsId' } as const;

/** Registers /api/settings/{radarr,sonarr[,sportarr]}[/:id] and /api/settings/test/{radarr,sonarr[,sportarr]}. */
export function registerArrRoutes(app: FastifyInstance, context: SharedContext, options: ArrRouteOptions = {}): void {
  const { store, log } = context;
  const badUrl = (body: unknown) => options.validateUrl && isRecord(body) && typeof body.url === 'string' && !/^https?:\/\//i.test(body.url);
  for (const kind of options.sportarr ? (['radarr', 'sonarr', 'sportarr'] as const) : (['radarr', 'sonarr'] as const)) {
    const label = LABELS[kind];
    const list = () => store.state[kind];

    app.get(`/api/settings/${kind}`, (_request, reply) => sendJson(reply, list()));

    app.post(`/api/settings/${kind}`, async (request, reply) => {
      if (badUrl(request.body)) return sendValidationFailed(reply, [URL_SCHEME_ISSUE]);
      const fields = arrFields(request.body);
      if (!fields) return sendJson(reply, basicResponse(false, 'Failure'), 201);
      const setting: ArrSetting = { id: Math.max(0, ...list().map((entry) => entry.id)) + 1, ...fields };
      store.state[kind] = [...list(), setting];
      await store.save();
      log.info(`${label} server '${setting.serverName}' added`);
      return sendJson(reply, { ...basicResponse(true, 'Success'), data: setting }, 201);
    });

    app.put<{ Params: { id: string } }>(`/api/settings/${kind}/:id`, async (request, reply) => {
      const id = parseIntParam(request.params.id);
      if (id === undefined) return sendParseIntError(reply);
      if (badUrl(request.body)) return sendValidationFailed(reply, [URL_SCHEME_ISSUE]);
      const fields = arrFields(request.body);
      if (!fields || !list().some((entry) => entry.id === id)) return sendJson(reply, basicResponse(false, 'Failure'));
      const setting: ArrSetting = { id, ...fields };
      store.state[kind] = list().map((entry) => (entry.id === id ? setting : entry));
      await store.save();
      log.info(`${label} server '${setting.serverName}' updated`);
      return sendJson(reply, { ...basicResponse(true, 'Success'), data: setting });
    });

    app.delete<{ Params: { id: string } }>(`/api/settings/${kind}/:id`, async (request, reply) => {
      const id = parseIntParam(request.params.id);
      if (id === undefined) return sendParseIntError(reply);
      if (!list().some((entry) => entry.id === id)) return sendJson(reply, { ...basicResponse(false, 'Failure'), data: null });
      // A server a collection acts through stays, as the service's delete refuses it (it loads the
      // server's collections relation and answers them in `collectionsInUse`).
      const { world } = context;
      const field = SERVER_FIELD[kind];
      // Sportarr's column is one of v3.24's the shared collection row keeps among its extras.
      const serverOf = (collection: Collection) => (field === 'sportarrSettingsId' ? world.collectionExtras.get(collection.id)?.[field] : collection[field]);
      const inUse = world.collections.filter((collection) => serverOf(collection) === id);
      if (inUse.length > 0) {
        return sendJson(reply, { ...basicResponse(false, 'Cannot delete setting with associated collections'), data: { collectionsInUse: inUse } });
      }
      store.state[kind] = list().filter((entry) => entry.id !== id);
      await store.save();
      log.info(`${label} server ${id} removed`);
      return sendJson(reply, basicResponse(true, 'Success'));
    });

    app.post(`/api/settings/test/${kind}`, (request, reply) => {
      const body = isRecord(request.body) ? request.body : {};
      // Not a URL fails as the real test does.
      const ok = hostnameOf(body.url) === `${kind}.demo` && typeof body.apiKey === 'string' && body.apiKey !== '';
      return sendJson(reply, ok ? basicResponse(true, DEMO_VERSIONS[kind]) : basicResponse(false, 'Failure'), 201);
    });

    if (options.qualityProfiles) {
      app.get<{ Params: { id: string } }>(`/api/servarr/${kind}/:id/profiles`, (request, reply) => {
        // The id goes through ParseIntPipe first, as in the service's servarr controller.
        const id = parseIntParam(request.params.id);
        if (id === undefined) return sendParseIntError(reply);
        const server = list().find((entry) => entry.id === id);
        // A server the service cannot reach, or none with that id: the real one fails with a 500
        // (recorded GET_servarr_radarr_1_profiles_not_configured).
        if (!server || hostnameOf(server.url) !== `${kind}.demo`) return sendInternalError(reply);
        return sendJson(reply, DEMO_QUALITY_PROFILES);
      });
    }
  }
}

/** The stored fields of a body, with the url lower-cased as the real service does; undefined if one is missing. */
function arrFields(body: unknown): Omit<ArrSetting, 'id'> | undefined {
  if (!isRecord(body)) return undefined;
  const { serverName, url, apiKey } = body;
  if (typeof serverName !== 'string' || typeof url !== 'string' || typeof apiKey !== 'string') return undefined;
  return { serverName, url: url.toLowerCase(), apiKey };
}
