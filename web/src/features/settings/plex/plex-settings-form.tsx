// /settings/plex, where the setup redirect lands: the Plex connection fields of the main
// settings, Save, Test connection, and the token panel. A first-run visitor is told this step
// unlocks the rest of the app.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { paths, type SetupRedirectState } from '../../../lib/paths.ts';
import { isApiKeyServer } from '../../../api/media-server-switch.ts';
import { useGeneration } from '../../../api/generation.ts';
import { plexSettingsFormSchema, type PlexSettingsForm as FormValues } from '../../../api/settings-forms.ts';
import { FormInput } from '../../../components/form-input.tsx';
import { FormCheckbox } from '../../../components/form-checkbox.tsx';
import { FormButton } from '../../../components/form-button.tsx';
import { testPlexConnection, useSetupComplete } from '../../../api/settings.ts';
import { LoadState } from '../../../components/load-state.tsx';
import { ConnectionTestOutcome, useConnectionTest } from '../shared/connection-test.tsx';
import { useMainSettingsSection, type MainSettingsSection } from '../shared/use-main-settings-section.ts';
import { plexChanges, plexFormValues } from './plex-connection.ts';
import { PlexServerPicker } from './plex-server-picker.tsx';
import { PlexTokenPanel } from './plex-token-panel.tsx';
import { MediaServerChoice } from '../media-servers/media-server-choice.tsx';
import '../settings.css';

const FIELDS = ['plex_name', 'plex_hostname', 'plex_port', 'ssl'] as const;

/** `mediaServer` as MainSettings has it: null on v3.x before a media server is chosen, undefined on v2.21 (Plex only). */
function FirstRunIntro({ mediaServer }: { mediaServer: string | null | undefined }) {
  return (
    <div className="settings-notice settings-notice--intro" role="note" aria-label="First step">
      <strong>Start here: connect your Plex server.</strong>
      <p>
        Maintainerr works on the libraries of a media server, so rules, collections and the overview stay empty until it
        can reach one. Sign in with Plex or paste a token first, then find your server or fill it in below and save.
        Once the token and server are saved, the rest of the app unlocks.
      </p>
      {/* Only before a server is chosen: a switch later clears every collection. */}
      {mediaServer === null && (
        <p>
          Using Jellyfin or Emby? Set it up on its own tab instead: <Link to={paths.settingsTab('jellyfin')}>Jellyfin</Link> or{' '}
          <Link to={paths.settingsTab('emby')}>Emby</Link>.
        </p>
      )}
    </div>
  );
}

const SECTION: MainSettingsSection<FormValues> = {
  schema: plexSettingsFormSchema,
  fields: FIELDS,
  toValues: plexFormValues,
  toChanges: plexChanges,
  feedback: { success: 'Plex settings saved', action: 'Saving the Plex settings' },
};

export function PlexSettingsForm() {
  const {
    settings: { data, error, mutate },
    form: { register, formState, setValue },
    save,
  } = useMainSettingsSection(SECTION);
  const { complete } = useSetupComplete();
  // Tests what the service has saved, not the form: the service's test takes no input.
  const connection = useConnectionTest('Plex', { failureHint: '. Check the saved server and token.' });
  const test = () => connection.run(testPlexConnection);
  // The outcome speaks of the saved server: once the form is edited it no longer does.
  const clearOutcome = connection.clear;
  useEffect(() => {
    if (formState.isDirty) clearOutcome();
  }, [formState.isDirty, clearOutcome]);
  // Maintainerr 3.x running Plex saves the server only once it holds a token: without one it answers
  // "Authenticate with Plex before saving Plex server settings." (recorded). Said here instead, and
  // nothing is sent. With no server chosen yet (or another one) it stores the fields as they are.
  const { generation } = useGeneration();
  const tokenFirst = generation === 3 && data?.mediaServer === 'plex' && !data.plexTokenSaved;
  const [tokenAsked, setTokenAsked] = useState(false);
  const submit = (event: FormEvent) => {
    if (!tokenFirst) return save(event);
    event.preventDefault();
    setTokenAsked(true);
  };

  // The setup check sends an unfinished install here; one that runs Jellyfin or Emby is finished on that server's tab.
  const setupRedirect = (useLocation().state as SetupRedirectState | null)?.setupCheck === true;
  if (setupRedirect && complete === false && data?.mediaServer && isApiKeyServer(data.mediaServer)) return <Navigate to={paths.settingsTab(data.mediaServer)} replace />;

  return (
    <section className="settings-panel" aria-labelledby="plex-title">
      <h2 id="plex-title">Plex</h2>
      <MediaServerChoice server="plex" />
      {/* Once the settings are in: which server the service runs decides what the intro says. */}
      {complete === false && data && (data.mediaServer === null || data.mediaServer === undefined || data.mediaServer === 'plex') && (
        <FirstRunIntro mediaServer={data.mediaServer} />
      )}
      <LoadState what="the Plex settings" hasData={!!data} error={error} retry={() => mutate()}>
        <PlexServerPicker
          hasToken={!!data?.plexTokenSaved}
          onChoose={(values) => {
            for (const field of FIELDS) setValue(field, values[field], { shouldDirty: true, shouldValidate: true });
          }}
        />
        <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Plex server">
          <FormInput id="plex-name" label="Server name" autoComplete="off" error={formState.errors.plex_name} {...register('plex_name')} />
          <FormInput
            id="plex-hostname"
            label="Hostname or IP"
            autoComplete="off"
            placeholder="192.168.1.10"
            error={formState.errors.plex_hostname}
            {...register('plex_hostname')}
          />
          <FormInput
            id="plex-port"
            label="Port"
            type="number"
            inputMode="numeric"
            error={formState.errors.plex_port}
            {...register('plex_port', { valueAsNumber: true })}
          />
          <FormCheckbox
            id="plex-ssl"
            label="Use SSL (https)"
            hint="Port 443 always uses SSL."
            error={formState.errors.ssl}
            {...register('ssl')}
          />
          {tokenFirst && tokenAsked && (
            <p className="settings-result settings-result--failed" role="alert">
              Sign in with Plex or paste a token below first: this Maintainerr saves the server only once it has a token.
            </p>
          )}
          <div className="form-actions">
            <FormButton type="submit" variant="primary" busy={formState.isSubmitting}>
              Save
            </FormButton>
            <FormButton busy={connection.testing} onClick={test}>
              Test connection
            </FormButton>
          </div>
          {formState.isDirty && (
            <p className="settings-muted">Test connection uses the saved settings: save your changes first.</p>
          )}
          <ConnectionTestOutcome outcome={connection.outcome} />
        </form>
        {data && <PlexTokenPanel hasToken={data.plexTokenSaved} clientId={data.clientId} />}
      </LoadState>
    </section>
  );
}
