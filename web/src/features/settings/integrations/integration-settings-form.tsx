// One form for each service configured by a URL and an API key: the media-request service
// (Overseerr and Jellyseerr on v2.21, Seerr on v3.x) and Tautulli. url and api_key follow the service's
// rules; Save, Test and Remove. Nothing is sent while a value breaks a rule.
import { toast } from '../../../lib/toast.ts';
import { serviceSettingsFormSchema } from '../../../api/settings-forms.ts';
import { FormInput } from '../../../components/form-input.tsx';
import { FormButton } from '../../../components/form-button.tsx';
import { FormConfirmButton } from '../../../components/form-confirm-button.tsx';
import {
  INTEGRATIONS,
  removeIntegration,
  saveIntegration,
  testIntegration,
  useIntegrationSettings,
  type IntegrationKey,
  type IntegrationSettings,
} from '../../../api/integrations.ts';
import { useRevalidate } from '../../../api/settings.ts';
import { LoadState } from '../../../components/load-state.tsx';
import { ConnectionTestOutcome, useConnectionTest } from '../shared/connection-test.tsx';
import { describeFailure } from '../shared/save-errors.ts';
import { useSettingsForm } from '../shared/use-settings-form.ts';
import '../settings.css';

const FIELDS = ['url', 'api_key'] as const;
/** What Test sends: both fields the form saves. */
const TESTED_FIELDS = FIELDS;

export function IntegrationSettingsForm({ service }: { service: IntegrationKey }) {
  const { name, placeholder, role } = INTEGRATIONS[service];
  const { data, error, mutate } = useIntegrationSettings(service);
  const revalidate = useRevalidate();
  const {
    form: { register, handleSubmit, reset, watch, formState },
    submit: save,
  } = useSettingsForm<IntegrationSettings>({
    schema: serviceSettingsFormSchema,
    fields: FIELDS,
    defaultValues: { url: '', api_key: '' },
    values: data,
    save: (values) => saveIntegration(revalidate, service, values),
    feedback: () => ({ success: `${name} settings saved`, action: `Saving the ${name} settings` }),
  });
  const connection = useConnectionTest(name, { tested: { watch, names: TESTED_FIELDS } });

  const test = handleSubmit((values) => connection.run(() => testIntegration(service, values)));

  const remove = async () => {
    try {
      await removeIntegration(revalidate, service);
      reset({ url: '', api_key: '' }, { keepDirtyValues: false, keepFieldsRef: true });
      connection.clear();
      toast.success(`${name} settings removed`);
    } catch (failure) {
      toast.error(describeFailure(`Removing the ${name} settings`, failure));
    }
  };

  return (
    <section className="settings-panel" aria-labelledby={`${service}-title`}>
      <h2 id={`${service}-title`}>{name}</h2>
      <p className="settings-panel__intro">
        Connect {name}, the {role}. Rules can then use its data.
      </p>
      <LoadState what={`the ${name} settings`} hasData={!!data} error={error} retry={() => mutate()}>
        <form className="form" noValidate onSubmit={save}>
          <FormInput
            id={`${service}-url`}
            label="URL"
            placeholder={placeholder}
            autoComplete="off"
            inputMode="url"
            hint={`Scheme, host and port, with no '/' at the end, e.g. ${placeholder} or https://${service}.example.com`}
            error={formState.errors.url}
            {...register('url')}
          />
          <FormInput
            id={`${service}-api-key`}
            label="API key"
            type="password"
            autoComplete="off"
            error={formState.errors.api_key}
            {...register('api_key')}
          />
          <div className="form-actions">
            <FormButton type="submit" variant="primary" busy={formState.isSubmitting && !connection.testing}>
              Save
            </FormButton>
            <FormButton busy={connection.testing} onClick={test}>
              Test
            </FormButton>
            <FormConfirmButton
              question={`Remove the ${name} settings?`}
              confirmLabel="Yes, remove"
              onConfirm={remove}
              disabled={!data?.url && !data?.api_key}
            >
              Remove
            </FormConfirmButton>
          </div>
          <ConnectionTestOutcome outcome={connection.outcome} />
        </form>
      </LoadState>
    </section>
  );
}
