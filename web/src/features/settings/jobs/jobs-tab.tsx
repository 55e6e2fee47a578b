// /settings/jobs: when the rule handler and the collection handler run, as the two cron schedules
// of the main settings. The service checks each schedule before anything is saved; as one is typed,
// its next two runs are shown, so that "0 0-23/8 * * *" reads back as times before it is saved.
import { useServerTimeZone } from '../../../api/about.ts';
import { jobsSettingsFormSchema, type JobsSettingsForm as FormValues } from '../../../api/settings-forms.ts';
import { isScheduleAccepted, type MainSettings } from '../../../api/settings.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { FormInput } from '../../../components/form-input.tsx';
import { LoadState } from '../../../components/load-state.tsx';
import { sameZone, userTimeZone } from '../../../lib/time-zone.ts';
import { useMainSettingsSection, type MainSettingsSection } from '../shared/use-main-settings-section.ts';
import { parseCron } from './cron-fields.ts';
import { nextRuns } from './next-runs.ts';
import '../settings.css';

const FIELDS = ['rules_handler_job_cron', 'collection_handler_job_cron'] as const;
const CRON_HINT = 'minute hour day-of-month month day-of-week';

function toFormValues({ jobs }: MainSettings): FormValues {
  return { rules_handler_job_cron: jobs.rulesHandler, collection_handler_job_cron: jobs.collectionHandler };
}

const SECTION: MainSettingsSection<FormValues> = {
  schema: jobsSettingsFormSchema(isScheduleAccepted),
  fields: FIELDS,
  toValues: toFormValues,
  toChanges: (values) => ({
    jobs: { rulesHandler: values.rules_handler_job_cron, collectionHandler: values.collection_handler_job_cron },
  }),
  feedback: { success: 'Job schedules saved', action: 'Saving the job schedules' },
};

/** A run's time as the user reads it: "Mon, Nov 30, 4:00 PM" in the browser's zone, with the year when it is not this one. */
function runTime(date: Date, now: Date): string {
  const year = date.getFullYear() === now.getFullYear() ? undefined : 'numeric';
  return date.toLocaleString(undefined, { weekday: 'short', year, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/**
 * When `schedule` next runs, in words, for the field's hint; nothing while it is not a valid
 * schedule (its message shows on save) or while the service's zone is not known.
 */
function nextRunsInWords(schedule: string, serverZone: string | undefined): string | undefined {
  const parsed = parseCron(schedule);
  if (!parsed || !serverZone) return undefined;
  const now = new Date();
  const runs = nextRuns(parsed, now, serverZone);
  if (runs.length === 0) return 'It names a date that does not come round: no run in the next four years.';
  const zoneNote = sameZone(now, serverZone, userTimeZone()) ? '' : ` (your time; the service runs it in ${serverZone})`;
  return `${runs.length === 1 ? 'Next run' : 'Next runs'}: ${runs.map((run) => runTime(run, now)).join(', then ')}${zoneNote}.`;
}

/** A field's hint with the schedule's next runs on a line of their own. */
function ScheduleHint({ purpose, nextRunsText }: { purpose: string; nextRunsText: string | undefined }) {
  return (
    <>
      {purpose}
      {nextRunsText && (
        <>
          <br />
          {nextRunsText}
        </>
      )}
    </>
  );
}

export function JobsTab() {
  const {
    settings: { data, error, mutate },
    form: { register, formState, watch },
    save,
  } = useMainSettingsSection(SECTION);
  const serverZone = useServerTimeZone();
  return (
    <section className="settings-panel" aria-labelledby="jobs-title">
      <h2 id="jobs-title">Jobs</h2>
      <p className="settings-muted">
        Cron schedules ({CRON_HINT}), in the server&apos;s time zone. For example <code>0 0-23/8 * * *</code> runs every
        eight hours, <code>30 3 * * 1</code> at 03:30 every Monday.
      </p>
      <LoadState what="the job schedules" hasData={!!data} error={error} retry={() => mutate()}>
        <form className="form" noValidate onSubmit={save} aria-label="Job schedules">
          <FormInput
            id="jobs-rule-handler"
            label="Rule Handler"
            hint={<ScheduleHint purpose="When the rules are evaluated and collections filled." nextRunsText={nextRunsInWords(watch('rules_handler_job_cron') ?? '', serverZone)} />}
            autoComplete="off"
            spellCheck={false}
            error={formState.errors.rules_handler_job_cron}
            {...register('rules_handler_job_cron')}
          />
          <FormInput
            id="jobs-collection-handler"
            label="Collection Handler"
            hint={<ScheduleHint purpose="When the media in collections are handled (removed, unmonitored)." nextRunsText={nextRunsInWords(watch('collection_handler_job_cron') ?? '', serverZone)} />}
            autoComplete="off"
            spellCheck={false}
            error={formState.errors.collection_handler_job_cron}
            {...register('collection_handler_job_cron')}
          />
          <div className="form-actions">
            <FormButton type="submit" variant="primary" busy={formState.isSubmitting}>
              Save
            </FormButton>
          </div>
        </form>
      </LoadState>
    </section>
  );
}
