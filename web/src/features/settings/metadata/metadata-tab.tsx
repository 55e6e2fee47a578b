// /settings/metadata (v3.x): where the service finds posters, backdrops and descriptions. TMDB and
// TVDB each with an API key; one of them is the primary source, asked first. TVDB can be primary
// only with a key: a preference for TVDB without one works as TMDB, and is shown so.
import { useRevalidate } from '../../../api/settings.ts';
import {
  METADATA_PROVIDER_NAMES,
  METADATA_PROVIDERS,
  saveMetadataPreference,
  useMetadataKey,
  useMetadataPreference,
  type MetadataProvider,
} from '../../../api/metadata-settings.ts';
import { LoadState } from '../../../components/load-state.tsx';
import { useToastedAction } from '../shared/use-toasted-action.ts';
import { MetadataProviderSection } from './metadata-provider-section.tsx';
import '../settings.css';

export function MetadataTab() {
  const preference = useMetadataPreference();
  const { data: tvdbKey } = useMetadataKey('tvdb');
  const revalidate = useRevalidate();
  const { busy, run } = useToastedAction<MetadataProvider>();
  // Shown as the service uses it: a preference for TVDB without its key works as TMDB.
  const primary: MetadataProvider = preference.data === 'tvdb_primary' && !!tvdbKey ? 'tvdb' : 'tmdb';
  const choose = (provider: MetadataProvider) =>
    run(provider, {
      write: () => saveMetadataPreference(revalidate, provider),
      success: `${METADATA_PROVIDER_NAMES[provider]} is the primary source`,
      failure: `Making ${METADATA_PROVIDER_NAMES[provider]} the primary source`,
    }).then(() => undefined);

  return (
    <section className="settings-panel" aria-labelledby="metadata-title">
      <h2 id="metadata-title">Metadata</h2>
      <p className="settings-panel__intro">
        Maintainerr finds posters, backdrops and descriptions at TMDB and TVDB. The primary source is asked first.
      </p>
      <LoadState what="the metadata settings" hasData={!!preference.data} error={preference.error} retry={() => void preference.mutate()}>
        <div className="metadata-providers">
          {METADATA_PROVIDERS.map((provider) => (
            <MetadataProviderSection
              key={provider}
              provider={provider}
              primary={primary === provider}
              makePrimary={provider === 'tvdb' && !tvdbKey ? undefined : () => choose(provider)}
              choosing={busy === provider}
            />
          ))}
        </div>
      </LoadState>
    </section>
  );
}
