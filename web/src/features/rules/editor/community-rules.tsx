// Rules other users shared (the service fetches them from its community site): browse, search and
// import into the builder. Offline, the service says it cannot reach the site, and so does this.
import { useId, useState } from 'react';
import type { MediaKind } from '../../../api/media-types.ts';
import { useCommunityRules } from '../../../api/rule-editor.ts';
import type { SectionDraft } from '../../../api/rule-editor-types.ts';
import { enterDoesNotSubmit } from '../../../components/enter-does-not-submit.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { Spinner } from '../../../components/spinner.tsx';

export function CommunityRules({ kind, onImport }: { kind: MediaKind; onImport: (sections: SectionDraft[]) => void }) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const { listing, error, isLoading } = useCommunityRules(open);
  const family = kind === 'movie' ? 'movie' : 'show';
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const rules =
    listing?.reachable === true
      ? listing.rules
          .filter((rule) => rule.kind === family)
          .filter((rule) => words.every((word) => `${rule.name} ${rule.description} ${rule.uploadedBy}`.toLowerCase().includes(word)))
          .sort((a, b) => b.karma - a.karma)
      : [];
  return (
    <div className="community-rules">
      <FormButton aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide community rules' : 'Community rules'}
      </FormButton>
      {open && (
        <div className="rules-yaml__panel" role="group" aria-label="Community rules">
          {isLoading && (
            <p>
              <Spinner size="sm" label="Loading community rules" /> Asking the community site…
            </p>
          )}
          {error !== undefined && !isLoading && <p role="alert">Could not ask the service for community rules: {error instanceof Error ? error.message : String(error)}</p>}
          {listing?.reachable === false && <p role="status">{listing.message}</p>}
          {listing?.reachable === true && (
            <>
              <label className="form-field__label" htmlFor={searchId}>
                Search
              </label>
              <input id={searchId} className="form-control" type="search" value={search} onChange={(event) => setSearch(event.target.value)} onKeyDown={enterDoesNotSubmit()} />
              {rules.length === 0 && <p>No community rules for {family === 'movie' ? 'movies' : 'shows'} match.</p>}
              <ul className="community-rules__list">
                {rules.map((rule) => (
                  <li key={rule.id}>
                    <strong>{rule.name}</strong> <span className="pill">karma {rule.karma}</span>
                    {rule.uploadedBy && <span> by {rule.uploadedBy}</span>}
                    <p>{rule.description}</p>
                    <FormButton
                      onClick={() => {
                        onImport(rule.sections);
                        setOpen(false);
                      }}
                      aria-label={`Import ${rule.name}`}
                    >
                      Import
                    </FormButton>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
