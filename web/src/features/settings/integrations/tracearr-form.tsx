// /settings/tracearr (v3.x): Tracearr, a watch-history service for Plex, Jellyfin and Emby. URL and
// API key, with Save, Test and Remove. Save first asks Tracearr, through the service, which media
// servers it follows: one is taken as it is; where it follows several, the choice shows and Save
// waits for it. A Tracearr the service cannot reach is refused with its reason, and nothing is saved.
import { useEffect, useRef, useState } from 'react';
import { apiKeyServerFormSchema } from '../../../api/settings-forms.ts';
import { useRevalidate } from '../../../api/settings.ts';
import { findTracearrServers, removeTracearr, saveTracearr, testTracearr, useTracearrSettings, type TracearrServer } from '../../../api/tracearr.ts';
import type { IntegrationSettings } from '../../../api/integrations.ts';
import { FormSelect } from '../../../components/form-select.tsx';
import { LoadState } from '../../../components/load-state.tsx';
import { useConnectionTest } from '../shared/connection-test.tsx';
import { NO_URL_API_KEY, removeUrlApiKey, UrlApiKeyFields } from '../shared/url-api-key-fields.tsx';
import { useSettingsForm } from '../shared/use-settings-form.ts';
import '../settings.css';

const FIELDS = ['url', 'api_key'] as const;
const NAME = 'Tracearr';
const NO_SERVERS = 'Tracearr follows no media server: add the one Maintainerr runs with in Tracearr first';
const CHOOSE_SERVER = 'Tracearr follows several media servers: choose the one Maintainerr runs with, then save again';

export function TracearrSettingsForm() {
  const { data, error, mutate } = useTracearrSettings();
  const revalidate = useRevalidate();
  // The servers found for the URL and key on screen, once Tracearr was found to follow several.
  const [servers, setServers] = useState<TracearrServer[]>();
  const [chosen, setChosen] = useState<string>();
  const { form, submit } = useSettingsForm<IntegrationSettings>({
    schema: apiKeyServerFormSchema,
    fields: FIELDS,
    defaultValues: NO_URL_API_KEY,
    values: data?.values,
    save: async (values) => {
      const found = await findTracearrServers(values);
      if (found.length === 0) throw new Error(NO_SERVERS);
      // Only a server Tracearr just listed is named: the stored one may be gone, or belong to another Tracearr.
      const listed = (id: string | null | undefined) => found.find((server) => server.id === id)?.id;
      const pick = found.length === 1 ? found[0]!.id : (listed(chosen) ?? listed(data?.serverId));
      if (!pick) {
        setServers(found);
        throw new Error(CHOOSE_SERVER);
      }
      await saveTracearr(revalidate, values, pick);
    },
    feedback: () => ({ success: 'Tracearr settings saved', action: 'Saving the Tracearr settings' }),
  });
  const connection = useConnectionTest(NAME, { tested: { watch: form.watch, names: FIELDS } });
  const test = form.handleSubmit((values) => connection.run(() => testTracearr(values)));
  const remove = removeUrlApiKey(NAME, () => removeTracearr(revalidate), form, () => {
    connection.clear();
    setServers(undefined);
    setChosen(undefined);
  });
  // The choice appears after a Save that needs it: the focus goes there.
  const serverSelect = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (servers) serverSelect.current?.focus();
  }, [servers]);
  // Another URL or key is another Tracearr: the servers found belong to the old one.
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (type === 'change' && name && (FIELDS as readonly string[]).includes(name)) {
        setServers(undefined);
        setChosen(undefined);
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return (
    <section className="settings-panel" aria-labelledby="tracearr-title">
      <h2 id="tracearr-title">{NAME}</h2>
      <p className="settings-panel__intro">
        Connect Tracearr, the watch-history service. Rules can then use its data. Maintainerr uses the Tracearr server
        that follows its media server.
      </p>
      <LoadState what="the Tracearr settings" hasData={!!data} error={error} retry={() => void mutate()}>
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <UrlApiKeyFields
            idPrefix="tracearr"
            form={form}
            placeholder="http://localhost:3000"
            urlHint="Scheme, host and port, with no '/' at the end, e.g. http://localhost:3000"
            keyHint="In Tracearr: Settings, then General, then API Key."
            connection={connection}
            onTest={() => void test()}
            removal={{ question: 'Remove the Tracearr settings?', disabled: !data?.values.url && !data?.values.api_key, onConfirm: remove }}
          >
            {servers && (
              <FormSelect
                ref={serverSelect}
                id="tracearr-server"
                label="Tracearr server"
                hint={`Tracearr follows ${servers.length} media servers.`}
                error={chosen ? undefined : { type: 'manual', message: CHOOSE_SERVER }}
                value={chosen ?? ''}
                onChange={(event) => setChosen(event.target.value || undefined)}
                options={[{ value: '', label: 'Choose the server Maintainerr runs with' }, ...servers.map((server) => ({ value: server.id, label: server.name }))]}
              />
            )}
          </UrlApiKeyFields>
        </form>
      </LoadState>
    </section>
  );
}
