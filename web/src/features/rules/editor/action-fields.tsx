// What happens to the media the rules select: the action (through a Radarr/Sonarr server, on v3.x
// a Sportarr one for a show library of sports, or the media server itself), after how many days,
// and the collection's options, as each generation's wire allows them. On v3.x the group may run on
// its own cron schedule, checked live by the service like the Jobs tab's schedules, with its next
// runs under it as there.
import { useEffect, useRef, useState } from 'react';
import { ARR_NAMES, useArrServers, useQualityProfiles, type ServerListKind } from '../../../api/arr-servers.ts';
import { useIntegrationSettings } from '../../../api/integrations.ts';
import type { RuleGroupDraft } from '../../../api/rule-editor-types.ts';
import { arrAppOf } from '../../../api/arr-actions.ts';
import { isScheduleAccepted } from '../../../api/settings.ts';
import { ScheduleHint } from '../../../components/schedule-hint.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { CHANGE_QUALITY_PROFILE_ACTION, DO_NOTHING_ACTION } from '../../../api/collection-types.ts';
import { actionChoices } from '../labels.ts';
import { SCHEDULE_MESSAGE } from '../rule-logic.ts';
import { DraftCheckbox, DraftSelect, DraftText, type SelectOption, type SelectOptionGroup } from './draft-fields.tsx';
import { messageOf } from '../../../lib/api-error.ts';

/** The service's verdict on the schedule as typed, asked once typing pauses; undefined while unknown. */
export function useScheduleVerdict(schedule: string): boolean | undefined {
  const [settled] = useDebouncedValue(schedule.trim(), 400);
  const [verdict, setVerdict] = useState<{ schedule: string; accepted: boolean }>();
  useEffect(() => {
    if (!settled) return;
    let current = true;
    void isScheduleAccepted(settled).then((accepted) => {
      if (current) setVerdict({ schedule: settled, accepted });
    });
    return () => {
      current = false;
    };
  }, [settled]);
  return verdict && verdict.schedule === schedule.trim() ? verdict.accepted : undefined;
}

export interface ActionFieldsProps {
  draft: RuleGroupDraft;
  generation: 2 | 3;
  messagesAt: (path: string) => string[];
  change: (patch: Partial<RuleGroupDraft>) => void;
  /** The service's verdict on the typed schedule (useScheduleVerdict); undefined while unknown. */
  scheduleAccepted: boolean | undefined;
}

/** A server's value in the picker, its *arr and id ("sportarr:2"): ids are only unique within one *arr. */
const serverValue = (app: ServerListKind, id: number) => `${app}:${id}`;


/**
 * The *arr server picker's choices: none, then the family's servers (Radarr's for movies, Sonarr's
 * for shows). On v3.x a show library may hold sports leagues, which Sportarr manages: once a
 * Sportarr server exists (or the group uses one), the Sonarr and Sportarr servers are offered under
 * a heading each.
 */
function useServerChoices(draft: RuleGroupDraft, generation: 2 | 3) {
  const familyApp = draft.kind === 'movie' ? 'radarr' : 'sonarr';
  const sportarrPossible = generation === 3 && draft.kind !== 'movie';
  const family = useArrServers(familyApp);
  const sportarr = useArrServers(sportarrPossible ? 'sportarr' : null);
  const chosenApp = arrAppOf(draft);
  const asOptions = (app: ServerListKind, list: typeof family): SelectOption[] => {
    const options = list.servers.map((server) => ({ value: serverValue(app, server.id), label: server.serverName }));
    // The group's own server while its list loads, or one the list does not hold: shown as chosen,
    // not as "None", which it is not (the group is saved with it).
    const ownId = draft.arrServerId;
    if (app === chosenApp && ownId !== null && !list.servers.some((server) => server.id === ownId)) {
      const label = list.data === undefined ? `${ARR_NAMES[app]} server ${ownId}` : `Unknown ${ARR_NAMES[app]} server (${ownId})`;
      options.push({ value: serverValue(app, ownId), label });
    }
    return options;
  };
  const none: SelectOption = { value: '', label: 'None: the media server acts' };
  if (sportarrPossible && (sportarr.servers.length > 0 || chosenApp === 'sportarr')) {
    const groups: SelectOptionGroup[] = [
      { group: 'Sonarr', options: asOptions('sonarr', family) },
      { group: 'Sportarr', options: asOptions('sportarr', sportarr) },
    ];
    return { label: 'Sonarr or Sportarr server', options: [none, ...groups.filter((group) => group.options.length > 0)] };
  }
  return { label: `${ARR_NAMES[familyApp]} server`, options: [none, ...asOptions(familyApp, family)] };
}

export function ActionFields({ draft, generation, messagesAt, change, scheduleAccepted }: ActionFieldsProps) {
  const app = arrAppOf(draft);
  const serverChoices = useServerChoices(draft, generation);
  const { profiles, error: profilesError } = useQualityProfiles(app, generation === 3 && draft.arrAction === CHANGE_QUALITY_PROFILE_ACTION ? draft.arrServerId : null);
  const choices = actionChoices(draft.kind, draft.arrServerId === null ? null : app, generation);
  const viaSportarr = app === 'sportarr';
  const current = choices.some((choice) => choice.value === draft.arrAction) ? [] : [{ value: String(draft.arrAction), label: `Action ${draft.arrAction}` }];
  // The service's verdict says more only where the form's own check of the shape found nothing: one
  // field, one message.
  const ownMessages = messagesAt('schedule');
  const live = ownMessages.length === 0 && draft.schedule.trim() && scheduleAccepted === false ? [SCHEDULE_MESSAGE] : [];
  const scheduleMessages = [...ownMessages, ...live];
  const requestService = generation === 3 ? 'Seerr' : 'Overseerr';
  // Only Tautulli's rules read the override: offered once Tautulli is set up, and shown while the
  // group holds one (Tautulli removed since), so it can be seen and cleared.
  const tautulli = useIntegrationSettings('tautulli');
  // Once offered it stays: emptying it must not take away the field being typed in.
  const tautulliOffered = useRef(false);
  if (tautulli.data?.url || draft.tautulliWatchedPercentOverride.trim() !== '') tautulliOffered.current = true;
  const offerTautulliOverride = tautulliOffered.current;

  return (
    <fieldset className="rule-editor__group">
      <legend>What happens</legend>
      <div className="rule-editor__row">
        <DraftSelect
          path="arrServerId"
          label={serverChoices.label}
          messages={messagesAt('arrServerId')}
          value={draft.arrServerId === null ? '' : serverValue(app, draft.arrServerId)}
          options={serverChoices.options}
          onChange={(value) => {
            const [chosenApp, id] = value.split(':') as [ServerListKind, string];
            const arrServerId = value === '' ? null : Number(id);
            const allowed = actionChoices(draft.kind, arrServerId === null ? null : chosenApp, generation).some((choice) => choice.value === draft.arrAction);
            // A profile is one server's: another server's id would be sent as if it were chosen.
            change({ arrServerId, viaSportarr: chosenApp === 'sportarr', qualityProfileId: null, ...(allowed ? {} : { arrAction: DO_NOTHING_ACTION }) });
          }}
        />
        <DraftSelect
          path="arrAction"
          label="Action"
          messages={messagesAt('arrAction')}
          value={String(draft.arrAction)}
          options={[...current, ...choices.map((choice) => ({ value: String(choice.value), label: choice.label }))]}
          onChange={(value) => change({ arrAction: Number(value) })}
        />
      </div>
      {draft.arrAction === CHANGE_QUALITY_PROFILE_ACTION && (
        <DraftSelect
          path="qualityProfileId"
          label="Quality profile"
          messages={messagesAt('qualityProfileId')}
          hint={profilesError ? `Could not load this server's quality profiles (${messageOf(profilesError)}). Check the server under Settings.` : undefined}
          value={draft.qualityProfileId === null ? '' : String(draft.qualityProfileId)}
          options={[
            { value: '', label: profiles.length ? 'Choose a profile…' : profilesError ? 'Profiles could not be loaded' : 'No profile offered by this server' },
            ...profiles.map((profile) => ({ value: String(profile.id), label: profile.name })),
          ]}
          onChange={(value) => change({ qualityProfileId: value === '' ? null : Number(value) })}
        />
      )}
      <div className="rule-editor__row">
        {draft.arrAction !== DO_NOTHING_ACTION && (
          <DraftText
            path="deleteAfterDays"
            label="Days in the collection before the action"
            hint={draft.deleteAfterDays.trim() === '' ? 'Empty: the action never runs; items only gather in the collection.' : undefined}
            inputMode="numeric"
            messages={messagesAt('deleteAfterDays')}
            value={draft.deleteAfterDays}
            onChange={(deleteAfterDays) => change({ deleteAfterDays })}
          />
        )}
        <DraftText
          path="keepLogsForMonths"
          label="Keep the collection's log for (months)"
          inputMode="numeric"
          messages={messagesAt('keepLogsForMonths')}
          value={draft.keepLogsForMonths}
          onChange={(keepLogsForMonths) => change({ keepLogsForMonths })}
        />
        {offerTautulliOverride && (
          <DraftText
            path="tautulliWatchedPercentOverride"
            label="Tautulli: percent played that counts as watched"
            hint="For this group's Tautulli rules. Empty: Tautulli's own Watched Percent setting."
            inputMode="numeric"
            messages={messagesAt('tautulliWatchedPercentOverride')}
            value={draft.tautulliWatchedPercentOverride}
            onChange={(tautulliWatchedPercentOverride) => change({ tautulliWatchedPercentOverride })}
          />
        )}
      </div>
      {generation === 3 && (
        <DraftText
          path="schedule"
          label="Own schedule (cron)"
          hint={
            <ScheduleHint
              purpose="Empty: the group runs with all rules, on the Jobs tab's schedule. Otherwise minute hour day month weekday, e.g. 0 3 * * *."
              schedule={scheduleMessages.length === 0 ? draft.schedule : ''}
            />
          }
          messages={scheduleMessages}
          value={draft.schedule}
          onChange={(schedule) => change({ schedule })}
        />
      )}
      {!viaSportarr && (
        <DraftCheckbox path="listExclusions" label="Add an import list exclusion in Radarr/Sonarr when the action deletes" messages={[]} checked={draft.listExclusions} onChange={(listExclusions) => change({ listExclusions })} />
      )}
      <DraftCheckbox path="forceRequestRemoval" label={`Remove the ${requestService} request too`} messages={[]} checked={draft.forceRequestRemoval} onChange={(forceRequestRemoval) => change({ forceRequestRemoval })} />
      <DraftCheckbox path="visibleOnRecommended" label="Show the collection on the library's recommended screen" messages={[]} checked={draft.visibleOnRecommended} onChange={(visibleOnRecommended) => change({ visibleOnRecommended })} />
      <DraftCheckbox path="visibleOnHome" label="Show the collection on the home screen" messages={[]} checked={draft.visibleOnHome} onChange={(visibleOnHome) => change({ visibleOnHome })} />
      {generation === 3 && !viaSportarr && (
        <>
          <DraftCheckbox path="cleanupLeftoverFolders" label="Remove folders left behind after deleting" messages={[]} checked={draft.cleanupLeftoverFolders} onChange={(cleanupLeftoverFolders) => change({ cleanupLeftoverFolders })} />
          <DraftCheckbox path="tagInArr" label="Tag the media in Radarr/Sonarr" messages={[]} checked={draft.tagInArr} onChange={(tagInArr) => change({ tagInArr })} />
        </>
      )}
      <DraftCheckbox
        path="manualCollection"
        label="Use a collection that already exists on the media server"
        messages={messagesAt('manualCollection')}
        checked={draft.manualCollection}
        onChange={(manualCollection) => change({ manualCollection })}
      />
      {draft.manualCollection && (
        <DraftText
          path="manualCollectionName"
          label="Name of that collection"
          hint="It must exist on the media server."
          messages={messagesAt('manualCollectionName')}
          value={draft.manualCollectionName}
          onChange={(manualCollectionName) => change({ manualCollectionName })}
        />
      )}
    </fieldset>
  );
}
