// /settings/logs: the log settings form, the log files and the live log.
import { useLogFiles, useLogSettings } from '../../../api/logs.ts';
import { useSettledWithin } from '../../../hooks/use-settled-within.ts';
import { LogSettingsForm } from './log-settings-form.tsx';
import { LogFilesTable } from './log-files-table.tsx';
import { LiveLogView } from './live-log-view.tsx';
import '../settings.css';

export function LogsTab() {
  // Both reads go out together, and the sections below the form wait for them (for a short while):
  // shown first, they would be pushed down by the form's whole height when the settings came.
  const settings = useLogSettings();
  const files = useLogFiles();
  const formSettled = useSettledWithin(!settings.isLoading && !files.isLoading);
  return (
    <div className="settings-stack">
      <section className="settings-panel" aria-labelledby="logs-title">
        <h2 id="logs-title">Logs</h2>
        <p className="settings-panel__intro">How much the service logs and how many rotated files it keeps.</p>
        <LogSettingsForm />
      </section>
      {formSettled && (
        <>
          <LogFilesTable />
          <LiveLogView />
        </>
      )}
    </div>
  );
}
