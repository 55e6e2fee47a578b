// /settings/download-client (v3.x): qBittorrent, where Maintainerr removes the finished download of
// media that Radarr or Sonarr deleted for it. URL, optional credentials, whether the download's
// files go too, and the seeding ratio to wait for where qBittorrent sets no limit of its own. Every
// value is checked at its field before anything is sent; Test signs in with the values on screen.
import { downloadClientFormSchema } from '../../../api/settings-forms.ts';
import {
  NO_DOWNLOAD_CLIENT,
  removeDownloadClient,
  saveDownloadClient,
  testDownloadClient,
  useDownloadClient,
  type DownloadClientForm,
} from '../../../api/download-client.ts';
import { useRevalidate } from '../../../api/settings.ts';
import { FormCheckbox } from '../../../components/form-checkbox.tsx';
import { FormInput } from '../../../components/form-input.tsx';
import { LoadState } from '../../../components/load-state.tsx';
import { ConnectionTestOutcome, useConnectionTest } from '../shared/connection-test.tsx';
import { SaveTestRemove } from '../shared/save-test-remove.tsx';
import { removeAndEmpty } from '../shared/remove-and-empty.ts';
import { useSettingsForm } from '../shared/use-settings-form.ts';
import '../settings.css';

const FIELDS = [
  'download_client_url',
  'download_client_username',
  'download_client_password',
  'download_client_delete_data',
  'download_client_fallback_ratio',
] as const;
/** What a test signs in with: an edit to one of these makes the last outcome stale. */
const TESTED_FIELDS = ['download_client_url', 'download_client_username', 'download_client_password'] as const;
const NAME = 'qBittorrent';

export function DownloadClientForm() {
  const { data, error, mutate } = useDownloadClient();
  const revalidate = useRevalidate();
  const { form, submit } = useSettingsForm<DownloadClientForm>({
    schema: downloadClientFormSchema,
    fields: FIELDS,
    defaultValues: NO_DOWNLOAD_CLIENT,
    values: data,
    save: (values) => saveDownloadClient(revalidate, values),
    feedback: () => ({ success: 'Download client settings saved', action: 'Saving the download client settings' }),
  });
  const { register, formState } = form;
  const connection = useConnectionTest(NAME, { tested: { watch: form.watch, names: TESTED_FIELDS } });
  const test = form.handleSubmit((values) => connection.run(() => testDownloadClient(values)));
  const remove = removeAndEmpty('download client settings', () => removeDownloadClient(revalidate), form, NO_DOWNLOAD_CLIENT, connection.clear);

  return (
    <section className="settings-panel" aria-labelledby="download-client-title">
      <h2 id="download-client-title">Download client</h2>
      <p className="settings-panel__intro">
        When Radarr or Sonarr removes media for Maintainerr, Maintainerr can also remove its finished download from
        qBittorrent, found through their download history. Media removed another way is left alone.
      </p>
      <LoadState what="the download client settings" hasData={!!data} error={error} retry={() => void mutate()}>
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <FormInput
            id="download-client-url"
            label="qBittorrent URL"
            placeholder="http://qbittorrent.lan:8080"
            autoComplete="off"
            inputMode="url"
            hint="Its web UI's address: scheme, host and port, with no '/' at the end."
            error={formState.errors.download_client_url}
            {...register('download_client_url')}
          />
          <FormInput
            id="download-client-username"
            label="Username"
            autoComplete="off"
            hint="Leave both empty if the web UI lets Maintainerr in without signing in."
            error={formState.errors.download_client_username}
            {...register('download_client_username')}
          />
          <FormInput
            id="download-client-password"
            label="Password"
            type="password"
            autoComplete="off"
            error={formState.errors.download_client_password}
            {...register('download_client_password')}
          />
          <FormCheckbox
            id="download-client-delete-data"
            label="Delete the downloaded files too"
            hint="Turn off if you cross-seed: other torrents may share the files."
            error={formState.errors.download_client_delete_data}
            {...register('download_client_delete_data')}
          />
          <FormInput
            id="download-client-fallback-ratio"
            label="Seeding ratio to reach"
            type="number"
            inputMode="decimal"
            step="0.1"
            min="0.5"
            hint="A download is removed once it has seeded as qBittorrent's own ratio and time limits say; this ratio applies only where qBittorrent sets none. 0.5 or more."
            error={formState.errors.download_client_fallback_ratio}
            {...register('download_client_fallback_ratio', { valueAsNumber: true })}
          />
          <SaveTestRemove
            saving={formState.isSubmitting}
            testing={connection.testing}
            onTest={() => void test()}
            removal={{ question: 'Remove the download client settings? Finished downloads then stay in qBittorrent.', disabled: !data?.download_client_url, onConfirm: remove }}
          />
          <ConnectionTestOutcome outcome={connection.outcome} />
        </form>
      </LoadState>
    </section>
  );
}
