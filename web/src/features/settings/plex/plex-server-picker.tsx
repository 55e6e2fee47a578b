// "Find my servers": asks the service which Plex servers the saved token owns (it asks plex.tv and
// probes each connection) and fills the form with the connection the user picks. The service
// needs a token for this, so without one the button says what to do first.
import { useEffect, useId, useRef, useState } from 'react';
import { FormButton } from '../../../components/form-button.tsx';
import { FormField } from '../../../components/form-field.tsx';
import type { PlexSettingsForm } from '../../../api/settings-forms.ts';
import { findPlexServers } from '../../../api/settings.ts';
import { plexServerChoices, type PlexServerChoice } from './plex-connection.ts';
import { describeFailure } from '../shared/save-errors.ts';

interface Props {
  hasToken: boolean;
  /** Puts a chosen connection into the form (unsaved until the user saves). */
  onChoose(values: PlexSettingsForm): void;
}

export function PlexServerPicker({ hasToken, onChoose }: Props) {
  const selectId = useId();
  const [searching, setSearching] = useState(false);
  const [choices, setChoices] = useState<PlexServerChoice[]>();
  const [failure, setFailure] = useState<string>();
  // What a search found belongs to the token it searched with: once that token is cleared, its
  // servers (or "No server found") no longer describe anything, and an answer still out is dropped.
  const [searchedWithToken, setSearchedWithToken] = useState(hasToken);
  const tokenChanges = useRef(0);
  if (searchedWithToken !== hasToken) {
    setSearchedWithToken(hasToken);
    setChoices(undefined);
    setFailure(undefined);
  }
  useEffect(() => {
    tokenChanges.current += 1;
  }, [hasToken]);

  const search = async () => {
    const changesAtStart = tokenChanges.current;
    setSearching(true);
    setFailure(undefined);
    try {
      const found = plexServerChoices(await findPlexServers());
      if (changesAtStart === tokenChanges.current) setChoices(found);
    } catch (error) {
      if (changesAtStart !== tokenChanges.current) return;
      setChoices(undefined);
      setFailure(describeFailure('Finding your Plex servers', error));
    } finally {
      setSearching(false);
    }
  };

  const choose = (id: string) => {
    const choice = choices?.find((c) => c.id === id);
    if (choice) onChoose(choice.values);
  };

  return (
    <div className="form">
      <div className="form-actions">
        <FormButton busy={searching} disabled={!hasToken} onClick={search}>
          Find my servers
        </FormButton>
        {!hasToken && <span className="settings-muted">Sign in with Plex or paste a token below first.</span>}
      </div>
      {failure && (
        <p className="settings-result settings-result--failed" role="status">
          {failure}
        </p>
      )}
      {choices && choices.length === 0 && (
        <p className="settings-result settings-result--failed" role="status">
          No server found: the token owns none, or none answered within 5 seconds. Enter the server by hand.
        </p>
      )}
      {choices && choices.length > 0 && (
        <FormField id={selectId} label="Servers found" hint="Choosing one fills in the fields below; save to keep it.">
          {(aria) => (
            <select className="form-control" defaultValue="" onChange={(event) => choose(event.target.value)} {...aria}>
              <option value="" disabled>
                Choose a server
              </option>
              {choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    </div>
  );
}
