// Rule groups and exclusions as the service sends them.
import * as z from '../zod-mini.ts';
import type { Collection, PlexDataType } from './collections.ts';
import type { NotificationConfiguration } from './notifications.ts';

/** A rule inside `ruleJson`. */
export interface RuleDto {
  operator: 0 | 1 | null;
  firstVal: [number, number];
  action: number;
  lastVal?: [number, number];
  customVal?: { ruleTypeId: number; value: string };
  section: number;
}

/** A stored rule row; `ruleJson` is a JSON-encoded RuleDto. */
export interface RuleRow {
  id: number;
  ruleJson: string;
  ruleGroupId: number;
  section: number;
  isActive: boolean;
}

/** GET /api/rules: a rule group with its rules, collection and notifications. */
export interface RuleGroup {
  id: number;
  name: string;
  description: string | null;
  libraryId: number;
  isActive: boolean;
  collectionId: number;
  useRules: boolean;
  dataType: PlexDataType | null;
  rules: RuleRow[];
  collection: Collection;
  notifications: NotificationConfiguration[];
}

/** An exclusion row; `ruleGroupId: null` is a global exclusion. */
export interface Exclusion {
  id: number;
  plexId: number;
  ruleGroupId: number | null;
  parent: number | null;
  type: PlexDataType | null;
}

/** ReturnStatus: the soft answer of rule and exclusion writes. */
export interface ReturnStatus {
  code: 0 | 1;
  result?: unknown;
  message?: string;
}

/** The 409 messages when a run is asked for while one runs. */
export const RULE_EXECUTOR_BUSY_MESSAGE = 'The rule executor is already running';
export const COLLECTION_HANDLER_BUSY_MESSAGE = 'The collection handler is already running';

/** A rule group as the app reads it; loose, so added fields pass. */
export const ruleGroupSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  libraryId: z.union([z.number(), z.string()]),
  isActive: z.boolean(),
  collectionId: z.optional(z.nullable(z.number())),
  useRules: z.optional(z.boolean()),
  dataType: z.optional(z.nullable(z.number())),
  rules: z.optional(z.array(z.unknown())),
});
