// One metadata provider on Settings > Metadata: its API key (Save, Test, Remove), whether it is the
// primary source or a button to make it so, and the refresh of what the service learnt from it.
// The service tests a key before it stores it, so Save of a key that does not work is refused with
// the test's reason and stores nothing.
import { metadataKeyFormSchema, type MetadataKeyForm } from '../../../api/settings-forms.ts';
import { useRevalidate } from '../../../api/settings.ts';
import {
  METADATA_PROVIDER_NAMES,
  refreshMetadata,
  removeMetadataKey,
  saveMetadataKey,
  saveMetadataPreference,
  testMetadataKey,
  useMetadataKey,
  type MetadataProvider,
} from '../../../api/metadata-settings.ts';
import { FormInput } from '../../../components/form-input.tsx';
import { FormButton } from '../../../components/form-button.tsx';
import { LoadState } from '../../../components/load-state.tsx';
import { ConnectionTestOutcome, useConnectionTest } from '../shared/connection-test.tsx';
import { useToastedAction } from '../shared/use-toasted-action.ts';
import { useSettingsForm } from '../shared/use-settings-form.ts';
import { removeAndEmpty } from '../shared/remove-and-empty.ts';
import { SaveTestRemove } from '../shared/save-test-remove.tsx';

const FIELDS = ['api_key'] as const;
const NO_KEY: MetadataKeyForm = { api_key: '' };

/** Where each provider's keys are made, and what happens without one. */
const KEY_HINTS: Record<MetadataProvider, string> = {
  tmdb: 'Optional: without a key of your own Maintainerr uses a shared one. Make one free at themoviedb.org, under Settings, then API.',
  tvdb: 'Make one at thetvdb.com, under API Information. TVDB is asked, and can be the primary source, only once its key is saved.',
};

export interface MetadataProviderSectionProps {
  provider: MetadataProvider;
  /** This provider is the one asked first. */
  primary: boolean;
  /** Makes it the primary source; undefined while that cannot be done yet (TVDB without a key). */
  makePrimary: (() => Promise<void>) | undefined;
  /** A preference save is on its way. */
  choosing: boolean;
}

export function MetadataProviderSection({ provider, primary, makePrimary, choosing }: MetadataProviderSectionProps) {
  const name = METADATA_PROVIDER_NAMES[provider];
  const { data: storedKey, error, mutate } = useMetadataKey(provider);
  const revalidate = useRevalidate();
  const { form, submit } = useSettingsForm<MetadataKeyForm>({
    schema: metadataKeyFormSchema,
    fields: FIELDS,
    defaultValues: NO_KEY,
    values: storedKey === undefined ? undefined : { api_key: storedKey },
    save: (values) => saveMetadataKey(revalidate, provider, values.api_key),
    feedback: () => ({ success: `${name} key saved`, action: `Saving the ${name} key` }),
  });
  const { register, formState } = form;
  const connection = useConnectionTest(name, { tested: { watch: form.watch, names: FIELDS } });
  const test = form.handleSubmit((values) => connection.run(() => testMetadataKey(provider, values.api_key)));
  // TVDB without its key cannot be the primary source: the stored choice goes back to TMDB with it,
  // or a key saved later would make TVDB primary again unasked.
  const backToTmdb = provider === 'tvdb' && primary;
  const remove = removeAndEmpty(
    `${name} key`,
    async () => {
      await removeMetadataKey(revalidate, provider);
      if (backToTmdb) await saveMetadataPreference(revalidate, 'tmdb');
    },
    form,
    NO_KEY,
    connection.clear,
  );

  const { busy, run } = useToastedAction<'refresh'>();
  const refresh = () => run('refresh', { write: () => refreshMetadata(provider), success: (said) => said, failure: `Refreshing the ${name} metadata` });
  // TVDB is asked only with a key: without one there is nothing to refresh (the service says so too).
  const canRefresh = provider === 'tmdb' || !!storedKey;
  // Why a button is disabled: the key field's hint says it.
  const disabledBecause = storedKey ? undefined : `${provider}-api-key-hint`;

  return (
    <section className="settings-panel metadata-provider" aria-labelledby={`${provider}-title`}>
      <div className="metadata-provider__head">
        <h3 id={`${provider}-title`}>{name}</h3>
        {primary ? (
          <span className="metadata-provider__primary">Primary source</span>
        ) : (
          <FormButton busy={choosing} disabled={!makePrimary} aria-describedby={makePrimary ? undefined : disabledBecause} onClick={() => void makePrimary?.()}>
            Make {name} the primary source
          </FormButton>
        )}
      </div>
      <LoadState what={`the ${name} key`} hasData={storedKey !== undefined} error={error} retry={() => void mutate()}>
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <FormInput
            id={`${provider}-api-key`}
            label="API key"
            type="password"
            autoComplete="off"
            hint={KEY_HINTS[provider]}
            error={formState.errors.api_key}
            {...register('api_key')}
          />
          <SaveTestRemove
            saving={formState.isSubmitting}
            testing={connection.testing}
            onTest={() => void test()}
            removal={{
              question:
                provider === 'tmdb'
                  ? `Remove the ${name} key? Maintainerr then uses its shared key.`
                  : `Remove the ${name} key?${backToTmdb ? ' TMDB becomes the primary source again.' : ''}`,
              disabled: !storedKey,
              onConfirm: remove,
            }}
          >
            <FormButton busy={busy === 'refresh'} disabled={!canRefresh} aria-describedby={canRefresh ? undefined : disabledBecause} onClick={() => void refresh()}>
              Refresh {name} metadata
            </FormButton>
          </SaveTestRemove>
          <ConnectionTestOutcome outcome={connection.outcome} />
        </form>
      </LoadState>
    </section>
  );
}
