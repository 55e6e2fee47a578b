// /rules: the rule groups and the button that runs them all. On v3.x, where the service runs groups
// one by one from a queue, each group also shows its schedule and where it stands in the queue, and
// can be run or stopped on its own.
import { toast } from '../../lib/toast.ts';
import { useLibraries } from '../../api/media.ts';
import { useRuleGroups, useRuleRuns, type RuleGroupSummary, type RuleQueue } from '../../api/rules.ts';
import { HandlerRunButton } from '../../components/handler-run-button.tsx';
import { LoadState } from '../../components/load-state.tsx';
import { useHandlerStatus } from '../../events/use-handler-status.ts';
import '../../components/page-content.css';

/** "Running", "Queued" or nothing, from the rule handler's queue. */
function queueState(queue: RuleQueue | undefined, groupId: number): 'Running' | 'Queued' | undefined {
  if (!queue) return undefined;
  if (queue.executingRuleGroupId === groupId) return 'Running';
  return queue.waitingRuleGroupIds.includes(groupId) ? 'Queued' : undefined;
}

function GroupRunButtons({ group, state }: { group: RuleGroupSummary; state: 'Running' | 'Queued' | undefined }) {
  const runs = useRuleRuns();
  if (!runs.perGroup) return null;
  const act = async (what: () => Promise<void>, done: string, failed: string) => {
    try {
      await what();
      toast.success(done);
    } catch {
      toast.error(failed);
    }
  };
  return state ? (
    <button type="button" className="button" onClick={() => act(() => runs.stopGroup(group.id), `Stopping “${group.name}”.`, `Could not stop “${group.name}”.`)}>
      Stop <span className="visually-hidden">{group.name}</span>
    </button>
  ) : (
    <button
      type="button"
      className="button"
      disabled={!group.isActive}
      onClick={() => act(() => runs.runGroup(group.id), `Queued “${group.name}” to run.`, `Could not run “${group.name}”.`)}
    >
      Run <span className="visually-hidden">{group.name}</span>
    </button>
  );
}

export function RulesRoute() {
  const { groups, data, error, mutate } = useRuleGroups();
  const { libraryTitle } = useLibraries();
  const { queue } = useHandlerStatus('ruleHandler');
  return (
    <section>
      <header className="page-header">
        <h1>Rules</h1>
        <HandlerRunButton handler="ruleHandler" />
      </header>
      <LoadState what="rules" hasData={data !== undefined} error={error} retry={() => mutate()}>
        {groups.length === 0 && <p className="page-message">There are no rule groups yet.</p>}
        <ul className="card-grid">
          {groups.map((group) => {
            const state = queueState(queue, group.id);
            return (
              <li key={group.id} className="card">
                <h2>{group.name}</h2>
                {group.description && <p>{group.description}</p>}
                <dl>
                  <dt>Status</dt>
                  <dd>
                    <span className={`pill${group.isActive ? ' pill--on' : ''}`}>{group.isActive ? 'Active' : 'Inactive'}</span>
                    {state && <span className="pill pill--on">{state}</span>}
                  </dd>
                  <dt>Library</dt>
                  <dd>{libraryTitle(group.libraryId)}</dd>
                  <dt>Rules</dt>
                  <dd>{group.useRules ? group.ruleCount : 'None (manual)'}</dd>
                  {group.schedule !== undefined && (
                    <>
                      <dt>Schedule</dt>
                      <dd>{group.schedule ?? 'With all rules'}</dd>
                    </>
                  )}
                </dl>
                <GroupRunButtons group={group} state={state} />
              </li>
            );
          })}
        </ul>
      </LoadState>
    </section>
  );
}
