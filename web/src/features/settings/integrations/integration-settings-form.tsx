// One form for each service configured by a URL and an API key: the media-request service
// (Overseerr and Jellyseerr on v2.21, Seerr on v3.x) and Tautulli; and Streamystats (v3.x running
// Jellyfin), configured by its URL alone. url and api_key follow the service's
// rules; Save, Test and Remove. Nothing is sent while a value breaks a rule.
import { serviceSettingsFormSchema } from '../../../api/settings-forms.ts';
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
import { useConnectionTest } from '../shared/connection-test.tsx';
import { NO_URL_API_KEY, removeUrlApiKey, UrlApiKeyFields } from '../shared/url-api-key-fields.tsx';
import { useSettingsForm } from '../shared/use-settings-form.ts';
import '../settings.css';

const FIELDS = ['url', 'api_key'] as const;
/** What Test sends: the fields the form saves (Streamystats' wire body takes the URL alone). */
const TESTED_FIELDS = FIELDS;

export function IntegrationSettingsForm({ service }: { service: IntegrationKey }) {
  const { name, placeholder, role, urlOnly } = INTEGRATIONS[service];
  const { data, error, mutate } = useIntegrationSettings(service);
  const revalidate = useRevalidate();
  const { form, submit: save } = useSettingsForm<IntegrationSettings>({
    schema: serviceSettingsFormSchema,
    fields: FIELDS,
    defaultValues: NO_URL_API_KEY,
    values: data,
    save: (values) => saveIntegration(revalidate, service, values),
    feedback: () => ({ success: `${name} settings saved`, action: `Saving the ${name} settings` }),
  });
  const connection = useConnectionTest(name, { tested: { watch: form.watch, names: TESTED_FIELDS } });

  const test = form.handleSubmit((values) => connection.run(() => testIntegration(service, values)));

  const remove = removeUrlApiKey(name, () => removeIntegration(revalidate, service), form, connection.clear);

  return (
    <section className="settings-panel" aria-labelledby={`${service}-title`}>
      <h2 id={`${service}-title`}>{name}</h2>
      <p className="settings-panel__intro">
        Connect {name}, the {role}. Rules can then use its data.
      </p>
      <LoadState what={`the ${name} settings`} hasData={!!data} error={error} retry={() => mutate()}>
        <form className="form" noValidate onSubmit={save}>
          <UrlApiKeyFields
            idPrefix={service}
            form={form}
            placeholder={placeholder}
            urlHint={`Scheme, host and port, with no '/' at the end, e.g. ${placeholder} or https://${service}.example.com`}
            withApiKey={!urlOnly}
            connection={connection}
            onTest={test}
            removal={{ question: `Remove the ${name} settings?`, disabled: !data?.url && !data?.api_key, onConfirm: remove }}
          />
        </form>
      </LoadState>
    </section>
  );
}
