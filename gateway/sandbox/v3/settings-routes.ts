// v3.24's settings endpoints for the screens the app has: the main row (GET masked, PATCH any
// subset), setup and Plex checks, the first run's choice of media server, Plex token and sign-out,
// version, API key, cron check, and the
// request and statistics services: Seerr (with the old Overseerr and Jellyseerr paths as aliases)
// and Tautulli. Radarr, Sonarr, logs and notifications are shared with v2.21 (routes.ts).
//
// Nothing outside the sandbox is ever contacted: a service test succeeds against the demo host
// (`seerr.demo`, `overseerr.demo`, `jellyseerr.demo`, `tautulli.demo`) with an API key, and
// fails like an unreachable server anywhere else (recorded POST_settings_test_*_unreachable).
import '../../../wire/zod-english.ts';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from '../../../wire/zod-mini.ts';
import { serviceSettingsSchema, type MainSettings } from '../../../wire/v2/settings.ts';
import { isValidCron } from '../../../wire/cron.ts';
import { URL_SCHEME_ISSUE } from '../routes/arr.ts';
import { DEMO_PLEX_VERSION } from '../routes/settings.ts';
import { basicResponse, hostnameOf, isRecord, sendJson, sendText, sendValidationFailed } from '../wire.ts';
import { SANDBOX_VERSION_V3 } from './app-routes.ts';
import type { V3Context } from './context.ts';
import { sendNestError } from './nest-errors.ts';
import { applySettingsPatch, PLEX_SERVER_FIELDS, settingsPatchSchema, settingsView } from './settings.ts';
import { isSetupCompleteV3, MEDIA_SERVER_TYPES, mediaServerTypeOf } from './setup.ts';

/** Services with a `{url, api_key}` settings page, and the main-settings columns each one uses. */
const SERVICES = {
  seerr: 'overseerr',
  overseerr: 'overseerr',
  jellyseerr: 'jellyseerr',
  tautulli: 'tautulli',
} as const;

const DEMO_VERSIONS: Record<keyof typeof SERVICES, string> = { seerr: '2.7.3', overseerr: '2.7.3', jellyseerr: '2.7.3', tautulli: 'v2.15.1' };

/** What v3.24 answers a test of a service it cannot reach (recorded POST_settings_test_*_unreachable). */
export const UNREACHABLE = 'Connection refused. Verify host, port, and that the service is running.';

const serviceSchema = z.object({
  url: z.string().check(z.refine((url) => /^https?:\/\//i.test(url), { message: URL_SCHEME_ISSUE.message })),
  api_key: z.string(),
});

/**
 * POST /api/settings/media-server/switch's body, checked as the service's zod pipe checks it. The
 * demo switches only to Plex, from none chosen (no rules to carry over) or from a server named in
 * its settings file (whose rules it clears with their collections): migrateRules is taken, not used.
 */
const switchSchema = z.object({ targetServerType: z.enum(MEDIA_SERVER_TYPES), migrateRules: z.optional(z.boolean()) });

const isMediaServerType = (type: string) => (MEDIA_SERVER_TYPES as readonly string[]).includes(type);

/** Registers /api/settings and the settings sub-paths listed above. */
export function registerV3SettingsRoutes(app: FastifyInstance, context: V3Context): void {
  const { store, log, world } = context;
  const main = () => store.state.main;
  const mediaServerType = () => mediaServerTypeOf(store.state.v3Settings);
  const setupComplete = () => isSetupCompleteV3(main(), store.state.v3Settings);
  const save = async (next: MainSettings, message: string) => {
    store.state.main = next;
    await store.save();
    log.info(message);
  };

  app.get('/api/settings', (_request, reply) => sendJson(reply, settingsView(main(), store.state.v3Settings)));

  // Every answer but a wrong type is a 200 with a BasicResponse (recorded PATCH_settings_*).
  app.patch('/api/settings', async (request, reply) => {
    const parsed = settingsPatchSchema.safeParse(isRecord(request.body) ? request.body : {});
    if (!parsed.success) return sendValidationFailed(reply, parsed.error.issues);
    const patch = parsed.data;
    const crons = [patch.collection_handler_job_cron, patch.rules_handler_job_cron].filter((cron) => cron !== undefined);
    if (!crons.every(isValidCron)) return sendJson(reply, basicResponse(false, 'Update failed, invalid CRON value was found'));
    // Only a Plex server's fields need the token: with no media server chosen yet they are simply stored.
    if (PLEX_SERVER_FIELDS.some((key) => key in patch) && mediaServerType() === 'plex' && !main().plex_auth_token) {
      return sendJson(reply, basicResponse(false, 'Authenticate with Plex before saving Plex server settings.'));
    }
    const next = applySettingsPatch(main(), store.state.v3Settings, patch);
    store.state.v3Settings = next.stored;
    await save(next.main, 'Settings updated');
    return sendJson(reply, basicResponse(true, 'Success'));
  });

  app.get('/api/settings/test/setup', (_request, reply) => sendText(reply, setupComplete()));
  app.get('/api/settings/test/plex', (_request, reply) =>
    sendJson(reply, setupComplete() ? basicResponse(true, DEMO_PLEX_VERSION) : basicResponse(false, 'Failure')),
  );

  // The choice of media server (recorded 01_, 02_ and GET_settings_media-server_switch_preview_jellyfin).
  // A switch, even the first one from none chosen, clears every collection with its media, logs and
  // exclusions, and the rule groups; the preview counts what it would clear. The demo runs Plex only,
  // so it declines a switch to another server.
  const toBeCleared = () => ({ collections: world.collections.length, collectionMedia: world.media.length, exclusions: world.exclusions.length, collectionLogs: world.logs.length });
  const switchPreview = (target: string) => {
    const current = mediaServerType();
    const totalRules = world.groups.reduce((sum, group) => sum + group.rules.length, 0);
    return {
      currentServerType: current,
      targetServerType: target,
      dataToBeCleared: toBeCleared(),
      dataToBeKept: {
        generalSettings: true,
        radarrSettings: store.state.radarr.length,
        sonarrSettings: store.state.sonarr.length,
        sportarrSettings: store.state.sportarr.length,
        seerrSettings: Boolean(main().overseerr_url && main().overseerr_api_key),
        // Tautulli works with Plex only: a switch away from Plex drops it.
        tautulliSettings: current === 'plex' ? false : Boolean(main().tautulli_url && main().tautulli_api_key),
        notificationSettings: true,
      },
      // Only a server in use has rules to carry over; the demo's Plex rules all would.
      ...(current ? { ruleMigration: { canMigrate: true, totalGroups: world.groups.length, totalRules, migratableRules: totalRules, skippedRules: 0, skippedDetails: [] } } : {}),
    };
  };
  app.get<{ Params: { type: string } }>('/api/settings/media-server/switch/preview/:type', (request, reply) =>
    isMediaServerType(request.params.type)
      ? sendJson(reply, switchPreview(request.params.type))
      : // Nest's ParseEnumPipe on the type.
        sendNestError(reply, 400, 'Validation failed (enum string is expected)'),
  );
  app.post('/api/settings/media-server/switch', async (request, reply) => {
    const parsed = switchSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationFailed(reply, parsed.error.issues);
    const target = parsed.data.targetServerType;
    if (mediaServerType() === target) return sendJson(reply, basicResponse(false, `Already using ${target} as media server`), 201);
    if (target !== 'plex') return sendJson(reply, basicResponse(false, `The demo runs Plex only; it cannot switch to ${target}`), 201);
    const current = mediaServerType();
    const cleared = toBeCleared();
    world.media.length = 0;
    world.logs.length = 0;
    world.logCollection.clear();
    world.exclusions.length = 0;
    world.groups.length = 0;
    world.collections.length = 0;
    world.collectionExtras.clear();
    store.state.v3Settings = { ...store.state.v3Settings, media_server_type: 'plex' };
    await save(main(), 'Media server set to plex');
    const message = current ? `Successfully switched from ${current} to plex` : 'Successfully set plex as media server';
    return sendJson(reply, { ...basicResponse(true, message), clearedData: cleared }, 201);
  });
  // Checking a token asks plex.tv, which the sandbox never reaches: the recorded offline answer.
  app.get('/api/settings/test/plex/auth', (_request, reply) =>
    sendJson(reply, {
      status: 'NOK',
      code: 0,
      unreachable: true,
      message: "Couldn't reach plex.tv to verify your credentials - retrying. Your saved token is still in use.",
    }),
  );
  app.get('/api/settings/plex/devices/servers', (_request, reply) => sendJson(reply, []));
  app.post('/api/settings/plex/token', async (request, reply) => {
    const token = isRecord(request.body) ? request.body.plex_auth_token : undefined;
    if (typeof token !== 'string' || token.trim() === '') return sendJson(reply, basicResponse(false, 'Failed'), 201);
    // The service re-reads its settings after storing the token (savePlexApiAuthToken, then its
    // settings init), and that init chooses Plex when a Plex token is stored and no server is chosen.
    if (mediaServerType() === null) store.state.v3Settings = { ...store.state.v3Settings, media_server_type: 'plex' };
    await save({ ...main(), plex_auth_token: token.trim() }, 'Plex authentication token saved');
    return sendJson(reply, basicResponse(true, 'Success'), 201);
  });
  app.delete('/api/settings/plex/auth', async (_request, reply) => {
    await save({ ...main(), plex_auth_token: null }, 'Plex authentication removed');
    return sendJson(reply, basicResponse(true, 'Success'));
  });

  app.get('/api/settings/version', (_request, reply) => sendText(reply, SANDBOX_VERSION_V3));
  app.get('/api/settings/api/generate', (_request, reply) => sendText(reply, randomBytes(48).toString('base64')));
  app.post('/api/settings/cron/validate', (request, reply) => {
    const schedule = isRecord(request.body) ? request.body.schedule : undefined;
    return sendJson(reply, isValidCron(schedule) ? basicResponse(true, 'Success') : basicResponse(false, 'Failure'), 201);
  });

  // Streamystats works with Jellyfin only: every path of it answers 403 while another server runs
  // (recorded GET_settings_streamystats), which on the demo is always. Its settings are its URL alone.
  const streamystatsOnJellyfinOnly = (reply: FastifyReply) =>
    sendNestError(reply, 403, 'Streamystats is only available when Jellyfin is the active media server.');
  // The service checks the body before it asks which server runs.
  const streamystatsSchema = z.object({ url: serviceSettingsSchema.shape.url });
  app.get('/api/settings/streamystats', (_request, reply) =>
    mediaServerType() === 'jellyfin' ? sendJson(reply, { url: store.state.v3Settings.streamystats_url ?? null }) : streamystatsOnJellyfinOnly(reply),
  );
  app.post('/api/settings/streamystats', async (request, reply) => {
    const parsed = streamystatsSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationFailed(reply, parsed.error.issues);
    if (mediaServerType() !== 'jellyfin') return streamystatsOnJellyfinOnly(reply);
    store.state.v3Settings = { ...store.state.v3Settings, streamystats_url: parsed.data.url };
    await save(main(), 'Streamystats settings updated');
    return sendJson(reply, basicResponse(true, 'Success'), 201);
  });
  app.delete('/api/settings/streamystats', async (_request, reply) => {
    if (mediaServerType() !== 'jellyfin') return streamystatsOnJellyfinOnly(reply);
    store.state.v3Settings = { ...store.state.v3Settings, streamystats_url: null };
    await save(main(), 'Streamystats settings removed');
    return sendJson(reply, basicResponse(true, 'Success'));
  });
  app.post('/api/settings/test/streamystats', (request, reply) => {
    const parsed = streamystatsSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationFailed(reply, parsed.error.issues);
    if (mediaServerType() !== 'jellyfin') return streamystatsOnJellyfinOnly(reply);
    return sendJson(reply, basicResponse(false, UNREACHABLE), 201);
  });

  for (const [service, column] of Object.entries(SERVICES) as [keyof typeof SERVICES, (typeof SERVICES)[keyof typeof SERVICES]][]) {
    const urlKey = `${column}_url` as const;
    const apiKeyKey = `${column}_api_key` as const;
    app.get(`/api/settings/${service}`, (_request, reply) => sendJson(reply, { api_key: main()[apiKeyKey], url: main()[urlKey] }));
    app.post(`/api/settings/${service}`, async (request, reply) => {
      const parsed = serviceSchema.safeParse(request.body);
      if (!parsed.success) return sendValidationFailed(reply, parsed.error.issues);
      await save({ ...main(), [urlKey]: parsed.data.url, [apiKeyKey]: parsed.data.api_key }, `${service} settings updated`);
      return sendJson(reply, basicResponse(true, 'Success'), 201);
    });
    app.delete(`/api/settings/${service}`, async (_request, reply) => {
      await save({ ...main(), [urlKey]: null, [apiKeyKey]: null }, `${service} settings removed`);
      return sendJson(reply, basicResponse(true, 'Success'));
    });
    app.post(`/api/settings/test/${service}`, (request, reply) => {
      const parsed = serviceSchema.safeParse(request.body);
      if (!parsed.success) return sendValidationFailed(reply, parsed.error.issues);
      const ok = hostnameOf(parsed.data.url) === `${service}.demo` && parsed.data.api_key !== '';
      return sendJson(reply, ok ? basicResponse(true, DEMO_VERSIONS[service]) : basicResponse(false, UNREACHABLE), 201);
    });
  }
}
