// Rule groups as the Rules list shows them, whatever the generation.
import type { MediaKind } from './media-types.ts';

export interface RuleGroupSummary {
  id: number;
  name: string;
  description: string;
  libraryId: string;
  isActive: boolean;
  collectionId: number | null;
  /** False for a manual group, whose collection is filled by hand. */
  useRules: boolean;
  kind: MediaKind | undefined;
  ruleCount: number;
  /** The group's own cron schedule (v3.x); null when it follows the global one; absent on v2.21. */
  schedule?: string | null;
}

/** Where the rule handler's queue stands (v3.x): the group running now, and those waiting. */
export interface RuleQueue {
  processing: boolean;
  executingRuleGroupId: number | null;
  /** Groups waiting, in order: those already pending, then those queued. */
  waitingRuleGroupIds: number[];
}
