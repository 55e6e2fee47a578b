// Notification agents, types and configurations (/api/notifications/*). Configurations persist with the
// settings (store.ts). Nothing is ever sent: a test answers the real service's text for a disabled
// agent or a missing option; an agent whose address is an IP address or localhost (nothing of the
// demo listens there) or a name under .invalid fails as the real one does when it cannot connect
// (recorded POST_notifications_test_webhook_unreachable); any other test answers "Success".
import type { FastifyInstance } from 'fastify';
import type { AgentKey, NotificationConfiguration } from '../../../wire/v2/notifications.ts';
import type { SharedContext } from '../context.ts';
import { NOTIFICATION_AGENTS } from '../fixtures/notification-agents.ts';
import { NOTIFICATION_TYPES } from '../fixtures/notification-types.ts';
import { connectionError, isRecord, parseIntParam, sendJson, sendParseIntError, sendText } from '../wire.ts';

export interface NotificationCatalogue {
  agents: readonly { name: string; options: readonly { field: string; required: boolean }[] }[];
  types: readonly unknown[];
}

/** Registers /api/notifications/*, with the agents and types of one generation (v2.21's by default). */
export function registerNotificationRoutes(
  app: FastifyInstance,
  context: SharedContext,
  catalogue: NotificationCatalogue = { agents: NOTIFICATION_AGENTS, types: NOTIFICATION_TYPES },
): void {
  const { store, log } = context;
  const { agents } = catalogue;
  const configurations = () => store.state.notifications;
  app.get('/api/notifications/agents', (_request, reply) => sendJson(reply, agents));
  app.get('/api/notifications/types', (_request, reply) => sendJson(reply, catalogue.types));
  app.get('/api/notifications/configurations', (_request, reply) => sendJson(reply, configurations()));

  app.post('/api/notifications/configuration/add', async (request, reply) => {
    const config = toConfiguration(request.body, agents);
    if (!config) return sendJson(reply, { code: 0, status: 'NOK', message: 'Invalid notification configuration' }, 201);
    const list = configurations();
    store.state.notifications = list.some((entry) => entry.id === config.id)
      ? list.map((entry) => (entry.id === config.id ? config : entry))
      : [...list, { ...config, id: Math.max(0, ...list.map((entry) => entry.id)) + 1 }];
    await store.save();
    log.info(`Notification configuration '${config.name}' saved`);
    return sendJson(reply, { code: 1, status: 'OK', message: 'Success' }, 201);
  });

  app.delete<{ Params: { id: string } }>('/api/notifications/configuration/:id', async (request, reply) => {
    const id = parseIntParam(request.params.id);
    if (id === undefined) return sendParseIntError(reply);
    if (!configurations().some((entry) => entry.id === id)) return sendJson(reply, { code: 0, result: 'Notification not found' });
    store.state.notifications = configurations().filter((entry) => entry.id !== id);
    await store.save();
    log.info(`Notification configuration ${id} removed`);
    return sendJson(reply, { code: 1, result: 'success' });
  });

  app.post('/api/notifications/test', (request, reply) => {
    const config = toConfiguration(request.body, agents);
    const agent = agents.find((entry) => entry.name === config?.agent);
    const missing = agent?.options.some((option) => option.required && !config?.options[option.field]);
    if (!config || !agent || !config.enabled || missing) return sendText(reply, 'Agent is not allowed to send this message.', 201);
    const failure = unreachableAddress(config.options);
    log.info(`Test notification for '${config.name}' (not sent: sandbox): ${failure ?? 'Success'}`);
    return sendText(reply, failure ? `Failure: ${failure}` : 'Success', 201);
  });
}

/** A configuration from a request body, or undefined when its required fields are missing. */
function toConfiguration(body: unknown, agents: NotificationCatalogue['agents']): NotificationConfiguration | undefined {
  if (!isRecord(body) || typeof body.name !== 'string' || typeof body.agent !== 'string') return undefined;
  if (!agents.some((agent) => agent.name === body.agent)) return undefined;
  return {
    id: typeof body.id === 'number' ? body.id : 0,
    name: body.name,
    agent: body.agent as AgentKey,
    enabled: body.enabled === true,
    types: Array.isArray(body.types) ? body.types.filter((type): type is number => typeof type === 'number') : [],
    options: isRecord(body.options) ? body.options : {},
    aboutScale: typeof body.aboutScale === 'number' ? body.aboutScale : 3,
  };
}

/** Why an agent's address cannot be reached, as Node words it; undefined when the sandbox lets it pass. */
function unreachableAddress(options: Record<string, unknown>): string | undefined {
  const url = [options.webhookUrl, options.url].find((value): value is string => typeof value === 'string' && value !== '');
  if (url !== undefined) {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return 'Invalid URL';
    }
    return blocked(target.hostname) ? connectionError(target.hostname, target.port || (target.protocol === 'https:' ? '443' : '80')) : undefined;
  }
  const smtpHost = typeof options.smtpHost === 'string' ? options.smtpHost : '';
  return smtpHost && blocked(smtpHost) ? connectionError(smtpHost, String(options.smtpPort ?? 587)) : undefined;
}

const blocked = (hostname: string) => /^[\d.]+$/.test(hostname) || hostname === 'localhost' || hostname.startsWith('[') || hostname.endsWith('.invalid');
