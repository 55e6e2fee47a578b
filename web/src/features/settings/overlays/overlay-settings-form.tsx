// Settings > Overlays, first part: whether Maintainerr draws overlays, on what schedule, the last
// run, a run now, and the removal of every overlay. A schedule is checked with the service's own
// cron check before anything is sent (the overlay settings themselves store any text, recorded);
// an empty one means overlays are drawn only when run here.
import { useId, useState } from 'react';
import { messageOf } from '../../../lib/api-error.ts';
import { OVERLAY_RUN_WATCH_MS } from '../../../lib/constants.ts';
import { overlaySettingsFormSchema, type OverlaySettingsForm } from '../../../api/settings-forms.ts';
import { isScheduleAccepted, useRevalidate } from '../../../api/settings.ts';
import { removeAllOverlays, runOverlays, saveOverlaySettings, useOverlaySettings, useOverlayStatus, type OverlayStatus } from '../../../api/overlays.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { FormCheckbox } from '../../../components/form-checkbox.tsx';
import { FormConfirmButton } from '../../../components/form-confirm-button.tsx';
import { FormInput } from '../../../components/form-input.tsx';
import { LoadState } from '../../../components/load-state.tsx';
import { ScheduleHint } from '../../../components/schedule-hint.tsx';
import { useToastedAction } from '../shared/use-toasted-action.ts';
import { useSettingsForm } from '../shared/use-settings-form.ts';

const FIELDS = ['enabled', 'cronSchedule'] as const;
const SCHEMA = overlaySettingsFormSchema(isScheduleAccepted);

/** The last run in words. */
function lastRunText(status: OverlayStatus | undefined): string {
  if (!status) return 'Reading the last run…';
  if (status.status === 'running') return 'Drawing overlays now…';
  if (!status.lastRun || !status.lastResult) return 'No run since the service started.';
  const { processed, reverted, skipped, errors } = status.lastResult;
  const when = new Date(status.lastRun).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return `Last run ${when}: ${processed} drawn, ${reverted} put back, ${skipped} unchanged, ${errors} failed.`;
}

/** A run asked for: the last run the status named then, and when. */
interface AskedRun {
  lastRunBefore: string | null;
  at: number;
}

export function OverlaySettingsForm() {
  const { data, error, mutate } = useOverlaySettings();
  const [askedRun, setAskedRun] = useState<AskedRun>();
  const status = useOverlayStatus(
    (current) => !!askedRun && current?.lastRun === askedRun.lastRunBefore && Date.now() - askedRun.at < OVERLAY_RUN_WATCH_MS,
  );
  const revalidate = useRevalidate();
  const { form, submit } = useSettingsForm<OverlaySettingsForm>({
    schema: SCHEMA,
    fields: FIELDS,
    values: data ? { enabled: data.enabled, cronSchedule: data.cronSchedule ?? '' } : undefined,
    save: (values) => saveOverlaySettings(revalidate, { enabled: values.enabled, cronSchedule: values.cronSchedule || null }),
    feedback: (values) => ({ success: values.enabled ? 'Overlays are on' : 'Overlays are off', action: 'Saving the overlay settings' }),
  });
  const { register, formState, watch } = form;
  const schedule = watch('cronSchedule') ?? '';
  const { busy, run } = useToastedAction<'run' | 'remove'>();
  const runNow = () => {
    setAskedRun({ lastRunBefore: status.data?.lastRun ?? null, at: Date.now() });
    return run('run', { write: () => runOverlays(revalidate), success: 'Overlay run started', failure: 'Starting an overlay run' });
  };
  // A run acts on what the service has saved, not on a switch not saved yet. Removing every
  // overlay works either way: with overlays off is when one wants the original artwork back.
  const savedOn = !!data?.enabled;
  const runHintId = useId();

  return (
    <LoadState what="the overlay settings" hasData={!!data} error={error} retry={() => void mutate()}>
      <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Overlay settings">
        <FormCheckbox
          id="overlays-enabled"
          label="Draw overlays"
          hint="On the posters of media in collections, and on episodes' title cards, in the media server."
          error={formState.errors.enabled}
          {...register('enabled')}
        />
        <FormInput
          id="overlays-schedule"
          label="Schedule"
          autoComplete="off"
          spellCheck={false}
          placeholder="45 4 * * *"
          hint={
            schedule.trim() ? (
              <ScheduleHint purpose="When overlays are drawn (minute hour day month weekday)." schedule={schedule} />
            ) : (
              'Empty: overlays are drawn only when you run them here. For example 45 4 * * * draws them at 04:45 every day.'
            )
          }
          error={formState.errors.cronSchedule}
          {...register('cronSchedule')}
        />
        <div className="form-actions">
          <FormButton type="submit" variant="primary" busy={formState.isSubmitting}>
            Save
          </FormButton>
        </div>
      </form>
      <div className="overlay-run" role="group" aria-label="Overlay runs">
        <p className="settings-muted" role="status">
          {status.error && !status.data ? `The last run could not be read: ${messageOf(status.error)}` : lastRunText(status.data)}
        </p>
        <div className="form-actions">
          <FormButton
            busy={busy === 'run' || status.data?.status === 'running'}
            disabled={!savedOn}
            aria-describedby={savedOn ? undefined : runHintId}
            onClick={() => void runNow()}
          >
            Run now
          </FormButton>
          <FormConfirmButton
            question="Put the original artwork back on every item with an overlay?"
            confirmLabel="Yes, remove all"
            onConfirm={async () =>
              void (await run('remove', { write: () => removeAllOverlays(revalidate), success: 'Putting the original artwork back on every item', failure: 'Removing the overlays' }))
            }
          >
            Remove all overlays
          </FormConfirmButton>
        </div>
        {!savedOn && (
          <p id={runHintId} className="settings-muted">
            Turn overlays on and save to run them.
          </p>
        )}
      </div>
    </LoadState>
  );
}
