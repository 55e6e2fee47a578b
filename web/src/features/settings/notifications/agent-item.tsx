// One stored notification agent in the list: its name, type, whether it is on, and the events it
// sends in words; Enable/Disable (the stored agent sent back with only that changed), Edit, and
// Delete after a confirmation naming it.
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
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
import { describeFailure } from '../shared/save-errors.ts';
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
  const [switching, setSwitching] = useState(false);
  const typeLabel = types.find((type) => type.key === agent.type)?.label ?? agent.type;
  const name = agent.name || '(no name)';

  const toggle = async () => {
    const enabled = !agent.enabled;
    setSwitching(true);
    try {
      await setNotificationAgentEnabled(revalidate, agent, enabled);
      toast.success(`Notification agent ${name} ${enabled ? 'enabled' : 'disabled'}`);
    } catch (failure) {
      toast.error(describeFailure(`${enabled ? 'Enabling' : 'Disabling'} the agent ${name}`, failure));
    } finally {
      setSwitching(false);
    }
  };

  const remove = async () => {
    try {
      await deleteNotificationAgent(revalidate, agent.id);
      toast.success(`Notification agent ${name} deleted`);
      onDeleted();
    } catch (failure) {
      toast.error(describeFailure(`Deleting the agent ${name}`, failure));
    }
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
        <FormButton busy={switching} aria-label={`${agent.enabled ? 'Disable' : 'Enable'} ${name}`} onClick={toggle}>
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
