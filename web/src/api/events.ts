// The live events the app follows, on either generation: the six handler events both send, the
// failed events the spec names (never streamed, listened to anyway), and what v3.x adds: the rule
// group named in rule_handler.progressed and the rule handler's queue.
import type * as z from '../../../wire/zod-mini.ts';
import { handlerEventSchema, MaintainerrEvent, type HandlerEvent } from '../../../wire/v2/events.ts';
import {
  RULE_QUEUE_EVENT,
  ruleHandlerProgressedV3Schema,
  ruleQueueEventSchema,
  type RuleHandlerProgressedV3Event,
  type RuleQueueEvent,
} from '../../../wire/v3/events.ts';
import type { RuleQueue } from './rule-types.ts';

export { MaintainerrEvent, RULE_QUEUE_EVENT };

/** Any event the app acts on. */
export type LiveEvent = HandlerEvent | RuleHandlerProgressedV3Event | RuleQueueEvent;

/**
 * The schema a payload must fit: the queue's own; v3's progressed shape when the payload names the
 * rule group as v3.x does; else the handler events both generations share (its issues name the
 * field that is off, which a union of all would not).
 */
export function liveEventSchemaFor(payload: unknown): z.ZodMiniType<LiveEvent> {
  const record = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  if (record.type === RULE_QUEUE_EVENT) return ruleQueueEventSchema;
  if (record.type === MaintainerrEvent.RuleHandler_Progressed && 'ruleGroupName' in record) return ruleHandlerProgressedV3Schema;
  return handlerEventSchema;
}

/** The event names the stream is listened to for. */
export const LIVE_EVENT_NAMES = [
  MaintainerrEvent.RuleHandler_Started,
  MaintainerrEvent.RuleHandler_Progressed,
  MaintainerrEvent.RuleHandler_Finished,
  MaintainerrEvent.RuleHandler_Failed,
  MaintainerrEvent.CollectionHandler_Started,
  MaintainerrEvent.CollectionHandler_Progressed,
  MaintainerrEvent.CollectionHandler_Finished,
  MaintainerrEvent.CollectionHandler_Failed,
  RULE_QUEUE_EVENT,
] as const;

/** The queue as the app keeps it, from a status answer or a queue event. */
export function ruleQueueFrom(status: { processingQueue: boolean; executingRuleGroupId: number | null; pendingRuleGroupIds: number[]; queue: number[] }): RuleQueue {
  return {
    processing: status.processingQueue,
    executingRuleGroupId: status.executingRuleGroupId,
    waitingRuleGroupIds: [...status.pendingRuleGroupIds, ...status.queue.filter((id) => !status.pendingRuleGroupIds.includes(id))],
  };
}
