// Rule groups on the v2.21 wire: numeric library ids, EPlexDataType numbers.
import * as z from '../../../../wire/zod-mini.ts';
import { ruleGroupSchema } from '../../../../wire/v2/rules.ts';
import type { MediaKind } from '../media-types.ts';
import { readWire } from '../read-wire.ts';
import type { RuleGroupSummary } from '../rule-types.ts';

const KINDS: Record<number, MediaKind> = { 1: 'movie', 2: 'show', 3: 'season', 4: 'episode' };

export function readRuleGroupsV2(data: unknown, path: string): RuleGroupSummary[] {
  const rows = readWire(z.array(ruleGroupSchema), data === null || data === '' ? [] : data, path);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description ?? '',
    libraryId: String(row.libraryId),
    isActive: row.isActive,
    collectionId: row.collectionId ?? null,
    useRules: row.useRules ?? true,
    kind: row.dataType == null ? undefined : KINDS[row.dataType],
    ruleCount: row.rules?.length ?? 0,
  }));
}
