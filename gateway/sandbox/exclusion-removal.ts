// Removing exclusions of one item, on both generations: with a rule group named, that group's
// exclusion of it; with none named, every exclusion of it (its global one and each group's), as the
// service's removal then filters by the item alone.
import type { Exclusion } from '../../wire/v2/rules.ts';

/** The exclusions left after removing those of item `plexId` for `ruleGroupId` (null: the global one; undefined: all of the item's). */
export function exclusionsAfterRemoval(rows: Exclusion[], plexId: number, ruleGroupId: number | null | undefined): Exclusion[] {
  return rows.filter((row) => row.plexId !== plexId || (ruleGroupId !== undefined && row.ruleGroupId !== ruleGroupId));
}
