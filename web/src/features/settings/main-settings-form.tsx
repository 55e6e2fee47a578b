// /settings/main (API.md §2.1): application title, hostname, image caching and the API key.
// Saves send the loaded object overlaid with the changes (main-settings-body.ts): the service
// rejects a body without both cron fields, which is why the peer UI's key regeneration never stuck.
import { useState } from 'react';
import { toast } from 'react-toastify';
import { mainSettingsFormSchema, type MainSettings, type MainSettingsForm as FormValues } from '../../../../wire/v2/settings.ts';
import { FormInput } from '../../components/form-input.tsx';
import { FormCheckbox } from '../../components/form-checkbox.tsx';
import { FormButton } from '../../components/form-button.tsx';
import { generateApiKey, saveMainSettings } from './api.ts';
import { LoadState } from '../../components/load-state.tsx';
import { describeFailure } from './save-errors.ts';
import { useMainSettingsSection, type MainSettingsSection } from './use-main-settings-section.ts';
import './settings.css';

const FIELDS = ['applicationTitle', 'applicationUrl', 'cacheImages', 'apikey'] as const;

function toFormValues(settings: MainSettings): FormValues {
  return {
    applicationTitle: settings.applicationTitle ?? '',
    applicationUrl: settings.applicationUrl ?? '',
    cacheImages: settings.cacheImages !== 0,
    apikey: settings.apikey ?? '',
  };
}

function toChanges(values: FormValues): Partial<MainSettings> {
  return { ...values, cacheImages: values.cacheImages ? 1 : 0 };
}

const SECTION: MainSettingsSection<FormValues> = {
  schema: mainSettingsFormSchema,
  fields: FIELDS,
  toValues: toFormValues,
  toChanges,
  feedback: { success: 'Settings saved', action: 'Saving the settings' },
};

export function MainSettingsForm() {
  const {
    settings: { data, error, mutate },
    form: { register, reset, getValues, formState },
    save,
    revalidate,
  } = useMainSettingsSection(SECTION);
  const [showKey, setShowKey] = useState(false);
  const [regenerating, setRegenerating] = useState(false);

  // A new key is saved at once, with the whole loaded object (not the other unsaved edits).
  const regenerate = async () => {
    if (!data) return;
    setRegenerating(true);
    try {
      const apikey = await generateApiKey();
      await saveMainSettings(revalidate, data, { apikey });
      reset({ ...getValues(), apikey }, { keepDirtyValues: true });
      setShowKey(true);
      toast.success('New API key saved');
    } catch (failure) {
      toast.error(describeFailure('Regenerating the API key', failure));
    } finally {
      setRegenerating(false);
    }
  };

  return (
    <section className="settings-panel" aria-labelledby="main-title">
      <h2 id="main-title">General</h2>
      <LoadState what="the settings" hasData={!!data} error={error} retry={() => mutate()}>
        <form className="form" noValidate onSubmit={save}>
          <FormInput
            id="main-title-input"
            label="Application title"
            error={formState.errors.applicationTitle}
            {...register('applicationTitle')}
          />
          <FormInput
            id="main-hostname"
            label="Hostname (application URL)"
            hint="How people reach this app, e.g. maintainerr.example.com."
            autoComplete="off"
            error={formState.errors.applicationUrl}
            {...register('applicationUrl')}
          />
          <FormCheckbox
            id="main-cache-images"
            label="Cache images"
            hint="Posters are fetched once and served from this server. Turn off if you have trouble with images."
            error={formState.errors.cacheImages}
            {...register('cacheImages')}
          />
          <FormInput
            id="main-api-key"
            label="API key"
            readOnly
            type={showKey ? 'text' : 'password'}
            error={formState.errors.apikey}
            addon={
              <>
                <FormButton onClick={() => setShowKey((shown) => !shown)}>{showKey ? 'Hide' : 'Show'}</FormButton>
                <FormButton busy={regenerating} onClick={regenerate}>
                  Regenerate
                </FormButton>
              </>
            }
            {...register('apikey')}
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
