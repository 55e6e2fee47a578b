// Rule groups and the rule handler's queue on the v3.x wire. A group's library id is a string and
// its media type a word; each group may carry its own cron schedule. Runs are queued per group.
import * as z from '../zod-mini.ts';
import { mediaTypeV3Schema } from './media.ts';

export const ruleGroupV3Schema = z.looseObject({
  id: z.number(),
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  libraryId: z.string(),
  isActive: z.boolean(),
  collectionId: z.optional(z.nullable(z.number())),
  useRules: z.optional(z.boolean()),
  dataType: z.optional(z.nullable(mediaTypeV3Schema)),
  ruleHandlerCronSchedule: z.optional(z.nullable(z.string())),
  rules: z.optional(z.array(z.unknown())),
});

/** GET /rules/execute/status, and the `data` of rule_handler_queue.status_updated events. */
export const ruleQueueStatusSchema = z.looseObject({
  processingQueue: z.boolean(),
  executingRuleGroupId: z.nullable(z.number()),
  pendingRuleGroupIds: z.array(z.number()),
  queue: z.array(z.number()),
});
export type RuleQueueStatus = z.infer<typeof ruleQueueStatusSchema>;

/** GET /rules/:id on v3.x: the group with its rule rows and joined collection (empty body for none). */
export const ruleGroupWithCollectionV3Schema = z.extend(ruleGroupV3Schema, {
  rules: z.optional(z.array(z.looseObject({ id: z.number(), ruleJson: z.string(), section: z.optional(z.number()) }))),
  collection: z.optional(z.nullable(z.looseObject({}))),
  notifications: z.optional(z.nullable(z.array(z.unknown()))),
});
