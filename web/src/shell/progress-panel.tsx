// A live progress panel for one handler (SPEC.md §2, §4): the started/finished message, the item
// being processed and its progress bars. It appears on a started or progressed event, stays, and
// hides 5000 ms after a finished event (the timer lives in the handler status store).
import { Spinner } from '../components/spinner.tsx';
import type { HandlerKey } from '../../../wire/v2/tasks.ts';
import { percentDone } from '../events/progress.ts';
import { useHandlerStatus } from '../events/use-handler-status.ts';

const TITLES: Record<HandlerKey, string> = {
  ruleHandler: 'Rule handler',
  collectionHandler: 'Collection handler',
};

export function ProgressPanel({ handler }: { handler: HandlerKey }) {
  const { panel } = useHandlerStatus(handler);
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
    </section>
  );
}
