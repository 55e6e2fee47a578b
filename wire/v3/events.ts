// What v3.x adds to the event stream: every frame has an `id:` (a reconnect sending Last-Event-ID
// gets the frames after it), rule_handler.progressed names the one rule group being evaluated
// (started and finished come once per group), and the rule handler's queue reports its state.
import * as z from '../zod-mini.ts';
import { ruleQueueStatusSchema } from './rules.ts';

export const RULE_QUEUE_EVENT = 'rule_handler_queue.status_updated';

export const ruleHandlerProgressedV3Schema = z.object({
  type: z.literal('rule_handler.progressed'),
  time: z.string(),
  ruleGroupName: z.string(),
  totalEvaluations: z.number(),
  processedEvaluations: z.number(),
});
export type RuleHandlerProgressedV3Event = z.infer<typeof ruleHandlerProgressedV3Schema>;

export const ruleQueueEventSchema = z.object({
  type: z.literal(RULE_QUEUE_EVENT),
  time: z.string(),
  data: ruleQueueStatusSchema,
});
export type RuleQueueEvent = z.infer<typeof ruleQueueEventSchema>;
