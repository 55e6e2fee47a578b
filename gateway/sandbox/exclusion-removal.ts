// Which rule group an exclusion body names, and removing exclusions of one item, on both
// generations: with a rule group named, that group's exclusion of it; with none named, every
// exclusion of it (its global one and each group's), as the service's removal then filters by the
// item alone.
import type { Exclusion } from '../../wire/v2/rules.ts';

/**
 * The rule group an exclusion body names: its `collectionId`'s group (null, the global exclusion,
 * when that collection has no group), else its `ruleGroupId`; undefined when it names neither.
 */
export function namedRuleGroup(groups: readonly { id: number; collectionId?: number | null }[], body: Record<string, unknown>): number | null | undefined {
  if (typeof body.collectionId === 'number') return groups.find((group) => group.collectionId === body.collectionId)?.id ?? null;
  return typeof body.ruleGroupId === 'number' ? body.ruleGroupId : undefined;
}

/** The exclusions left after removing those of item `plexId` for `ruleGroupId` (null: the global one; undefined: all of the item's). */
export function exclusionsAfterRemoval(rows: Exclusion[], plexId: number, ruleGroupId: number | null | undefined): Exclusion[] {
  return rows.filter((row) => row.plexId !== plexId || (ruleGroupId !== undefined && row.ruleGroupId !== ruleGroupId));
}
