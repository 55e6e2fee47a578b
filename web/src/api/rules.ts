// The Rules list's data on either generation: the rule groups, and the runs the service offers
// (all groups on both; one group, and stopping, on v3.x).
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../lib/api-client.ts';
import { useAfterGeneration, useGeneration } from './generation.ts';
import type { RuleGroupSummary } from './rule-types.ts';
import { readRuleGroupsV2 } from './v2/rules.ts';
import { readRuleGroupsV3 } from './v3/rules.ts';

export type { RuleGroupSummary, RuleQueue } from './rule-types.ts';

export const RULES_KEY = '/rules';

/** Every rule group; `groups` is [] until loaded and for an empty answer. */
export function useRuleGroups() {
  const { generation } = useGeneration();
  const result = useSWR<RuleGroupSummary[]>(generation ? RULES_KEY : null, async (path: string) => {
    const data = await api.get(path);
    return generation === 3 ? readRuleGroupsV3(data, path) : readRuleGroupsV2(data, path);
  });
  return { ...useAfterGeneration(result), groups: result.data ?? [] };
}

/** What the service lets the Rules list do beyond running every group. */
export interface RuleRuns {
  /** Runs and stops of a single group (v3.x). */
  perGroup: boolean;
  runGroup(id: number): Promise<void>;
  stopGroup(id: number): Promise<void>;
}

/** Run and stop single groups; on v2.21 perGroup is false and nothing may be called. */
export function useRuleRuns(): RuleRuns {
  const { generation } = useGeneration();
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(RULES_KEY);
  return {
    perGroup: generation === 3,
    runGroup: async (id) => {
      await api.post(`/rules/${encodeURIComponent(id)}/execute`);
      await refresh();
    },
    stopGroup: async (id) => {
      await api.post(`/rules/${encodeURIComponent(id)}/execute/stop`);
    },
  };
}
