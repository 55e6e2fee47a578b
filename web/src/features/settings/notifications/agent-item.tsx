// One stored notification agent in the list: its name, type, whether it is on, and the events it
// sends in words; Enable/Disable (the stored agent sent back with only that changed), Edit, and
// Delete after a confirmation naming it.
import { useRevalidate } from '../../../api/settings.ts';
import {
  deleteNotificationAgent,
  setNotificationAgentEnabled,
  triggersInWords,
  type AgentType,
  type NotificationAgentConfig,
  type NotificationTrigger,
} from '../../../api/notifications.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { FormConfirmButton } from '../../../components/form-confirm-button.tsx';
import { useToastedAction } from '../shared/use-toasted-action.ts';
import './notifications.css';

export interface AgentItemProps {
  agent: NotificationAgentConfig;
  types: AgentType[];
  triggers: NotificationTrigger[];
  /** The id given to the Edit button, so the tab can move focus back to it. */
  editButtonId: string;
  onEdit: () => void;
  /** Called once the service has deleted the agent. */
  onDeleted: () => void;
}

export function AgentItem({ agent, types, triggers, editButtonId, onEdit, onDeleted }: AgentItemProps) {
  const revalidate = useRevalidate();
  const { busy, run } = useToastedAction<'switch' | 'delete'>();
  const typeLabel = types.find((type) => type.key === agent.type)?.label ?? agent.type;
  const name = agent.name || '(no name)';

  const toggle = () => {
    const enabled = !agent.enabled;
    return run('switch', {
      write: () => setNotificationAgentEnabled(revalidate, agent, enabled),
      success: `Notification agent ${name} ${enabled ? 'enabled' : 'disabled'}`,
      failure: `${enabled ? 'Enabling' : 'Disabling'} the agent ${name}`,
    });
  };

  const remove = async () => {
    if (await run('delete', { write: () => deleteNotificationAgent(revalidate, agent.id), success: `Notification agent ${name} deleted`, failure: `Deleting the agent ${name}` })) onDeleted();
  };

  return (
    <li className="notif-agent" aria-label={name}>
      <div className="notif-agent__what">
        <strong className="notif-agent__name">{name}</strong>
        <span className="settings-muted">
          {typeLabel} ·{' '}
          <span className={`notif-agent__state notif-agent__state--${agent.enabled ? 'on' : 'off'}`}>{agent.enabled ? 'Enabled' : 'Disabled'}</span>
        </span>
        <span className="notif-agent__triggers">Sends: {triggersInWords(agent.triggers, triggers)}</span>
      </div>
      <div className="form-actions">
        <FormButton busy={busy === 'switch'} aria-label={`${agent.enabled ? 'Disable' : 'Enable'} ${name}`} onClick={() => void toggle()}>
          {agent.enabled ? 'Disable' : 'Enable'}
        </FormButton>
        <FormButton id={editButtonId} aria-label={`Edit ${name}`} onClick={onEdit}>
          Edit
        </FormButton>
        <FormConfirmButton question={`Delete the agent ${name}?`} confirmLabel="Yes, delete" label={`Delete ${name}`} onConfirm={remove}>
          Delete
        </FormConfirmButton>
      </div>
    </li>
  );
}
