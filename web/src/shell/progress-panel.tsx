// A live progress panel for one handler (rules or collections): the started/finished message, the item
// being processed and its progress bars. It appears on a started or progressed event, stays, and
// hides 5000 ms after a finished event (the timer lives in the handler status store).
import { useRuleGroups, type RuleQueue } from '../api/rules.ts';
import type { HandlerKey } from '../api/tasks.ts';
import { Spinner } from '../components/spinner.tsx';
import { percentDone } from '../events/progress.ts';
import { useHandlerStatus } from '../events/use-handler-status.ts';

const TITLES: Record<HandlerKey, string> = {
  ruleHandler: 'Rule handler',
  collectionHandler: 'Collection handler',
};

/** The rule groups waiting in the queue (v3.x), by name once the rule groups have loaded. */
function QueuedNext({ queue }: { queue: RuleQueue }) {
  const { groups } = useRuleGroups();
  if (queue.waitingRuleGroupIds.length === 0) return null;
  const names = queue.waitingRuleGroupIds.map((id) => groups.find((group) => group.id === id)?.name ?? `Rule group ${id}`);
  return <p className="progress-panel__processing">Next: {names.join(', ')}</p>;
}

export function ProgressPanel({ handler }: { handler: HandlerKey }) {
  const { panel, queue } = useHandlerStatus(handler);
  if (!panel.visible) return null;
  const finishing = panel.hideToken !== null;
  return (
    <section className={`progress-panel${finishing ? ' progress-panel--finishing' : ''}`} aria-label={`${TITLES[handler]} progress`}>
      <div className="progress-panel__head">
        {!finishing && <Spinner size="sm" label={`${TITLES[handler]} is running`} />}
        <span className="progress-panel__title">{TITLES[handler]}</span>
      </div>
      {panel.message && <p className="progress-panel__message">{panel.message}</p>}
      {!finishing && panel.progress?.processing && (
        <p className="progress-panel__processing">Processing: {panel.progress.processing}</p>
      )}
      {!finishing &&
        panel.progress?.bars.map((bar) => (
          <progress
            key={bar.label}
            className="progress-panel__bar"
            aria-label={bar.label}
            max={100}
            value={percentDone(bar)}
          />
        ))}
      {!finishing && queue && <QueuedNext queue={queue} />}
    </section>
  );
}
