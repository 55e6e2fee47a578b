// Tabs this front end does not edit yet (Radarr, Sonarr, Notifications, Jobs): an honest note
// and, where cheap, a read-only view of what the service has stored.
import useSWR from 'swr';
import { useSettings } from '../../hooks/use-settings.ts';
import { LoadState } from './load-state.tsx';
import './settings.css';

interface ArrServer {
  id: number;
  serverName: string;
  url: string;
}

function NotEditableHere({ what }: { what: string }) {
  return (
    <p className="settings-notice">
      {what} cannot be edited in this front end yet. Use Maintainerr's own interface to change it; what the service has
      stored is shown here.
    </p>
  );
}

/** Radarr or Sonarr servers (GET /settings/radarr|sonarr), read-only. */
export function ArrServersTab({ kind }: { kind: 'radarr' | 'sonarr' }) {
  const name = kind === 'radarr' ? 'Radarr' : 'Sonarr';
  const { data, error, mutate } = useSWR<ArrServer[]>(`/settings/${kind}`);
  const servers = Array.isArray(data) ? data : [];
  return (
    <section className="settings-panel" aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`}>{name}</h2>
      <NotEditableHere what={`${name} servers`} />
      <LoadState what={`the ${name} servers`} hasData={data !== undefined} error={error} retry={() => mutate()}>
        {servers.length === 0 ? (
          <p className="settings-muted">No {name} server is set up.</p>
        ) : (
          <ul className="settings-list">
            {servers.map((server) => (
              <li key={server.id}>
                <strong>{server.serverName}</strong> <span className="settings-muted">{server.url}</span>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}

/** The two handler schedules from the main settings, read-only. */
export function JobsTab() {
  const { data, error, mutate } = useSettings();
  return (
    <section className="settings-panel" aria-labelledby="jobs-title">
      <h2 id="jobs-title">Jobs</h2>
      <NotEditableHere what="The job schedule" />
      <LoadState what="the job schedule" hasData={!!data} error={error} retry={() => mutate()}>
        <dl className="about-facts">
          <div className="about-fact">
            <dt>Rule Handler (cron)</dt>
            <dd>
              <code>{data?.rules_handler_job_cron}</code>
            </dd>
          </div>
          <div className="about-fact">
            <dt>Collection Handler (cron)</dt>
            <dd>
              <code>{data?.collection_handler_job_cron}</code>
            </dd>
          </div>
        </dl>
      </LoadState>
    </section>
  );
}

interface NotificationAgentConfig {
  id: number;
  name: string;
  agent: string;
  enabled: boolean;
}

/** Notification agents (GET /notifications/configurations), read-only. */
export function NotificationsTab() {
  const { data, error, mutate } = useSWR<NotificationAgentConfig[]>('/notifications/configurations');
  const agents = Array.isArray(data) ? data : [];
  return (
    <section className="settings-panel" aria-labelledby="notifications-title">
      <h2 id="notifications-title">Notifications</h2>
      <NotEditableHere what="Notification agents" />
      <LoadState what="the notification agents" hasData={data !== undefined} error={error} retry={() => mutate()}>
        {agents.length === 0 ? (
          <p className="settings-muted">No notification agent is set up.</p>
        ) : (
          <ul className="settings-list">
            {agents.map((agent) => (
              <li key={agent.id}>
                <strong>{agent.name}</strong> <span className="settings-muted">{agent.agent}</span>
                {!agent.enabled && <span className="settings-badge">disabled</span>}
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}
