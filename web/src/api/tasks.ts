// The handlers' running state as the service reports it on request, per generation: the collection
// handler's task status on both; the rule handler's task status on v2.21, its queue on v3.x
// (where /tasks/Rule Handler/status is gone).
import { taskStatusSchema, TASK_NAMES, type HandlerKey } from '../../../wire/v2/tasks.ts';
import { ruleQueueStatusSchema } from '../../../wire/v3/rules.ts';
import { ruleQueueFrom } from './events.ts';
import type { Generation } from './generation.ts';
import { readWire } from './read-wire.ts';
import type { RuleQueue } from './rule-types.ts';
import { api, ApiError } from '../lib/api-client.ts';

export type { HandlerKey };

/**
 * A status answer: the task status, dated by the service (`time`, ISO); or on v3.x the rule
 * handler's queue, which carries no time of its own.
 */
export type HandlerStatusReading = { running: boolean; time: string } | { running: boolean; queue: RuleQueue };

/** The path that tells whether a handler runs. */
export function handlerStatusKey(generation: Generation, handler: HandlerKey): string {
  if (generation === 3 && handler === 'ruleHandler') return '/rules/execute/status';
  return `/tasks/${encodeURIComponent(TASK_NAMES[handler])}/status`;
}

/** Reads a status answer. */
export function readHandlerStatus(generation: Generation, handler: HandlerKey, data: unknown): HandlerStatusReading {
  const path = handlerStatusKey(generation, handler);
  if (generation === 3 && handler === 'ruleHandler') {
    const queue = ruleQueueFrom(readWire(ruleQueueStatusSchema, data, path));
    return { running: queue.processing || queue.executingRuleGroupId !== null, queue };
  }
  const status = readWire(taskStatusSchema, data, path);
  return { time: status.time, running: status.running };
}

/** Whether a read is one of the handlers' status reads (handlerStatusKey), on either generation. */
export function isHandlerStatusKey(key: string): boolean {
  return key.startsWith('/tasks/') || key === '/rules/execute/status';
}

/** The paths that start a handler and, where the service offers it, stop it (both generations). */
const HANDLER_TRIGGERS: Record<HandlerKey, { start: string; stop?: string }> = {
  ruleHandler: { start: '/rules/execute', stop: '/rules/execute/stop' },
  collectionHandler: { start: '/collections/handle' },
};

/** What starting a handler came to: started, or refused because it already runs (409). */
export type HandlerStart = 'started' | 'busy';

/** Starts a handler; other failures throw. */
export async function startHandler(handler: HandlerKey): Promise<HandlerStart> {
  try {
    await api.post(HANDLER_TRIGGERS[handler].start);
    return 'started';
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return 'busy';
    throw error;
  }
}

/** Asks a running handler to stop (POST /rules/execute/stop: 200 when nothing ran, 202 when asked); failures throw. */
export async function stopHandler(handler: HandlerKey): Promise<void> {
  const path = HANDLER_TRIGGERS[handler].stop;
  if (path === undefined) throw new Error(`the service cannot stop the ${handler}`);
  await api.post(path);
}

/**
 * Whether a read shows what a rule or collection handler run changes: the rule groups (last run),
 * their counts, the collections, their media, exclusions and logs, and the libraries' sizes (a
 * handled item's files may be gone, though v3.x may answer from its cache of them for a while).
 * Read again when a run ends.
 */
export function changedByHandlerRuns(key: string): boolean {
  return (
    key === '/rules' ||
    key.startsWith('/rules?') ||
    key === '/rules/count' ||
    key.startsWith('/rules/exclusion') ||
    key.startsWith('/collections') ||
    key.startsWith('/storage-metrics')
  );
}
