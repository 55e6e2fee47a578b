// /settings/jellyfin and /settings/emby (v3.x): the server's URL and API key, Save, Test and Remove.
// The service tests the connection before it saves, so a server it cannot reach is refused with its
// reason. While another media server runs, Save is refused here and nothing is sent: the switch
// above the form comes first, since it clears the other server's collections.
import { useState, type FormEvent } from 'react';
import { revealFirstMessageOfSubmit } from '../../../components/form-field.tsx';
import { useMainSettings, useRevalidate } from '../../../api/settings.ts';
import {
  API_KEY_SERVER_KEYS,
  removeApiKeyServer,
  saveApiKeyServer,
  testApiKeyServer,
  useApiKeyServerSettings,
  type ApiKeyServer,
} from '../../../api/media-servers.ts';
import { MEDIA_SERVER_NAMES, serverName, useRunningServer } from '../../../api/media-server-switch.ts';
import { apiKeyServerFormSchema, type ApiKeyServerForm } from '../../../api/settings-forms.ts';
import { LoadState } from '../../../components/load-state.tsx';
import { useConnectionTest } from '../shared/connection-test.tsx';
import { NO_URL_API_KEY, removeUrlApiKey, UrlApiKeyFields } from '../shared/url-api-key-fields.tsx';
import { useSettingsForm } from '../shared/use-settings-form.ts';
import { clearedLabel, MediaServerChoice } from './media-server-choice.tsx';
import '../settings.css';

const FIELDS = ['url', 'api_key'] as const;

/** Where each server's API keys are made, and an example address (each server's default port). */
const SERVER_HELP: Record<ApiKeyServer, { keyHint: string; placeholder: string }> = {
  jellyfin: { keyHint: 'In Jellyfin: Dashboard, then API Keys; add one named Maintainerr.', placeholder: 'http://jellyfin.lan:8096' },
  emby: { keyHint: 'In Emby: Settings, then Advanced, then API Keys; add one named Maintainerr.', placeholder: 'http://emby.lan:8096' },
};

export function ApiKeyServerSettingsForm({ server }: { server: ApiKeyServer }) {
  const name = MEDIA_SERVER_NAMES[server];
  const { keyHint, placeholder } = SERVER_HELP[server];
  const main = useMainSettings();
  const { data, error, mutate } = useApiKeyServerSettings(server);
  const revalidate = useRevalidate();
  const { form, submit: save } = useSettingsForm<ApiKeyServerForm>({
    schema: apiKeyServerFormSchema,
    fields: FIELDS,
    defaultValues: NO_URL_API_KEY,
    values: data?.values,
    save: async (values) => {
      try {
        await saveApiKeyServer(server, values, data);
      } finally {
        // Also after a failure: on a fresh install the server may have been chosen before the save was refused.
        await revalidate(...API_KEY_SERVER_KEYS(server));
      }
    },
    feedback: () => ({ success: `${name} settings saved`, action: `Saving the ${name} settings` }),
  });
  const { handleSubmit } = form;
  const connection = useConnectionTest(name, { tested: { watch: form.watch, names: FIELDS } });
  const test = handleSubmit((values) => connection.run(() => testApiKeyServer(server, values)));

  // Which server runs, as the panel above reads it.
  const { data: preview, running } = useRunningServer(server);
  const anotherRuns = !!running && running !== server;
  // A fresh install: none chosen and, once the preview says so, nothing a switch would clear (else the panel speaks).
  const firstRun = running === null && !!preview && !clearedLabel(preview);
  // Each refused Save counts: the alert is a new element each time, so a screen reader says it again.
  const [refusals, setRefusals] = useState(0);
  // Checked like a save, so a bad value is said at its field either way.
  const refuseWhileAnotherRuns = handleSubmit(() => setRefusals((count) => count + 1), revealFirstMessageOfSubmit);
  const submit = (event: FormEvent) => (anotherRuns ? refuseWhileAnotherRuns(event) : save(event));

  const remove = removeUrlApiKey(
    name,
    async () => {
      await removeApiKeyServer(server);
      await revalidate(...API_KEY_SERVER_KEYS(server));
    },
    form,
    connection.clear,
  );

  return (
    <section className="settings-panel" aria-labelledby={`${server}-title`}>
      <h2 id={`${server}-title`}>{name}</h2>
      <MediaServerChoice server={server} />
      {firstRun && (
        <div className="settings-notice settings-notice--intro" role="note" aria-label="First step">
          <strong>Start here: connect your {name} server.</strong>
          <p>
            No media server is chosen yet. Saving these settings makes {name} the one Maintainerr works on; rules,
            collections and the overview then use its libraries.
          </p>
        </div>
      )}
      <LoadState what={`the ${name} settings`} hasData={!!data && !!main.data} error={error ?? main.error} retry={() => void Promise.all([mutate(), main.mutate()])}>
        <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-label={`${name} server`}>
          <UrlApiKeyFields
            idPrefix={server}
            form={form}
            placeholder={placeholder}
            urlHint={`Scheme, host and port, with no '/' at the end, e.g. ${placeholder}`}
            keyHint={keyHint}
            connection={connection}
            onTest={test}
            removal={{
              question:
                running === server
                  ? `Remove the ${name} settings? Maintainerr runs with ${name} and cannot reach it without them.`
                  : `Remove the ${name} settings?`,
              disabled: !data?.values.url && !data?.values.api_key,
              onConfirm: remove,
            }}
          >
            {anotherRuns && refusals > 0 && (
              <p key={refusals} className="settings-result settings-result--failed" role="alert">
                This Maintainerr runs with {serverName(running)}: switch to {name} above
                first. Nothing was saved.
              </p>
            )}
          </UrlApiKeyFields>
        </form>
      </LoadState>
    </section>
  );
}
