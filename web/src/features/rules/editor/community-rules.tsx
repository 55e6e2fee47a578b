// Rules other users shared (the service fetches them from its community site): browse, search and
// import into the builder (on v3.x after the service carried them over to its media server).
// Offline, the service says it cannot reach the site, and so does this.
import { useId, useState } from 'react';
import type { MediaKind } from '../../../api/media-types.ts';
import { importCommunityRule, useCommunityRules } from '../../../api/rule-editor.ts';
import type { CommunityRule } from '../../../api/rule-editor-types.ts';
import { enterDoesNotSubmit } from '../../../components/enter-does-not-submit.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { countLabel } from '../../../lib/count-label.ts';
import { toast } from '../../../lib/toast.ts';
import { messageOf } from '../../../lib/api-error.ts';
import { MEDIA_TYPE_CHANGED, type ImportSections } from './import-sections.ts';

export function CommunityRules({ kind, onImport }: { kind: MediaKind; onImport: ImportSections }) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  /** The rule being imported, and why the last import failed. */
  const [importing, setImporting] = useState<number>();
  const [problem, setProblem] = useState<string>();
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
  const importRule = async (rule: CommunityRule) => {
    setImporting(rule.id);
    setProblem(undefined);
    try {
      const { sections, notCarriedOver } = await importCommunityRule(rule);
      const count = sections.reduce((sum, section) => sum + section.rules.length, 0);
      if (!onImport(sections, kind)) {
        setProblem(`Could not import “${rule.name}”: ${MEDIA_TYPE_CHANGED}`);
        return;
      }
      setOpen(false);
      const imported = `Imported “${rule.name}”: ${countLabel(count, 'rule')}.`;
      if (notCarriedOver === 0) toast.success(`${imported} Save to keep ${count === 1 ? 'it' : 'them'}.`);
      else toast.warn(`${imported} The service skipped ${countLabel(notCarriedOver, 'rule')} it could not carry over to your media server; look the rules over before saving.`);
    } catch (error) {
      setProblem(`Could not import “${rule.name}”: ${messageOf(error)}`);
    } finally {
      setImporting(undefined);
    }
  };
  return (
    <div className="community-rules">
      {/* Kept while an import is out: the panel closing under it would leave the answer nowhere to go. */}
      <FormButton
        aria-expanded={open}
        disabled={importing !== undefined}
        onClick={() => {
          setOpen(!open);
          setProblem(undefined);
        }}
      >
        {open ? 'Hide community rules' : 'Community rules'}
      </FormButton>
      {open && (
        <div className="rules-yaml__panel" role="group" aria-label="Community rules">
          {isLoading && (
            <p>
              <Spinner size="sm" label="Loading community rules" /> Asking the community site…
            </p>
          )}
          {error !== undefined && !isLoading && <p role="alert">Could not ask the service for community rules: {messageOf(error)}</p>}
          {listing?.reachable === false && <p role="status">{listing.message}</p>}
          {problem && <p role="alert">{problem}</p>}
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
                    <FormButton busy={importing === rule.id} disabled={importing !== undefined && importing !== rule.id} onClick={() => void importRule(rule)} aria-label={`Import ${rule.name}`}>
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
