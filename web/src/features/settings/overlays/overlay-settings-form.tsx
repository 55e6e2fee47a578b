// Settings > Overlays, first part: whether Maintainerr draws overlays, on what schedule, the last
// run, a run now, and the removal of every overlay. A schedule is checked with the service's own
// cron check before anything is sent (the overlay settings themselves store any text, recorded);
// an empty one means overlays are drawn only when run here.
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { overlaySettingsFormSchema, type OverlaySettingsForm } from '../../../api/settings-forms.ts';
import { isScheduleAccepted, useRevalidate } from '../../../api/settings.ts';
import { removeAllOverlays, runOverlays, saveOverlaySettings, useOverlaySettings, useOverlayStatus, type OverlayStatus } from '../../../api/overlays.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { FormCheckbox } from '../../../components/form-checkbox.tsx';
import { FormConfirmButton } from '../../../components/form-confirm-button.tsx';
import { FormInput } from '../../../components/form-input.tsx';
import { LoadState } from '../../../components/load-state.tsx';
import { ScheduleHint } from '../../../components/schedule-hint.tsx';
import { describeFailure } from '../shared/save-errors.ts';
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

export function OverlaySettingsForm() {
  const { data, error, mutate } = useOverlaySettings();
  const status = useOverlayStatus();
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
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      await runOverlays(revalidate);
      toast.success('Overlay run started');
    } catch (failure) {
      toast.error(describeFailure('Starting an overlay run', failure));
    } finally {
      setRunning(false);
    }
  };
  const removeAll = async () => {
    try {
      await removeAllOverlays(revalidate);
      toast.success('Putting the original artwork back on every item');
    } catch (failure) {
      toast.error(describeFailure('Removing the overlays', failure));
    }
  };
  // Runs act on what the service has saved, not on a switch not saved yet.
  const savedOn = !!data?.enabled;

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
          {lastRunText(status.data)}
        </p>
        <div className="form-actions">
          <FormButton busy={running || status.data?.status === 'running'} disabled={!savedOn} onClick={() => void run()}>
            Run now
          </FormButton>
          <FormConfirmButton
            question="Put the original artwork back on every item with an overlay?"
            confirmLabel="Yes, remove all"
            onConfirm={removeAll}
            disabled={!savedOn}
          >
            Remove all overlays
          </FormConfirmButton>
        </div>
        {!savedOn && <p className="settings-muted">Turn overlays on and save to run them or remove them.</p>}
      </div>
    </LoadState>
  );
}
