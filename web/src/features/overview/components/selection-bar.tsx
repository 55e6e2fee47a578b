// What the user does with the items picked in the Overview's grid: add them to one of the library's
// collections, or exclude them from every collection's rules. It stays at the foot of the screen
// while the grid scrolls, says how many are picked and, while a long action runs (v2.21 sends one
// call per item), how far it got. Each answer is told in a toast: what went, what was already there,
// and each item the service refused with its reason; those stay picked for another try.
import { useEffect, useId, useRef, useState } from 'react';
import { useCollectionMembers, useCollectionsOfKind } from '../../../api/collections.ts';
import type { Library, MediaItem } from '../../../api/media.ts';
import { useMediaBulkWrites, type ItemOutcome } from '../../../api/media-bulk.ts';
import { messageOf } from '../../../lib/api-error.ts';
import { countLabel } from '../../../lib/count-label.ts';
import { toast } from '../../../lib/toast.ts';
import type { ItemSelection } from '../item-selection.ts';

const NOUNS: Record<Library['kind'], string> = { movie: 'movie', show: 'show' };

/** "“Alien”" for one item, "3 movies" for more. */
const named = (items: readonly MediaItem[], noun: string) => (items.length === 1 ? `“${items[0]!.title}”` : countLabel(items.length, noun));

/** The items the service refused, each with its reason, as one error toast; returns their ids. */
function reportRefused(outcomes: ItemOutcome[], verb: string): Set<string> {
  const refused = outcomes.filter((outcome) => !outcome.ok);
  if (refused.length) {
    const names = refused.map((outcome) => `“${outcome.row.title}” (${outcome.reason ?? 'refused'})`).join(', ');
    toast.error(`${refused.length} of ${outcomes.length} could not be ${verb}: ${names}`);
  }
  return new Set(refused.map((outcome) => outcome.row.id));
}

export function SelectionBar({ library, selection }: { library: Library; selection: ItemSelection }) {
  const picked = [...selection.chosen.values()];
  const noun = NOUNS[library.kind];
  const { collections } = useCollectionsOfKind(library.kind, library.id);
  const members = useCollectionMembers();
  const writes = useMediaBulkWrites();
  const [chosenCollection, setChosenCollection] = useState('');
  const [progress, setProgress] = useState<string>();
  const [runEnded, setRunEnded] = useState(false);
  const collectionSelectId = useId();
  const bar = useRef<HTMLDivElement>(null);
  const collection = collections.find((each) => String(each.id) === chosenCollection) ?? collections[0];
  const busy = progress !== undefined;

  /**
   * Runs an action on the picked items with its progress shown. Afterwards only the items it could
   * not do stay picked (all of them when it failed as a whole), so another try is one press away.
   */
  const run = async (verb: string, act: (progress: (done: number, total: number) => void) => Promise<Set<string>>) => {
    setProgress(`${verb} ${countLabel(picked.length, noun)}…`);
    let notDone = new Set(picked.map((item) => item.id));
    try {
      notDone = await act((done, total) => setProgress(`${verb} ${done} of ${total}…`));
    } catch (error) {
      toast.error(`Could not act on the ${noun}s: ${messageOf(error)}`);
    } finally {
      setProgress(undefined);
      selection.keepOnly(notDone);
      setRunEnded(true);
    }
  };
  // An emptied selection disables the button just pressed, which drops the keyboard focus to the
  // page: it goes to the bar's first field instead, where the next action starts. Checked once the
  // emptied selection is on screen.
  useEffect(() => {
    if (!runEnded) return;
    setRunEnded(false);
    const focused = document.activeElement;
    if (focused === document.body || (focused instanceof HTMLButtonElement && focused.disabled)) bar.current?.querySelector('select')?.focus();
  }, [runEnded]);

  const addToCollection = (target: NonNullable<typeof collection>) =>
    run('Adding', async (onProgress) => {
      // The service answers the add of an item a collection holds as a success: those are said, not sent.
      const held = members?.find((entry) => entry.id === target.id)?.ids;
      const already = picked.filter((item) => held?.has(item.id));
      const toAdd = picked.filter((item) => !held?.has(item.id));
      if (already.length) toast.info(`${named(already, noun)} ${already.length === 1 ? 'is' : 'were'} already in ${target.title}.`);
      if (toAdd.length === 0) return new Set<string>();
      const outcomes = await writes.addToCollection(target.id, library.kind, toAdd, onProgress);
      const added = outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.row);
      if (added.length) toast.success(`Added ${named(added, noun)} to ${target.title}`);
      return reportRefused(outcomes, 'added');
    });

  const excludeEverywhere = () =>
    run('Excluding', async (onProgress) => {
      const outcomes = await writes.excludeEverywhere(library.kind, picked, onProgress);
      const excluded = outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.row);
      if (excluded.length) toast.success(`Excluded ${named(excluded, noun)} from every collection`);
      return reportRefused(outcomes, 'excluded');
    });

  return (
    <div ref={bar} className="selection-bar" role="group" aria-label="Picked items">
      <p className="selection-bar__count" aria-live="polite">
        {picked.length === 0 ? `Pick the ${noun}s to act on` : `${countLabel(picked.length, noun)} picked`}
      </p>
      <button type="button" disabled={picked.length === 0 || busy} onClick={selection.clear}>
        Clear selection
      </button>
      {collection ? (
        <div className="selection-bar__add">
          <label htmlFor={collectionSelectId}>Collection</label>
          <select id={collectionSelectId} value={String(collection.id)} disabled={busy} onChange={(event) => setChosenCollection(event.target.value)}>
            {collections.map((each) => (
              <option key={each.id} value={String(each.id)}>
                {each.title}
              </option>
            ))}
          </select>
          <button type="button" disabled={picked.length === 0 || busy} onClick={() => void addToCollection(collection)}>
            Add to collection
          </button>
        </div>
      ) : (
        <p className="selection-bar__note">No collection of {library.title} takes {noun}s yet.</p>
      )}
      <button type="button" disabled={picked.length === 0 || busy} onClick={() => void excludeEverywhere()}>
        Exclude from all collections
      </button>
      <p className="selection-bar__progress" role="status">
        {progress}
      </p>
    </div>
  );
}
