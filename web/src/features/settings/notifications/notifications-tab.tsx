// /settings/notifications: the stored notification agents with their events, each with Enable or
// Disable, Edit and Delete, and an Add button. The agent types, their fields and the events come
// from the service, so every type it offers (v3.24 has one more than v2.21) can be set up. One
// editor is open at a time, inline where it applies; when it closes, focus goes back to the button
// that opened it.
import { useAgentTypes, useNotificationAgents, useNotificationTriggers } from '../../../api/notifications.ts';
import { LoadState } from '../../../components/load-state.tsx';
import { FormButton } from '../../../components/form-button.tsx';
import { AgentForm } from './agent-form.tsx';
import { AgentItem } from './agent-item.tsx';
import { useInlineEditor } from '../shared/use-inline-editor.ts';
import '../settings.css';
import './notifications.css';

const ADD_BUTTON_ID = 'notification-add';
const editButtonId = (id: number) => `notification-${id}-edit`;

export function NotificationsTab() {
  const configurations = useNotificationAgents();
  const types = useAgentTypes();
  const triggers = useNotificationTriggers();
  const { agents } = configurations;
  const { editing, open, close, focusAddButton } = useInlineEditor({ items: agents, addButtonId: ADD_BUTTON_ID, editButtonId });

  const loaded = configurations.data !== undefined && types.data !== undefined && triggers.data !== undefined;
  const retry = () => {
    void configurations.mutate();
    void types.mutate();
    void triggers.mutate();
  };
  const typeList = types.data ?? [];
  const triggerList = triggers.data ?? [];

  return (
    <section className="settings-panel" aria-labelledby="notifications-title">
      <h2 id="notifications-title">Notifications</h2>
      <p className="settings-panel__intro">
        Agents that tell you (by Discord, email, a webhook …) when media is added to or removed from a collection, is about to
        be handled or was handled, or when a run fails. Each rule group picks the agents it tells, in its editor.
      </p>
      <LoadState
        what="the notification agents"
        hasData={loaded}
        error={configurations.error ?? types.error ?? triggers.error}
        retry={retry}
      >
        {agents.length === 0 ? (
          <p className="settings-muted">No notification agent is set up.</p>
        ) : (
          <ul className="notif-agents" aria-label="Notification agents">
            {agents.map((agent) =>
              editing === agent.id ? (
                <li key={agent.id} className="notif-agent notif-agent--editing">
                  <AgentForm types={typeList} triggers={triggerList} agent={agent} onClose={close} />
                </li>
              ) : (
                <AgentItem
                  key={agent.id}
                  agent={agent}
                  types={typeList}
                  triggers={triggerList}
                  editButtonId={editButtonId(agent.id)}
                  onEdit={() => open(agent.id)}
                  onDeleted={focusAddButton}
                />
              ),
            )}
          </ul>
        )}
        {editing === 'new' ? (
          <div className="notif-agent notif-agent--editing">
            <AgentForm types={typeList} triggers={triggerList} onClose={close} />
          </div>
        ) : (
          <div className="form-actions">
            <FormButton id={ADD_BUTTON_ID} variant="primary" disabled={typeList.length === 0} onClick={() => open('new')}>
              Add agent
            </FormButton>
          </div>
        )}
      </LoadState>
    </section>
  );
}
