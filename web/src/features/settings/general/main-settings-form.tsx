// /settings/main: application title, hostname, image caching and the API key, as far as the service
// offers them (v3.x has neither the title's editing nor the image cache). A regenerated key is saved
// at once, after a question (whatever uses the old key stops working).
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { mainSettingsFormSchema, type MainSettingsForm as FormValues } from '../../../api/settings-forms.ts';
import { generateApiKey, type MainSettings, type MainSettingsChanges } from '../../../api/settings.ts';
import { FormInput } from '../../../components/form-input.tsx';
import { FormCheckbox } from '../../../components/form-checkbox.tsx';
import { FormButton } from '../../../components/form-button.tsx';
import { FormConfirmButton } from '../../../components/form-confirm-button.tsx';
import { LoadState } from '../../../components/load-state.tsx';
import { describeFailure } from '../shared/save-errors.ts';
import { useMainSettingsSection, type MainSettingsSection } from '../shared/use-main-settings-section.ts';
import '../settings.css';

const FIELDS = ['applicationTitle', 'applicationUrl', 'cacheImages', 'apikey'] as const;

function toFormValues({ general }: MainSettings): FormValues {
  return {
    applicationTitle: general.applicationTitle,
    applicationUrl: general.applicationUrl,
    cacheImages: general.cacheImages,
    apikey: general.apiKey,
  };
}

function toChanges(values: FormValues): MainSettingsChanges {
  return {
    general: {
      applicationTitle: values.applicationTitle,
      applicationUrl: values.applicationUrl,
      apiKey: values.apikey,
      cacheImages: values.cacheImages,
    },
  };
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
    form: { register, reset, formState },
    save,
    saveChanges,
  } = useMainSettingsSection(SECTION);
  const [showKey, setShowKey] = useState(false);

  // A new key is saved at once, with the whole loaded object (not the other unsaved edits). The
  // form's saved values become the loaded ones with the new key, so edits typed and not saved stay
  // marked as such (leaving still asks about them).
  const regenerate = async () => {
    if (!data) return;
    try {
      const apikey = await generateApiKey();
      await saveChanges({ general: { apiKey: apikey } });
      reset({ ...toFormValues(data), apikey }, { keepDirtyValues: true });
      setShowKey(true);
      toast.success('New API key saved');
    } catch (failure) {
      toast.error(describeFailure('Regenerating the API key', failure));
    }
  };

  return (
    <section className="settings-panel" aria-labelledby="main-title">
      <h2 id="main-title">General</h2>
      <LoadState what="the settings" hasData={!!data} error={error} retry={() => mutate()}>
        <form className="form" noValidate onSubmit={save}>
          {data?.general.applicationTitle !== undefined && (
            <FormInput
              id="main-title-input"
              label="Application title"
              error={formState.errors.applicationTitle}
              {...register('applicationTitle')}
            />
          )}
          <FormInput
            id="main-hostname"
            label="Hostname (application URL)"
            hint="How people reach this app, e.g. maintainerr.example.com."
            autoComplete="off"
            error={formState.errors.applicationUrl}
            {...register('applicationUrl')}
          />
          {data?.general.cacheImages !== undefined && (
            <FormCheckbox
              id="main-cache-images"
              label="Cache images"
              hint="Posters are fetched once and served from this server. Turn off if you have trouble with images."
              error={formState.errors.cacheImages}
              {...register('cacheImages')}
            />
          )}
          <FormInput
            id="main-api-key"
            label="API key"
            hint="Maintainerr's own key, for tools that call the service itself. The key of this app's API is under Security."
            readOnly
            type={showKey ? 'text' : 'password'}
            error={formState.errors.apikey}
            addon={
              <>
                <FormButton onClick={() => setShowKey((shown) => !shown)}>{showKey ? 'Hide' : 'Show'}</FormButton>
                <FormConfirmButton question="Make a new key? Whatever uses the old one stops working." confirmLabel="Yes, regenerate" onConfirm={regenerate}>
                  Regenerate
                </FormConfirmButton>
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
