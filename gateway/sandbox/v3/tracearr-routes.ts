// v3.24's Tracearr: its settings (GET, POST, DELETE), test and server list, each body checked as the
// service's zod pipes check it. Nothing outside the sandbox is contacted: only the demo host
// (`tracearr.demo`) answers, following two Plex servers (so a save must name one); elsewhere a
// test fails as an unreachable service does, and the server list and a save get the recorded 502.
import '../../../wire/zod-english.ts';
import type { FastifyInstance } from 'fastify';
import * as z from '../../../wire/zod-mini.ts';
import { tracearrConnectionSchema } from '../../../wire/v3/tracearr.ts';
import { basicResponse, hostnameOf, sendJson, sendValidationFailed } from '../wire.ts';
import type { V3Context } from './context.ts';
import { sendNestError } from './nest-errors.ts';
import { UNREACHABLE } from './settings-routes.ts';
import { saveV3Settings } from './settings.ts';

/** The servers the demo's Tracearr follows. */
export const DEMO_TRACEARR_SERVERS = [
  { id: '5b0d6a8e-2f3c-4d1e-9a7b-1c2d3e4f5a60', name: 'Plex (living room)' },
  { id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b', name: 'Plex (cabin)' },
];
const DEMO_TRACEARR_VERSION = '1.4.2';
/** What v3.24 answers when it cannot reach Tracearr for its servers (recorded). */
const NO_SERVERS = 'Could not load Tracearr servers. Verify URL and API key.';

/**
 * The body of a save: the connection, and the server when one is named. Here, not in wire/: the
 * app sends only ids the service listed, and zod's uuid check would join every screen's first load.
 */
const tracearrSettingSchema = z.extend(tracearrConnectionSchema, { server_id: z.optional(z.uuid('Tracearr server ID must be a UUID')) });

const reachable = (url: string) => hostnameOf(url) === 'tracearr.demo';

export function registerV3TracearrRoutes(app: FastifyInstance, context: V3Context): void {
  const stored = () => context.store.state.v3Settings;
  app.get('/api/settings/tracearr', (_request, reply) =>
    sendJson(reply, { url: stored().tracearr_url ?? null, api_key: stored().tracearr_api_key ?? null, server_id: stored().tracearr_server_id ?? null }),
  );
  app.post('/api/settings/test/tracearr', (request, reply) => {
    const parsed = tracearrConnectionSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationFailed(reply, parsed.error.issues);
    return sendJson(reply, reachable(parsed.data.url) ? basicResponse(true, DEMO_TRACEARR_VERSION) : basicResponse(false, UNREACHABLE), 201);
  });
  app.post('/api/settings/tracearr/servers', (request, reply) => {
    const parsed = tracearrConnectionSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationFailed(reply, parsed.error.issues);
    return reachable(parsed.data.url) ? sendJson(reply, DEMO_TRACEARR_SERVERS, 201) : sendNestError(reply, 502, NO_SERVERS);
  });
  // The service resolves the server on save: the one named, or the only one following its media server.
  app.post('/api/settings/tracearr', async (request, reply) => {
    const parsed = tracearrSettingSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationFailed(reply, parsed.error.issues);
    const { url, api_key: apiKey, server_id: serverId } = parsed.data;
    if (!reachable(url)) return sendNestError(reply, 502, NO_SERVERS);
    if (!DEMO_TRACEARR_SERVERS.some((server) => server.id === serverId)) {
      return sendJson(reply, basicResponse(false, 'Tracearr follows several servers of this media server type: choose one'), 201);
    }
    await saveV3Settings(context, { tracearr_url: url, tracearr_api_key: apiKey, tracearr_server_id: serverId }, 'Tracearr settings updated');
    return sendJson(reply, basicResponse(true, 'Success'), 201);
  });
  app.delete('/api/settings/tracearr', async (_request, reply) => {
    await saveV3Settings(context, { tracearr_url: null, tracearr_api_key: null, tracearr_server_id: null }, 'Tracearr settings removed');
    return sendJson(reply, basicResponse(true, 'Success'));
  });
}
