// v3.24's app endpoints, task status, rule queue triggers and the event stream with ids.
import type { FastifyInstance } from 'fastify';
import { COLLECTION_HANDLER_BUSY_MESSAGE } from '../../../wire/v2/rules.ts';
import { parseIntParam, sendEmpty, sendHttpException, sendJson, sendParseIntError, sendText } from '../wire.ts';
import type { V3Context } from './context.ts';
import { sendNestError } from './nest-errors.ts';

/** The version the sandbox reports on 3.24: a v3.24.0 release image. */
export const SANDBOX_VERSION_V3 = '3.24.0';

/** Registers /api/app/*, /api/tasks/:name/status, the rule queue and collection triggers, /api/events/stream. */
export function registerV3AppRoutes(app: FastifyInstance, context: V3Context): void {
  const { handlers, events, rules, log } = context;

  // Still stringified by the handler: JSON text as text/html, as on v2.21 (recorded GET_app_status).
  app.get('/api/app/status', (_request, reply) =>
    sendText(reply, JSON.stringify({ status: 1, version: SANDBOX_VERSION_V3, commitTag: '', updateAvailable: false })),
  );
  app.get('/api/app/timezone', (_request, reply) => sendText(reply, Intl.DateTimeFormat().resolvedOptions().timeZone));
  app.get('/api/app/releases', (_request, reply) => sendJson(reply, []));

  app.get<{ Params: { name: string } }>('/api/tasks/:name/status', (request, reply) => {
    const status = handlers.status(request.params.name);
    // v3 answers 404 for an unknown name, and 'Rule Handler' is unknown there (recorded).
    return status ? sendJson(reply, status) : sendNestError(reply, 404, 'Task not found');
  });

  app.get('/api/rules/execute/status', (_request, reply) => sendJson(reply, rules.status()));
  // Queues every active group; asking again while they run queues nothing more, still 201.
  app.post('/api/rules/execute', (_request, reply) => {
    if (handlers.executeRules()) log.info('Rule Handler run requested');
    return sendEmpty(reply, 201);
  });
  app.post('/api/rules/execute/stop', (_request, reply) => {
    if (!handlers.stopRules()) return sendEmpty(reply, 200);
    log.info('Stop of the Rule Handler requested');
    return sendEmpty(reply, 202);
  });
  app.post<{ Params: { id: string } }>('/api/rules/:id/execute', (request, reply) => {
    const id = parseIntParam(request.params.id);
    if (id === undefined) return sendParseIntError(reply);
    if (!rules.execute(id)) return sendNestError(reply, 404, 'Rule group not found');
    return sendEmpty(reply, 201);
  });
  app.post<{ Params: { id: string } }>('/api/rules/:id/execute/stop', (request, reply) => {
    const id = parseIntParam(request.params.id);
    if (id === undefined) return sendParseIntError(reply);
    rules.stopGroup(id);
    return sendEmpty(reply, 202);
  });

  app.post('/api/collections/handle', (_request, reply) => {
    if (!handlers.handleCollections()) return sendHttpException(reply, 409, COLLECTION_HANDLER_BUSY_MESSAGE);
    log.info('Collection Handler run requested');
    return sendEmpty(reply, 201);
  });

  app.get('/api/events/stream', (request, reply) => {
    const lastEventId = request.headers['last-event-id'];
    events.hub.attach(reply, events.replayFrames(Array.isArray(lastEventId) ? lastEventId[0] : lastEventId));
  });
}
