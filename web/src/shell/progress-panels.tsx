// Both handlers' progress panels, stacked.
import { ProgressPanel } from './progress-panel.tsx';

export function ProgressPanels() {
  return (
    <div className="progress-panels">
      <ProgressPanel handler="ruleHandler" />
      <ProgressPanel handler="collectionHandler" />
    </div>
  );
}
