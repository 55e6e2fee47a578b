// A rule group's verdict on one item, from the service's ComparisonStatistics: the answer of a rule
// test (POST /rules/test) and the reason a collection log entry records for an item the rules added
// or removed. Alike on both generations but for the item's id field (plexId, mediaServerId).
import * as z from '../../../wire/zod-mini.ts';
import { comparisonStatisticsSchema, type ComparisonStatisticsWire } from '../../../wire/v2/rule-editor.ts';
import type { Joiner, TestVerdict } from './rule-editor-types.ts';

const joinerOfWord = (word: string | null | undefined): Joiner | undefined =>
  word ? (word.toUpperCase() === 'OR' ? 'or' : 'and') : undefined;

/** The verdict for one item from its ComparisonStatistics; `itemId` from the item's id field. */
export function verdictFrom(stats: ComparisonStatisticsWire, itemId: string): TestVerdict {
  return {
    itemId,
    matches: stats.result,
    sections: stats.sectionResults.map((section) => ({
      joiner: joinerOfWord(section.operator),
      held: section.result,
      rules: section.ruleResults.map((rule) => ({
        joiner: joinerOfWord(rule.operator),
        firstName: rule.firstValueName ?? '',
        firstValue: rule.firstValue,
        firstValueReason: rule.firstValueReason ?? undefined,
        secondName: rule.secondValueName ?? '',
        secondValue: rule.secondValue,
        comparison: rule.action ?? '',
        held: rule.result,
      })),
    })),
  };
}

/** A log entry's meta: `{ type, data }`, where data is the item's ComparisonStatistics when the rules moved it. */
const logMetaSchema = z.looseObject({ type: z.optional(z.string()), data: comparisonStatisticsSchema });

/**
 * The verdict a collection log entry records (meta of "media_added_by_rule" and
 * "media_removed_by_rule"); undefined for the entries without one (manual changes, collection events).
 */
export function verdictOfLogMeta(meta: unknown): TestVerdict | undefined {
  const parsed = logMetaSchema.safeParse(meta);
  if (!parsed.success) return undefined;
  const { data } = parsed.data;
  return verdictFrom(data, String(data.mediaServerId ?? data.plexId ?? ''));
}
