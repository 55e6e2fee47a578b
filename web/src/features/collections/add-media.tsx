// Adding media to a collection by hand: a search box that searches as the user types, the results of
// the collection's kind to pick from, and one button that adds those picked (the service marks them
// manual). The search looks in the collection's library only, for the collection's kind: an item of
// another library (a second movie library, say) does not belong in this collection.
// The search finds movies and shows only, so a season or episode collection opens a show found to
// pick its seasons (or a season's episodes) from. Picks are listed until added, whatever the search.
import { useEffect, useId, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useChildren, useSearchResults, type MediaItem, type MediaKind } from '../../api/media.ts';
import type { AddOutcome } from '../../api/collection-pages.ts';
import { FormButton } from '../../components/form-button.tsx';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { toast } from '../../lib/toast.ts';
import { countLabel } from '../../lib/count-label.ts';
import { isFocusLost } from '../../lib/page-heading-focus.ts';
import { mediaTitle, mediaYear } from './labels.ts';
import { messageOf } from '../../lib/api-error.ts';

/** How long typing must pause before a search is sent, in ms: short, as the results follow the typing. */
const ADD_SEARCH_DEBOUNCE_MS = 300;

export interface AddMediaProps {
  kind: MediaKind;
  /** The collection's library: the search looks there. */
  libraryId: string;
  /** Ids already in the collection shown, marked so they are not picked twice. */
  present: ReadonlySet<string>;
  add: (kind: MediaKind, items: MediaItem[]) => Promise<AddOutcome[]>;
  onDone: () => Promise<unknown>;
}

/**
 * "Add … by hand": a button that opens the search below it. Reviewing what a collection holds is the
 * tab's daily work and adding by hand the rare one, so the search stays folded (it pushed the first
 * item below a phone's screen). Folded again, it keeps its picks.
 */
export function AddMedia(props: AddMediaProps) {
  const [open, setOpen] = useState(false);
  const picks = useState<Map<string, MediaItem>>(new Map());
  const panelId = useId();
  const noun = props.kind === 'movie' ? 'movies' : `${props.kind}s`;
  const pickedCount = picks[0].size;
  return (
    <>
      <button
        type="button"
        className="form-button form-button--secondary add-media__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Add {noun} by hand
        {/* Folded, the picks are out of sight: the button says they wait. */}
        {!open && pickedCount > 0 && ` (${pickedCount} picked)`}
      </button>
      <AddMediaSearch {...props} id={panelId} hidden={!open} noun={noun} picks={picks} />
    </>
  );
}

interface AddMediaSearchProps extends AddMediaProps {
  id: string;
  hidden: boolean;
  noun: string;
  /** The picks and their setter, kept by AddMedia so the folded button can count them. */
  picks: [Map<string, MediaItem>, Dispatch<SetStateAction<Map<string, MediaItem>>>];
}

function AddMediaSearch({ kind, libraryId, present, add, onDone, id, hidden, noun, picks: [picked, setPicked] }: AddMediaSearchProps) {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), ADD_SEARCH_DEBOUNCE_MS);
  const parts = kind === 'season' || kind === 'episode';
  const searched = parts ? 'show' : kind;
  const { items, isLoading, error } = useSearchResults(query, { libraryId, kind: searched });
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  // Opened, the search is what the user came for.
  useEffect(() => {
    if (!hidden) document.getElementById(inputId)?.focus();
  }, [hidden, inputId]);
  // The service answers the kind asked for; the filter keeps a list of the right kind whatever it sends.
  const matching = items.filter((item) => item.kind === searched);

  const toggle = (item: MediaItem, on: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      if (on) next.set(item.id, item);
      else next.delete(item.id);
      return next;
    });

  /**
   * Set when a change of the picks may take the focused button with it: an add empties the picks
   * (its button is then disabled), an Unpick removes its own row. The focus then goes back to the
   * search, where the next pick starts, rather than to the page.
   */
  const focusSearchIfLost = useRef(false);
  useEffect(() => {
    if (!focusSearchIfLost.current) return;
    focusSearchIfLost.current = false;
    if (isFocusLost()) document.getElementById(inputId)?.focus({ preventScroll: true });
  }, [picked, inputId]);

  const submit = async () => {
    setBusy(true);
    try {
      const outcomes = await add(kind, [...picked.values()]);
      const done = outcomes.filter((outcome) => outcome.ok);
      const refused = outcomes.filter((outcome) => !outcome.ok);
      if (done.length) toast.success(`Added ${done.length === 1 ? `“${mediaTitle(done[0]!.row)}”` : countLabel(done.length, 'item')} to this collection`);
      if (refused.length) toast.error(`Not added: ${refused.map((outcome) => `“${mediaTitle(outcome.row)}” (${outcome.reason ?? 'refused'})`).join(', ')}`);
      focusSearchIfLost.current = true;
      setPicked(new Map());
    } catch (error) {
      toast.error(`Could not add media: ${messageOf(error)}`);
    } finally {
      setBusy(false);
      await onDone();
    }
  };

  return (
    <section id={id} hidden={hidden} className="add-media" aria-label="Add media by hand">
      <label htmlFor={inputId} className="add-media__label">
        Search {noun} to add
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
      {query && error !== undefined && (
        <p className="add-media__none" role="alert">
          The search for “{query}” failed.
        </p>
      )}
      {query && !isLoading && error === undefined && matching.length === 0 && <p className="add-media__none">No {parts ? 'show' : kind === 'movie' ? 'movie' : kind} matches “{query}”.</p>}
      {matching.length > 0 && (
        <ul className="add-media__results" aria-label="Search results">
          {matching.map((item) =>
            parts ? (
              <li key={item.id}>
                <PartsOf parent={item} kind={kind} present={present} picked={picked} toggle={toggle} />
              </li>
            ) : (
              <li key={item.id}>
                <PickRow item={item} present={present} picked={picked} toggle={toggle} />
              </li>
            ),
          )}
        </ul>
      )}
      {/* Every pick stays in sight, with a way to drop it: a pick made before the search changed
          is no longer among the results, yet the button adds it. */}
      {picked.size > 0 && (
        <ul className="add-media__picked" aria-label="Picked">
          {[...picked.values()].map((item) => (
            <li key={item.id}>
              <span>{pickedLabel(item)}</span>
              <button
                type="button"
                className="add-media__unpick"
                aria-label={`Unpick ${pickedLabel(item)}`}
                onClick={() => {
                  focusSearchIfLost.current = true;
                  toggle(item, false);
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormButton variant="primary" disabled={picked.size === 0} busy={busy} onClick={submit}>
        Add to collection ({picked.size})
      </FormButton>
    </section>
  );
}

/** An item as a pick names it, in the results and the list of picks: with its show for a season or episode, and its year. */
function pickedLabel(item: MediaItem): string {
  const year = mediaYear(item);
  return year === undefined ? mediaTitle(item) : `${mediaTitle(item)} (${year})`;
}

interface PickProps {
  present: ReadonlySet<string>;
  picked: ReadonlyMap<string, MediaItem>;
  toggle: (item: MediaItem, on: boolean) => void;
}

/** One item to tick, marked when the collection already holds it. */
function PickRow({ item, present, picked, toggle }: PickProps & { item: MediaItem }) {
  const inside = present.has(item.id);
  return (
    <label className="add-media__result">
      <input type="checkbox" disabled={inside} checked={picked.has(item.id)} onChange={(event) => toggle(item, event.target.checked)} />
      <span>
        {pickedLabel(item)}
        {inside && ' · already in this collection'}
      </span>
    </label>
  );
}

/**
 * A show (or a season) found, opened on demand to list its seasons (or episodes): those of the
 * collection's kind are ticked; for an episode collection a season opens in turn. Each part keeps
 * its show as `parent`, which the service wants beside the part when it is added.
 */
function PartsOf({ parent, kind, ...pick }: PickProps & { parent: MediaItem; kind: MediaKind }) {
  const [open, setOpen] = useState(false);
  const { children, isLoading } = useChildren(open ? parent.id : undefined);
  const listId = useId();
  const label = parent.kind === 'show' ? `Seasons of ${mediaTitle(parent)}` : `Episodes of ${mediaTitle(parent)}`;
  return (
    <div className="add-media__parts">
      <button type="button" className="form-button form-button--secondary" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open && (
        <ul id={listId} className="add-media__results" aria-label={label}>
          {isLoading && <li>Loading…</li>}
          {children.map((child) => {
            const part = { ...child, parent };
            return (
              <li key={child.id}>
                {child.kind === kind ? <PickRow item={part} {...pick} /> : <PartsOf parent={part} kind={kind} {...pick} />}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
