// Log settings: level, max size in MB, number of backups, checked by the service's rules before sending.
import { LOG_LEVELS, logSettingsFormSchema, type LogSettings } from '../../../api/settings-forms.ts';
import { FormInput } from '../../../components/form-input.tsx';
import { FormSelect } from '../../../components/form-select.tsx';
import { FormButton } from '../../../components/form-button.tsx';
import { saveLogSettings, useLogSettings } from '../../../api/logs.ts';
import { useRevalidate } from '../../../api/settings.ts';
import { LoadState } from '../../../components/load-state.tsx';
import { useSettingsForm } from '../shared/use-settings-form.ts';

const FIELDS = ['level', 'max_size', 'max_files'] as const;
const LEVEL_OPTIONS = LOG_LEVELS.map((level) => ({ value: level, label: level[0]!.toUpperCase() + level.slice(1) }));

export function LogSettingsForm() {
  const { data, error, mutate } = useLogSettings();
  const revalidate = useRevalidate();
  const {
    form: { register, formState },
    submit: save,
  } = useSettingsForm<LogSettings>({
    schema: logSettingsFormSchema,
    fields: FIELDS,
    values: data,
    save: (values) => saveLogSettings(revalidate, values),
    feedback: () => ({ success: 'Log settings saved', action: 'Saving the log settings' }),
  });

  return (
    <LoadState what="the log settings" hasData={!!data} error={error} retry={() => mutate()}>
      <form className="form" noValidate onSubmit={save} aria-label="Log settings">
        <FormSelect id="log-level" label="Level" options={LEVEL_OPTIONS} error={formState.errors.level} {...register('level')} />
        <FormInput
          id="log-max-size"
          label="Max size (MB)"
          type="number"
          inputMode="decimal"
          step="any"
          hint="Size of one log file before it is rotated; 0 or more."
          error={formState.errors.max_size}
          {...register('max_size', { valueAsNumber: true })}
        />
        <FormInput
          id="log-max-files"
          label="Max backups"
          type="number"
          inputMode="numeric"
          step="any"
          hint="How many rotated files to keep; 1 or more."
          error={formState.errors.max_files}
          {...register('max_files', { valueAsNumber: true })}
        />
        <div className="form-actions">
          <FormButton type="submit" variant="primary" busy={formState.isSubmitting}>
            Save
          </FormButton>
        </div>
      </form>
    </LoadState>
  );
}
