// Adding media to a collection by hand: a search box that searches as the user types, the results of
// the collection's kind to pick from, and one button that adds those picked (the service marks them
// manual). Other kinds are left out of the results: the service would not hold them in this collection.
import { useId, useState } from 'react';
import { useSearchResults, type MediaItem, type MediaKind } from '../../api/media.ts';
import type { AddOutcome } from '../../api/collections.ts';
import { FormButton } from '../../components/form-button.tsx';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { toast } from '../../lib/toast.ts';
import { countLabel, mediaTitle, mediaYear } from './labels.ts';

/** How long typing must pause before a search is sent, in ms: short, as the results follow the typing. */
const ADD_SEARCH_DEBOUNCE_MS = 300;

export interface AddMediaProps {
  kind: MediaKind;
  /** Ids already in the collection shown, marked so they are not picked twice. */
  present: ReadonlySet<string>;
  add: (kind: MediaKind, items: MediaItem[]) => Promise<AddOutcome[]>;
  onDone: () => Promise<unknown>;
}

export function AddMedia({ kind, present, add, onDone }: AddMediaProps) {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), ADD_SEARCH_DEBOUNCE_MS);
  const { items, isLoading } = useSearchResults(query);
  const [picked, setPicked] = useState<Map<string, MediaItem>>(new Map());
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const matching = items.filter((item) => item.kind === kind);

  const toggle = (item: MediaItem, on: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      if (on) next.set(item.id, item);
      else next.delete(item.id);
      return next;
    });

  const submit = async () => {
    setBusy(true);
    try {
      const outcomes = await add(kind, [...picked.values()]);
      const done = outcomes.filter((outcome) => outcome.ok);
      const refused = outcomes.filter((outcome) => !outcome.ok);
      if (done.length) toast.success(`Added ${done.length === 1 ? `“${mediaTitle(done[0]!.row)}”` : countLabel(done.length, 'item')} to this collection`);
      if (refused.length) toast.error(`Not added: ${refused.map((outcome) => `“${mediaTitle(outcome.row)}” (${outcome.reason ?? 'refused'})`).join(', ')}`);
      setPicked(new Map());
    } catch (error) {
      toast.error(`Could not add media: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
      await onDone();
    }
  };

  return (
    <section className="add-media" aria-label="Add media by hand">
      <label htmlFor={inputId} className="add-media__label">
        Add {kind === 'movie' ? 'movies' : `${kind}s`} by hand
      </label>
      <input
        id={inputId}
        className="form-control add-media__search"
        type="search"
        placeholder="Search by title"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {query && !isLoading && matching.length === 0 && <p className="add-media__none">No {kind === 'movie' ? 'movie' : kind} matches “{query}”.</p>}
      {matching.length > 0 && (
        <ul className="add-media__results" aria-label="Search results">
          {matching.map((item) => {
            const year = mediaYear(item);
            const inside = present.has(item.id);
            return (
              <li key={item.id}>
                <label className="add-media__result">
                  <input type="checkbox" disabled={inside} checked={picked.has(item.id)} onChange={(event) => toggle(item, event.target.checked)} />
                  <span>
                    {mediaTitle(item)}
                    {year !== undefined && ` (${year})`}
                    {inside && ' · already in this collection'}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <FormButton variant="primary" disabled={picked.size === 0} busy={busy} onClick={submit}>
        Add to collection ({picked.size})
      </FormButton>
    </section>
  );
}
