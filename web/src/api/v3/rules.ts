// Rule groups on the v3.x wire: string library ids, media types as words, a cron schedule per group.
import * as z from '../../../../wire/zod-mini.ts';
import { ruleGroupV3Schema } from '../../../../wire/v3/rules.ts';
import { readWire } from '../read-wire.ts';
import type { RuleGroupSummary } from '../rule-types.ts';

export function readRuleGroupsV3(data: unknown, path: string): RuleGroupSummary[] {
  const rows = readWire(z.array(ruleGroupV3Schema), data === null || data === '' ? [] : data, path);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description ?? '',
    libraryId: row.libraryId,
    isActive: row.isActive,
    collectionId: row.collectionId ?? null,
    useRules: row.useRules ?? true,
    kind: row.dataType ?? undefined,
    ruleCount: row.rules?.length ?? 0,
    schedule: row.ruleHandlerCronSchedule ?? null,
  }));
}
