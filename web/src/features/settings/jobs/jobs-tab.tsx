// /settings/jobs: when the rule handler and the collection handler run, as the two cron schedules
// of the main settings. The service checks each schedule before anything is saved; as one is typed,
// its next two runs are shown, so that "0 0-23/8 * * *" reads back as times before it is saved.
import { jobsSettingsFormSchema, type JobsSettingsForm as FormValues } from '../../../api/settings-forms.ts';
import { isScheduleAccepted, type MainSettings } from '../../../api/settings.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { FormInput } from '../../../components/form-input.tsx';
import { LoadState } from '../../../components/load-state.tsx';
import { ScheduleHint } from '../../../components/schedule-hint.tsx';
import { useMainSettingsSection, type MainSettingsSection } from '../shared/use-main-settings-section.ts';
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

export function JobsTab() {
  const {
    settings: { data, error, mutate },
    form: { register, formState, watch },
    save,
  } = useMainSettingsSection(SECTION);
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
            hint={<ScheduleHint purpose="When the rules are evaluated and collections filled." schedule={watch('rules_handler_job_cron') ?? ''} />}
            autoComplete="off"
            spellCheck={false}
            error={formState.errors.rules_handler_job_cron}
            {...register('rules_handler_job_cron')}
          />
          <FormInput
            id="jobs-collection-handler"
            label="Collection Handler"
            hint={<ScheduleHint purpose="When the media in collections are handled (removed, unmonitored)." schedule={watch('collection_handler_job_cron') ?? ''} />}
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
