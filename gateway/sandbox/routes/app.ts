// App endpoints (/api/app/*) and the task, handler and event-stream endpoints (/api/tasks/*,
// /api/rules/execute, /api/collections/handle, /api/events/stream).
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { COLLECTION_HANDLER_BUSY_MESSAGE, RULE_EXECUTOR_BUSY_MESSAGE } from '../../../wire/v2/rules.ts';
import { sendEmpty, sendHttpException, sendInternalError, sendJson, sendText } from '../wire.ts';

/** The version the sandbox reports: a v2.21.0 release image (VERSION_TAG=stable, NODE_ENV=production). */
export const SANDBOX_VERSION = '2.21.0';

/** Registers /api/app/*, /api/tasks/:name/status, the handler triggers and /api/events/stream. */
export function registerAppRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { handlers, events, log } = context;

  // The real handler stringifies the answer itself, so it goes out as text/html, not JSON.
  app.get('/api/app/status', (_request, reply) =>
    sendText(reply, JSON.stringify({ status: 1, version: SANDBOX_VERSION, commitTag: '', updateAvailable: false })),
  );
  app.get('/api/app/timezone', (_request, reply) => sendText(reply, Intl.DateTimeFormat().resolvedOptions().timeZone));
  // The real service answers [] when GitHub cannot be reached; the sandbox never goes online.
  app.get('/api/app/releases', (_request, reply) => sendJson(reply, []));

  app.get<{ Params: { name: string } }>('/api/tasks/:name/status', (request, reply) => {
    const status = handlers.status(request.params.name);
    // An unknown name dereferences a missing row on the real service: 500, not 404.
    return status ? sendJson(reply, status) : sendInternalError(reply);
  });

  app.post('/api/rules/execute', (_request, reply) => {
    if (!handlers.executeRules()) return sendHttpException(reply, 409, RULE_EXECUTOR_BUSY_MESSAGE);
    log.info('Rule Handler run requested');
    return sendEmpty(reply, 201);
  });
  app.post('/api/rules/execute/stop', (_request, reply) => {
    if (!handlers.stopRules()) return sendEmpty(reply, 200);
    log.info('Stop of the Rule Handler requested');
    return sendEmpty(reply, 202);
  });
  app.post('/api/collections/handle', (_request, reply) => {
    if (!handlers.handleCollections()) return sendHttpException(reply, 409, COLLECTION_HANDLER_BUSY_MESSAGE);
    log.info('Collection Handler run requested');
    return sendEmpty(reply, 201);
  });

  app.get('/api/events/stream', (_request, reply) => events.hub.attach(reply, events.replayFrames()));
}
