// v3.24's Jellyfin and Emby settings: GET, POST (save), DELETE and POST .../test, each body checked
// as the service's zod pipe checks it (URL http:// or https:// without a '/' at the end, an API key).
// The demo runs Plex only. A test reaches only the demo host (`jellyfin.demo`, `emby.demo`) and
// fails elsewhere as an unreachable server does (recorded POST_settings_*_test_unreachable); a save
// tests first, as the service does, and then declines: the demo cannot run another server.
import '../../../wire/zod-english.ts';
import type { FastifyInstance } from 'fastify';
import * as z from '../../../wire/zod-mini.ts';
import { API_KEY_SERVERS, MEDIA_SERVER_NAMES, type ApiKeyServer } from '../../../wire/v3/api-key-servers.ts';
import { API_KEY_REQUIRED_MESSAGE } from '../../../wire/v3/api-key-server-form.ts';
import { serviceSettingsSchema } from '../../../wire/v2/settings.ts';
import { basicResponse, hostnameOf, sendJson, sendValidationFailed } from '../wire.ts';
import type { V3Context } from './context.ts';
import { UNREACHABLE } from './settings-routes.ts';

/** The versions the demo hosts report. */
const DEMO_SERVER_VERSIONS: Record<ApiKeyServer, string> = { jellyfin: '10.10.7', emby: '4.8.10.0' };

const connectionSchema = (server: ApiKeyServer) =>
  z.object({
    [`${server}_url`]: serviceSettingsSchema.shape.url,
    [`${server}_api_key`]: z.string().check(z.trim(), z.minLength(1, API_KEY_REQUIRED_MESSAGE)),
    [`${server}_user_id`]: z.optional(z.string().check(z.trim())),
  });

/** The service's test answer: its name and version on success (the demo host only), else why not. */
function testAnswer(server: ApiKeyServer, url: string) {
  if (hostnameOf(url) !== `${server}.demo`) return basicResponse(false, UNREACHABLE);
  const serverName = `Demo ${MEDIA_SERVER_NAMES[server]}`;
  return { ...basicResponse(true, `Connected to ${serverName}`), serverName, version: DEMO_SERVER_VERSIONS[server] };
}

export function registerV3ApiKeyServerRoutes(app: FastifyInstance, { store, log }: V3Context): void {
  for (const server of API_KEY_SERVERS) {
    const fields = [`${server}_url`, `${server}_api_key`, `${server}_user_id`] as const;
    const schema = connectionSchema(server);
    app.get(`/api/settings/${server}`, (_request, reply) =>
      sendJson(reply, Object.fromEntries(fields.map((field) => [field, store.state.v3Settings[field] ?? null]))),
    );
    app.post(`/api/settings/${server}/test`, (request, reply) => {
      const parsed = schema.safeParse(request.body);
      if (!parsed.success) return sendValidationFailed(reply, parsed.error.issues);
      return sendJson(reply, testAnswer(server, parsed.data[`${server}_url`] as string), 201);
    });
    app.post(`/api/settings/${server}`, (request, reply) => {
      const parsed = schema.safeParse(request.body);
      if (!parsed.success) return sendValidationFailed(reply, parsed.error.issues);
      const tested = testAnswer(server, parsed.data[`${server}_url`] as string);
      if (tested.code !== 1) return sendJson(reply, tested, 201);
      return sendJson(reply, basicResponse(false, `The demo runs Plex only; it cannot run ${server}`), 201);
    });
    app.delete(`/api/settings/${server}`, async (_request, reply) => {
      store.state.v3Settings = { ...store.state.v3Settings, ...Object.fromEntries([...fields, `${server}_server_name`].map((field) => [field, null])) };
      await store.save();
      log.info(`${MEDIA_SERVER_NAMES[server]} settings cleared`);
      return sendJson(reply, basicResponse(true, 'Success'));
    });
  }
}
