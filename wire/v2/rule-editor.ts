// The rule editor's reads of rule groups, rules, the rule constants, a rule test's statistics and
// the community's rules. Apart from wire/v2/rules.ts, whose rule group schema the shell's progress
// panel reads on every screen: a schema is a top-level call the bundler keeps with its module, so
// these, which only the rule screens and Test media read, would otherwise load with every screen.
import * as z from '../zod-mini.ts';
import { ruleGroupSchema } from './rules.ts';

/* RuleDto is the same on v3.x. */

/** A RuleDto as stored or decoded: Maintainerr's own UI sends ids and operators as strings, the service numbers. */
export const ruleDtoSchema = z.looseObject({
  operator: z.optional(z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.null()])),
  firstVal: z.tuple([z.coerce.number(), z.coerce.number()]),
  action: z.coerce.number(),
  lastVal: z.optional(z.nullable(z.tuple([z.coerce.number(), z.coerce.number()]))),
  customVal: z.optional(z.nullable(z.looseObject({ ruleTypeId: z.coerce.number(), value: z.union([z.string(), z.number(), z.boolean()]) }))),
  section: z.coerce.number(),
});
export type RuleDtoWire = z.infer<typeof ruleDtoSchema>;

/** A stored rule row; `ruleJson` is "" for a group without rules. */
export const ruleRowSchema = z.looseObject({
  id: z.number(),
  ruleJson: z.string(),
  section: z.optional(z.number()),
});

/** A rule group with its rules, joined collection and notifications (GET /rules). */
export const ruleGroupWithCollectionSchema = z.extend(ruleGroupSchema, {
  rules: z.optional(z.array(ruleRowSchema)),
  collection: z.optional(z.nullable(z.looseObject({}))),
  notifications: z.optional(z.nullable(z.array(z.unknown()))),
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
          showType: z.optional(z.nullable(z.array(z.union([z.number(), z.string()])))),
        }),
      ),
    }),
  ),
});
export type RuleConstantsWire = z.infer<typeof ruleConstantsSchema>;

/** One rule's outcome in POST /rules/test (ComparisonStatistics). */
const ruleResultSchema = z.looseObject({
  operator: z.optional(z.nullable(z.string())),
  action: z.optional(z.nullable(z.string())),
  firstValueName: z.optional(z.nullable(z.string())),
  firstValue: z.unknown(),
  /** v3.x: why the first value is missing ("Plex Last view date is not recorded for this item"). */
  firstValueReason: z.optional(z.nullable(z.string())),
  secondValueName: z.optional(z.nullable(z.string())),
  secondValue: z.unknown(),
  result: z.boolean(),
});

/** The statistics of one item: plexId on v2.21, mediaServerId on v3.x. */
export const comparisonStatisticsSchema = z.looseObject({
  plexId: z.optional(z.union([z.number(), z.string()])),
  mediaServerId: z.optional(z.union([z.number(), z.string()])),
  result: z.boolean(),
  sectionResults: z.array(
    z.looseObject({
      id: z.optional(z.number()),
      result: z.boolean(),
      operator: z.optional(z.nullable(z.string())),
      ruleResults: z.array(ruleResultSchema),
    }),
  ),
});
export type ComparisonStatisticsWire = z.infer<typeof comparisonStatisticsSchema>;

/** A rule shared on the community server; JsonRules is a RuleDto array (a JSON string on some rows). */
export const communityRuleSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  karma: z.optional(z.nullable(z.number())),
  uploadedBy: z.optional(z.nullable(z.string())),
  type: z.optional(z.nullable(z.string())),
  JsonRules: z.optional(z.nullable(z.union([z.array(z.unknown()), z.string()]))),
});
