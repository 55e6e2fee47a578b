// v3.x runs one media server of three. Atop the Plex, Jellyfin and Emby tabs: which one the service
// runs, and, on another server's tab, the switch to it with what the switch clears, counted by the
// service before anything is asked. An install with none chosen but collections kept from before
// (a Plex token cleared before an upgrade, say) is offered the switch too. v2.21 runs Plex only: nothing shows there.
import { countLabel } from '../../../lib/count-label.ts';
import { serverName, useRunningServer, useSwitchMediaServer, type MediaServerType, type SwitchPreview } from '../../../api/media-server-switch.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { FormConfirmButton } from '../../../components/form-confirm-button.tsx';
import { describeFailure } from '../shared/save-errors.ts';
import { useToastedAction } from '../shared/use-toasted-action.ts';

/** "2 collections with 19 media items, 1 exclusion and 34 log entries", or undefined when nothing would be cleared. */
export function clearedLabel({ dataToBeCleared: cleared }: SwitchPreview): string | undefined {
  const parts = [
    cleared.collections > 0 && `${countLabel(cleared.collections, 'collection')}${cleared.collectionMedia > 0 ? ` with ${countLabel(cleared.collectionMedia, 'media item')}` : ''}`,
    cleared.collections === 0 && cleared.collectionMedia > 0 && countLabel(cleared.collectionMedia, 'media item'),
    cleared.exclusions > 0 && countLabel(cleared.exclusions, 'exclusion'),
    cleared.collectionLogs > 0 && countLabel(cleared.collectionLogs, 'log entry', 'log entries'),
  ].filter((part): part is string => !!part);
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** "drop 2 rules that cannot be carried over", or undefined when every rule can. */
function droppedRulesLabel(preview: SwitchPreview): string | undefined {
  const rules = preview.ruleMigration;
  const dropped = rules ? rules.totalRules - rules.migratableRules : 0;
  return dropped > 0 ? `drop ${countLabel(dropped, 'rule')} that cannot be carried over` : undefined;
}

/** "Switch to Jellyfin and clear 2 collections …, and drop 1 rule …?": what confirming does. */
function switchQuestion(name: string, cleared: string | undefined, dropped: string | undefined): string {
  const consequences = [cleared && `clear ${cleared}`, dropped].filter(Boolean);
  return `Switch to ${name}${consequences.length === 0 ? '' : ` and ${consequences.join(', and ')}`}?`;
}

/** The media server in use, and on another server's tab the switch to `target`. */
export function MediaServerChoice({ server: target }: { server: MediaServerType }) {
  const { data: preview, error, mutate, isValidating, running } = useRunningServer(target);
  const switchTo = useSwitchMediaServer();
  const { run } = useToastedAction<'switch'>();
  const name = serverName(target);
  const cleared = preview && clearedLabel(preview);
  const rules = preview?.ruleMigration;
  // v2.21 (undefined) runs Plex only. Nothing shows while this server runs, nor with none chosen
  // until the preview shows something to clear: nothing to clear is a fresh install, where saving
  // the server's settings chooses it.
  if (running === undefined || (running === null && !cleared) || running === target) return null;
  const confirm = async () => void (await run('switch', { write: () => switchTo(target), success: `Maintainerr now runs with ${name}`, failure: `Switching to ${name}` }));
  return (
    <div className="settings-notice" role="region" aria-label="Media server">
      <strong>{running ? `This Maintainerr runs with ${serverName(running)}.` : 'No media server is chosen, but collections from before remain.'}</strong>
      <p>
        {/* The Plex fields are stored whatever runs; Jellyfin's and Emby's saves would switch without clearing, so they wait. */}
        {target === 'plex' ? 'The Plex settings below take effect once it runs with Plex.' : `The ${name} settings below can be saved once it runs with ${name}.`}
      </p>
      {error ? (
        <>
          <p role="alert">{describeFailure(`Finding out what a switch to ${name} would clear`, error)}</p>
          <FormButton busy={isValidating} onClick={() => void mutate()}>
            Try again
          </FormButton>
        </>
      ) : (
        preview && (
          <p>
            A switch to {name} clears {cleared ?? 'no collections (there are none)'}
            {rules && rules.totalRules > 0 ? `; ${rules.migratableRules} of ${countLabel(rules.totalRules, 'rule')} can be carried over` : ''}.
          </p>
        )
      )}
      <div className="form-actions">
        <FormConfirmButton
          question={switchQuestion(name, cleared, preview && droppedRulesLabel(preview))}
          confirmLabel={`Yes, switch to ${name}`}
          onConfirm={confirm}
          disabled={!preview}
        >
          Switch to {name}
        </FormConfirmButton>
      </div>
    </div>
  );
}
