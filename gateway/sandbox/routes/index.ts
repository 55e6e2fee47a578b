// Every v2.21 route, one module per API area (app, settings, rules, collections, Plex, …).
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { registerAppRoutes } from './app.ts';
import { registerArrRoutes } from './arr.ts';
import { registerCollectionRoutes } from './collections.ts';
import { registerImageRoutes } from './images.ts';
import { registerLogRoutes } from './logs.ts';
import { registerNotificationRoutes } from './notifications.ts';
import { registerPlexRoutes } from './plex.ts';
import { registerV2RuleGroupWrites } from './rule-group-writes.ts';
import { registerRuleRoutes } from './rules.ts';
import { registerServiceRoutes } from './services.ts';
import { registerSettingsRoutes } from './settings.ts';

/** Registers the v2.21 API. */
export function registerV2Routes(app: FastifyInstance, context: SandboxContext): void {
  registerAppRoutes(app, context);
  registerSettingsRoutes(app, context);
  registerServiceRoutes(app, context);
  registerArrRoutes(app, context);
  registerLogRoutes(app, context);
  registerPlexRoutes(app, context);
  registerImageRoutes(app, context);
  registerRuleRoutes(app, context);
  registerV2RuleGroupWrites(app, context);
  registerCollectionRoutes(app, context);
  registerNotificationRoutes(app, context);
}
