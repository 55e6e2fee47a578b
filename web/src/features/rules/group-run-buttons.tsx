// Run or stop one rule group (v3.x, where the service queues groups one by one); nothing on v2.21,
// which only runs every group at once.
import { useRuleRuns, type RuleGroupSummary } from '../../api/rules.ts';
import { toast } from '../../lib/toast.ts';

export type QueueState = 'Running' | 'Queued' | undefined;

export function GroupRunButtons({ group, state }: { group: RuleGroupSummary; state: QueueState }) {
  const runs = useRuleRuns();
  if (!runs.perGroup) return null;
  const act = async (what: () => Promise<void>, done: string, failed: string) => {
    try {
      await what();
      toast.success(done);
    } catch (error) {
      toast.error(`${failed}: ${error instanceof Error ? error.message.replace(/\.$/, '') : 'the service refused'}.`);
    }
  };
  return state ? (
    <button type="button" className="form-button form-button--secondary" onClick={() => act(() => runs.stopGroup(group.id), `Stopping “${group.name}”.`, `Could not stop “${group.name}”`)}>
      Stop <span className="visually-hidden">{group.name}</span>
    </button>
  ) : (
    <button
      type="button"
      className="form-button form-button--secondary"
      // An inactive group does not run: Run looks unavailable but stays focusable and says why when
      // pressed, where a disabled button would give no reason and be skipped by the keyboard.
      aria-disabled={!group.isActive || undefined}
      onClick={() => {
        if (!group.isActive) toast.info(`“${group.name}” is inactive: tick Active in Edit to run it.`);
        else void act(() => runs.runGroup(group.id), `Queued “${group.name}” to run.`, `Could not run “${group.name}”`);
      }}
    >
      Run <span className="visually-hidden">{group.name}</span>
    </button>
  );
}
