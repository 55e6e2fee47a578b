// Rule groups and the rule handler's queue on the v3.x wire. A group's library id is a string and
// its media type a word; each group may carry its own cron schedule. Runs are queued per group.
import * as z from 'zod';
import { mediaTypeV3Schema } from './media.ts';

export const ruleGroupV3Schema = z.looseObject({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable().optional(),
  libraryId: z.string(),
  isActive: z.boolean(),
  collectionId: z.number().nullable().optional(),
  useRules: z.boolean().optional(),
  dataType: mediaTypeV3Schema.nullable().optional(),
  ruleHandlerCronSchedule: z.string().nullable().optional(),
  rules: z.array(z.unknown()).optional(),
});

/** GET /rules/execute/status, and the `data` of rule_handler_queue.status_updated events. */
export const ruleQueueStatusSchema = z.looseObject({
  processingQueue: z.boolean(),
  executingRuleGroupId: z.number().nullable(),
  pendingRuleGroupIds: z.array(z.number()),
  queue: z.array(z.number()),
});
export type RuleQueueStatus = z.infer<typeof ruleQueueStatusSchema>;

/** GET /rules/:id on v3.x: the group with its rule rows and joined collection (empty body for none). */
export const ruleGroupWithCollectionV3Schema = ruleGroupV3Schema.extend({
  rules: z.array(z.looseObject({ id: z.number(), ruleJson: z.string(), section: z.number().optional() })).optional(),
  collection: z.looseObject({}).nullable().optional(),
  notifications: z.array(z.unknown()).nullable().optional(),
});
