// Every v3.24 route the sandbox serves, one module per API area; paths v3.24 dropped (/api/plex/*,
// /api/moviedb/*, the Rule Handler task) are simply not registered, so they get the Express 404
// the real server answers. Logs, Radarr/Sonarr and notifications are the v2.21 modules, which v3
// kept as they were (but for the URL check on *arr servers and the notification catalogue).
import type { FastifyInstance } from 'fastify';
import { registerArrRoutes } from '../routes/arr.ts';
import { registerLogRoutes } from '../routes/logs.ts';
import { registerNotificationRoutes } from '../routes/notifications.ts';
import { sendJson } from '../wire.ts';
import { registerV3AppRoutes } from './app-routes.ts';
import { registerV3CollectionRoutes } from './collection-routes.ts';
import type { V3Context } from './context.ts';
import { NOTIFICATION_AGENTS_V3 } from './fixtures/notification-agents.ts';
import { NOTIFICATION_TYPES_V3 } from './fixtures/notification-types.ts';
import { registerV3MediaServerRoutes } from './media-server-routes.ts';
import { registerV3RuleGroupWrites } from './rule-group-writes.ts';
import { registerV3RuleRoutes } from './rule-routes.ts';
import { registerV3SettingsRoutes } from './settings-routes.ts';
import { registerV3ApiKeyServerRoutes } from './api-key-server-routes.ts';
import { registerV3MetadataRoutes } from './metadata-routes.ts';
import { registerV3DownloadClientRoutes } from './download-client-routes.ts';
import { registerV3OverlayRoutes } from './overlay-routes.ts';
import { registerV3TracearrRoutes } from './tracearr-routes.ts';
import { registerV3ImageRoutes } from './image-routes.ts';
import { registerV3StorageRoutes } from './storage-routes.ts';
import { registerV3DatabaseBackup } from './database-backup.ts';
import { registerV3CollectionPoster } from './collection-poster.ts';

/** Registers the v3.24 API. */
export function registerV3Routes(app: FastifyInstance, context: V3Context): void {
  registerV3AppRoutes(app, context);
  registerV3SettingsRoutes(app, context);
  registerV3ApiKeyServerRoutes(app, context);
  registerV3MetadataRoutes(app, context);
  registerV3DownloadClientRoutes(app, context);
  registerV3OverlayRoutes(app, context);
  registerV3TracearrRoutes(app, context);
  registerArrRoutes(app, context, { validateUrl: true, qualityProfiles: true, sportarr: true });
  registerLogRoutes(app, context);
  registerV3MediaServerRoutes(app, context);
  registerV3RuleRoutes(app, context);
  registerV3RuleGroupWrites(app, context);
  registerV3CollectionRoutes(app, context);
  registerV3CollectionPoster(app, context.world);
  registerNotificationRoutes(app, context, { agents: NOTIFICATION_AGENTS_V3, types: NOTIFICATION_TYPES_V3 });
  registerV3ImageRoutes(app, context);
  registerV3StorageRoutes(app, context);
  registerV3DatabaseBackup(app);
  app.post('/api/logs/client-error', (_request, reply) => sendJson(reply, { status: 'OK', code: 1, message: 'Logged' }, 201));
}
