// Rule groups and exclusions as the service sends them.
import * as z from 'zod';
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
  description: z.string().nullable().optional(),
  libraryId: z.union([z.number(), z.string()]),
  isActive: z.boolean(),
  collectionId: z.number().nullable().optional(),
  useRules: z.boolean().optional(),
  dataType: z.number().nullable().optional(),
  rules: z.array(z.unknown()).optional(),
});

/* ---- The rule editor's reads; RuleDto is the same on v3.x ---- */

/** A RuleDto as stored or decoded: Maintainerr's own UI sends ids and operators as strings, the service numbers. */
export const ruleDtoSchema = z.looseObject({
  operator: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.null()]).optional(),
  firstVal: z.tuple([z.coerce.number(), z.coerce.number()]),
  action: z.coerce.number(),
  lastVal: z.tuple([z.coerce.number(), z.coerce.number()]).nullable().optional(),
  customVal: z.looseObject({ ruleTypeId: z.coerce.number(), value: z.union([z.string(), z.number(), z.boolean()]) }).nullable().optional(),
  section: z.coerce.number(),
});
export type RuleDtoWire = z.infer<typeof ruleDtoSchema>;

/** A stored rule row; `ruleJson` is "" for a group without rules. */
export const ruleRowSchema = z.looseObject({
  id: z.number(),
  ruleJson: z.string(),
  section: z.number().optional(),
});

/** A rule group with its rules, joined collection and notifications (GET /rules). */
export const ruleGroupWithCollectionSchema = ruleGroupSchema.extend({
  rules: z.array(ruleRowSchema).optional(),
  collection: z.looseObject({}).nullable().optional(),
  notifications: z.array(z.unknown()).nullable().optional(),
});

/** A property of an application in GET /rules/constants; v2.21's showType is EPlexDataType numbers. */
export const ruleConstantsSchema = z.looseObject({
  applications: z.array(
    z.looseObject({
      id: z.number(),
      name: z.string(),
      mediaType: z.number(),
      props: z.array(
        z.looseObject({
          id: z.number(),
          name: z.string(),
          humanName: z.string(),
          mediaType: z.number(),
          type: z.looseObject({ key: z.string(), possibilities: z.array(z.number()) }),
          showType: z.array(z.union([z.number(), z.string()])).nullable().optional(),
        }),
      ),
    }),
  ),
});
export type RuleConstantsWire = z.infer<typeof ruleConstantsSchema>;

/** One rule's outcome in POST /rules/test (ComparisonStatistics). */
const ruleResultSchema = z.looseObject({
  operator: z.string().nullable().optional(),
  action: z.string().nullable().optional(),
  firstValueName: z.string().nullable().optional(),
  firstValue: z.unknown(),
  secondValueName: z.string().nullable().optional(),
  secondValue: z.unknown(),
  result: z.boolean(),
});

/** The statistics of one item: plexId on v2.21, mediaServerId on v3.x. */
export const comparisonStatisticsSchema = z.looseObject({
  plexId: z.union([z.number(), z.string()]).optional(),
  mediaServerId: z.union([z.number(), z.string()]).optional(),
  result: z.boolean(),
  sectionResults: z.array(
    z.looseObject({
      id: z.number().optional(),
      result: z.boolean(),
      operator: z.string().nullable().optional(),
      ruleResults: z.array(ruleResultSchema),
    }),
  ),
});
export type ComparisonStatisticsWire = z.infer<typeof comparisonStatisticsSchema>;

/** A rule shared on the community server; JsonRules is a RuleDto array (a JSON string on some rows). */
export const communityRuleSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable().optional(),
  karma: z.number().nullable().optional(),
  uploadedBy: z.string().nullable().optional(),
  type: z.string().nullable().optional(),
  JsonRules: z.union([z.array(z.unknown()), z.string()]).nullable().optional(),
});
