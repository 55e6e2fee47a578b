// Which notification agents are told about the group's collection (media added, about to be
// handled, handled …), one checkbox per agent stored under Settings › Notifications. What each
// agent is told about is set on the agent itself.
import { Link } from 'react-router-dom';
import { useNotificationChoices } from '../../../api/notifications.ts';
import type { RuleGroupDraft } from '../../../api/rule-editor-types.ts';
import { paths } from '../../../lib/paths.ts';
import { DraftCheckbox } from './draft-fields.tsx';

export interface NotificationFieldsProps {
  draft: RuleGroupDraft;
  change: (patch: Partial<RuleGroupDraft>) => void;
}

export function NotificationFields({ draft, change }: NotificationFieldsProps) {
  const { choices, error, isLoading } = useNotificationChoices();
  const linked = new Set(draft.notifications.map((notification) => notification.id));
  const toggle = (choice: (typeof choices)[number], on: boolean) =>
    change({
      // In id order, as read (api/rule-group-wire.ts): ticking again what was unticked leaves the draft unchanged.
      notifications: on
        ? [...draft.notifications, choice.wire].sort((a, b) => a.id - b.id)
        : draft.notifications.filter((notification) => notification.id !== choice.agent.id),
    });

  return (
    <fieldset className="rule-editor__group">
      <legend>Notifications</legend>
      {error ? (
        // Saving still works: the group keeps the agents it has.
        <p className="rule-editor__note" role="alert">
          Could not load the notification agents: the group keeps the {linked.size === 1 ? 'agent' : 'agents'} it has ({linked.size}).
        </p>
      ) : isLoading ? (
        <p className="rule-editor__note">Loading the notification agents…</p>
      ) : choices.length === 0 ? (
        <p className="rule-editor__note">
          No notification agent is set up. <Link to={paths.settingsTab('notifications')}>Set one up under Settings › Notifications</Link>.
        </p>
      ) : (
        choices.map((choice) => (
          <DraftCheckbox
            key={choice.agent.id}
            path={`notifications.${choice.agent.id}`}
            label={`Tell ${choice.agent.name || `agent ${choice.agent.id}`} (${choice.agent.type})`}
            hint={choice.agent.enabled ? undefined : 'This agent is switched off: it tells nobody until it is switched on.'}
            messages={[]}
            checked={linked.has(choice.agent.id)}
            onChange={(on) => toggle(choice, on)}
          />
        ))
      )}
    </fieldset>
  );
}
