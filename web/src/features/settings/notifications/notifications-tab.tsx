// /settings/notifications: the configured agents (API.md §9), read-only.
import useSWR from 'swr';
import { LoadState } from '../../components/load-state.tsx';
import { NotEditableNote } from './not-editable-note.tsx';

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
      <NotEditableNote what="Notification agents" />
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
