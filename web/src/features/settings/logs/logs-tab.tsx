// /settings/logs: the log settings form, the log files and the live log.
import { LogSettingsForm } from './log-settings-form.tsx';
import { LogFilesTable } from './log-files-table.tsx';
import { LiveLogView } from './live-log-view.tsx';
import '../settings.css';

export function LogsTab() {
  return (
    <div className="settings-stack">
      <section className="settings-panel" aria-labelledby="logs-title">
        <h2 id="logs-title">Logs</h2>
        <p className="settings-panel__intro">How much the service logs and how many rotated files it keeps.</p>
        <LogSettingsForm />
      </section>
      <LogFilesTable />
      <LiveLogView />
    </div>
  );
}
