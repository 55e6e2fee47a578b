// v3.24's download client (qBittorrent): its settings (GET, POST, DELETE) and test, each body
// checked as the service's zod pipe checks it. Nothing outside the sandbox is contacted: a test
// reaches only the demo host (`qbittorrent.demo`), whose answer is its version, and fails elsewhere
// as an unreachable client does (recorded POST_settings_test_download-client_unreachable). A save
// is stored without a test, as the service stores it; a removal resets every field to its default.
import '../../../wire/zod-english.ts';
import type { FastifyInstance } from 'fastify';
import { downloadClientSchema, NO_DOWNLOAD_CLIENT } from '../../../wire/v3/download-client.ts';
import { basicResponse, hostnameOf, sendJson, sendValidationFailed } from '../wire.ts';
import type { V3Context } from './context.ts';
import { UNREACHABLE } from './settings-routes.ts';
import { saveV3Settings } from './settings.ts';

const DEMO_QBITTORRENT_VERSION = 'v5.0.4';
const FIELDS = Object.keys(NO_DOWNLOAD_CLIENT) as (keyof typeof NO_DOWNLOAD_CLIENT)[];

export function registerV3DownloadClientRoutes(app: FastifyInstance, context: V3Context): void {
  const { store } = context;
  const update = (changes: Record<string, unknown>, message: string) => saveV3Settings(context, changes, message);
  app.get('/api/settings/download-client', (_request, reply) =>
    sendJson(reply, Object.fromEntries(FIELDS.map((field) => [field, store.state.v3Settings[field] ?? NO_DOWNLOAD_CLIENT[field]]))),
  );
  app.post('/api/settings/download-client', async (request, reply) => {
    const parsed = downloadClientSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationFailed(reply, parsed.error.issues);
    const { download_client_username: username, download_client_password: password, ...rest } = parsed.data;
    // Empty credentials are stored as none, as the service stores them.
    await update({ ...rest, download_client_username: username || null, download_client_password: password || null }, 'Download client settings updated');
    return sendJson(reply, basicResponse(true, 'Success'), 201);
  });
  app.delete('/api/settings/download-client', async (_request, reply) => {
    await update({ ...NO_DOWNLOAD_CLIENT, download_client_url: null, download_client_username: null, download_client_password: null }, 'Download client settings removed');
    return sendJson(reply, basicResponse(true, 'Success'));
  });
  app.post('/api/settings/test/download-client', (request, reply) => {
    const parsed = downloadClientSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationFailed(reply, parsed.error.issues);
    const reachable = hostnameOf(parsed.data.download_client_url) === 'qbittorrent.demo';
    return sendJson(reply, reachable ? basicResponse(true, DEMO_QBITTORRENT_VERSION) : basicResponse(false, UNREACHABLE), 201);
  });
}
