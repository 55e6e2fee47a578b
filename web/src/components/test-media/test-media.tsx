// Test media, in the rule editor and in a collection's Info tab: pick an item of the group's kind (search as you type; for seasons and episodes, the
// show first) and read, rule by rule, what the service found, how it compared and whether it held,
// then the group's verdict. The service tests the group as saved, which the panel says.
import { useId, useState } from 'react';
import type { MediaItem, MediaKind } from '../../api/media-types.ts';
import { useChildren, useSearchResults } from '../../api/media.ts';
import { testMedia } from '../../api/rule-editor.ts';
import type { TestVerdict } from '../../api/rule-editor-types.ts';
import { FormButton } from '../form-button.tsx';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { verdictSummary } from './test-verdict-words.ts';
import { VerdictSections } from './verdict-sections.tsx';
import './test-media.css';
import { messageOf } from '../../lib/api-error.ts';

function itemLabel(item: MediaItem): string {
  return item.year ? `${item.title} (${item.year})` : item.title;
}

/**
 * What a tested season or episode is called: "Season 1" alone does not say of which show. The year
 * is the show's (two shows may share a title), never the part's, which the media server gives as
 * its show's anyway.
 */
function partLabel(show: MediaItem, season: MediaItem | undefined, part: MediaItem): string {
  return season ? `${itemLabel(show)}, ${season.title}: ${part.title}` : `${itemLabel(show)}: ${part.title}`;
}

/** The search finds movies and shows; a season or episode group picks a show, then its part. */
function searchKind(kind: MediaKind): 'movie' | 'show' {
  return kind === 'movie' ? 'movie' : 'show';
}

export interface TestMediaProps {
  groupId: number;
  kind: MediaKind;
  /** The group's library: the search looks there, for the group's kind. */
  libraryId: string;
  groupName?: string;
  /** A sentence added to the explanation, e.g. that unsaved changes are not tested. */
  hint?: string;
}

export function TestMedia({ groupId, kind, libraryId, groupName, hint }: TestMediaProps) {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 300);
  const { items, isLoading, error } = useSearchResults(query, { libraryId, kind: searchKind(kind) });
  const [show, setShow] = useState<MediaItem>();
  const [season, setSeason] = useState<MediaItem>();
  const { children: seasons } = useChildren(kind === 'season' || kind === 'episode' ? show?.id : undefined);
  const { children: episodes } = useChildren(kind === 'episode' ? season?.id : undefined);
  const [chosen, setChosen] = useState<MediaItem>();
  const [verdict, setVerdict] = useState<{ label: string; verdict: TestVerdict }>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const searchId = useId();
  const found = items.filter((item) => item.kind === searchKind(kind)).slice(0, 8);
  const chosenLabel = chosen && (show && (kind === 'season' || kind === 'episode') ? partLabel(show, kind === 'episode' ? season : undefined, chosen) : itemLabel(chosen));

  const pick = (item: MediaItem) => {
    setVerdict(undefined);
    setProblem(undefined);
    if (kind === 'season' || kind === 'episode') {
      setShow(item);
      setSeason(undefined);
      setChosen(undefined);
    } else setChosen(item);
  };
  const run = async () => {
    if (!chosen) return;
    setBusy(true);
    setProblem(undefined);
    try {
      setVerdict({ label: chosenLabel!, verdict: await testMedia(groupId, chosen.id) });
    } catch (error) {
      setVerdict(undefined);
      setProblem(`The service could not test “${chosenLabel}”: ${messageOf(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="test-media" aria-labelledby="test-media-title">
      <h2 id="test-media-title">Test media</h2>
      <p className="test-media__hint">See why an item matches the saved rules of {groupName ? `“${groupName}”` : 'the rule group'}, or why not.{hint ? ` ${hint}` : ''}</p>
      <label className="form-field__label" htmlFor={searchId}>
        Find {kind === 'movie' ? 'a movie' : 'a show'}
      </label>
      <input id={searchId} className="form-control" type="search" autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} />
      {query && error !== undefined && <p role="alert">The search for “{query}” failed.</p>}
      {query && !isLoading && error === undefined && found.length === 0 && <p>Nothing found for “{query}”.</p>}
      {found.length > 0 && (
        <ul className="test-media__results" aria-label="Search results">
          {found.map((item) => (
            <li key={item.id}>
              <button type="button" className="form-button form-button--secondary" aria-pressed={chosen?.id === item.id || show?.id === item.id} onClick={() => pick(item)}>
                {itemLabel(item)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {show && (kind === 'season' || kind === 'episode') && (
        <PartSelect
          label={`Season of ${show.title}`}
          parts={seasons}
          value={season?.id ?? (kind === 'season' ? chosen?.id : undefined)}
          onChange={(part) => {
            setVerdict(undefined);
            if (kind === 'season') setChosen(part);
            else {
              setSeason(part);
              setChosen(undefined);
            }
          }}
        />
      )}
      {season && kind === 'episode' && (
        <PartSelect label={`Episode of ${season.title}`} parts={episodes} value={chosen?.id} onChange={(part) => { setVerdict(undefined); setChosen(part); }} />
      )}
      <FormButton variant="primary" busy={busy} disabled={!chosen} onClick={run}>
        {chosen ? `Test “${chosen.title}”` : 'Test'}
      </FormButton>
      {problem && <p role="alert">{problem}</p>}
      {verdict && <VerdictView title={verdict.label} verdict={verdict.verdict} />}
    </section>
  );
}

function PartSelect({ label, parts, value, onChange }: { label: string; parts: MediaItem[]; value: string | undefined; onChange: (part: MediaItem | undefined) => void }) {
  const id = useId();
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="form-control" value={value ?? ''} onChange={(event) => onChange(parts.find((part) => part.id === event.target.value))}>
        <option value="">Choose…</option>
        {parts.map((part) => (
          <option key={part.id} value={part.id}>
            {part.title}
          </option>
        ))}
      </select>
    </div>
  );
}

export function VerdictView({ title, verdict }: { title: string; verdict: TestVerdict }) {
  return (
    <div className="test-verdict" role="status" aria-label={`Verdict for ${title}`}>
      <p className={`test-verdict__summary test-verdict__summary--${verdict.matches ? 'yes' : 'no'}`}>{verdictSummary(title, verdict)}</p>
      <VerdictSections verdict={verdict} />
    </div>
  );
}
