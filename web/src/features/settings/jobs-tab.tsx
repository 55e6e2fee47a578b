// /settings/jobs: the two handler schedules of the main settings (API.md §2.1), read-only.
import { useSettings } from '../../hooks/use-settings.ts';
import { LoadState } from '../../components/load-state.tsx';
import { NotEditableNote } from './not-editable-note.tsx';

/** The two handler schedules from the main settings, read-only. */
export function JobsTab() {
  const { data, error, mutate } = useSettings();
  return (
    <section className="settings-panel" aria-labelledby="jobs-title">
      <h2 id="jobs-title">Jobs</h2>
      <NotEditableNote what="The job schedule" />
      <LoadState what="the job schedule" hasData={!!data} error={error} retry={() => mutate()}>
        <dl className="about-facts">
          <div className="about-fact">
            <dt>Rule Handler (cron)</dt>
            <dd>
              <code>{data?.rules_handler_job_cron}</code>
            </dd>
          </div>
          <div className="about-fact">
            <dt>Collection Handler (cron)</dt>
            <dd>
              <code>{data?.collection_handler_job_cron}</code>
            </dd>
          </div>
        </dl>
      </LoadState>
    </section>
  );
}
