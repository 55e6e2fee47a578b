// What the user does with the items picked in the Overview's grid: add them to one of the library's
// collections, or exclude them from every collection's rules (asked first: the service also takes
// them out of the collections holding them). It stays at the foot of the screen while the grid
// scrolls, says how many are picked and, while an action runs (v2.21 sends one call per item), how
// far it got. Each answer is told in a toast: what went, what was already so (said, not sent: the
// service answers those as a success too), and each item the service refused with its reason. What
// an action did is unpicked; what it could not do stays picked for another try.
import { useEffect, useId, useRef, useState } from 'react';
import { useCollectionMembers, useCollectionsOfKind, type Collection } from '../../../api/collections.ts';
import { useExcludedEverywhereIds } from '../../../api/exclusions.ts';
import type { Library, MediaItem } from '../../../api/media.ts';
import { useMediaBulkWrites, type ItemOutcome } from '../../../api/media-bulk.ts';
import type { ActionProgress } from '../../../api/collection-wire.ts';
import { FormConfirmButton } from '../../../components/form-confirm-button.tsx';
import { messageOf } from '../../../lib/api-error.ts';
import { countLabel } from '../../../lib/count-label.ts';
import { isFocusLost } from '../../../lib/page-heading-focus.ts';
import { refusedNames } from '../../../lib/refused-names.ts';
import { toast } from '../../../lib/toast.ts';
import type { ItemSelection } from '../item-selection.ts';

/** "“Alien”" for one item, "3 movies" for more. */
const named = (items: readonly MediaItem[], noun: string) => (items.length === 1 ? `“${items[0]!.title}”` : countLabel(items.length, noun));
const titleOf = (item: MediaItem) => item.title;

/** One action of the bar on the picked items, with its words. */
interface PickedAction {
  /** "Adding", as its progress says. */
  verb: string;
  /** Whether an item is already as the action would leave it, and where ("in Old movies"). */
  alreadySo: (item: MediaItem) => boolean;
  already: string;
  write: (items: MediaItem[], progress: ActionProgress) => Promise<ItemOutcome[]>;
  /** The success toast for the items named ("3 movies"), and the word for those it could not do. */
  done: (what: string) => string;
  failed: string;
}

/** Toasts what an action did (`done` words it for the items named) and each item it could not do; returns the ids it did. */
function report(outcomes: ItemOutcome[], done: (what: string) => string, failed: string, noun: string): string[] {
  const went = outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.row);
  const refused = outcomes.filter((outcome) => !outcome.ok);
  if (went.length) toast.success(done(named(went, noun)));
  if (refused.length === 1 && outcomes.length === 1) toast.error(`“${titleOf(refused[0]!.row)}” could not be ${failed}: ${refused[0]!.reason ?? 'refused'}`);
  else if (refused.length) toast.error(`${refused.length} of ${outcomes.length} could not be ${failed}: ${refusedNames(refused, titleOf)}`);
  return went.map((item) => item.id);
}

/** The bar of actions on the Overview's picked items, for the library shown. */
export function SelectionBar({ library, selection }: { library: Library; selection: ItemSelection }) {
  const picked = [...selection.chosen.values()];
  const noun = library.kind;
  const { collections, isLoading } = useCollectionsOfKind(library.kind, library.id);
  const members = useCollectionMembers();
  const excludedEverywhere = useExcludedEverywhereIds();
  const writes = useMediaBulkWrites();
  const [refocus, setRefocus] = useState(false);
  const collectionSelectId = useId();
  const bar = useRef<HTMLDivElement>(null);
  const collection = collections.find((each) => String(each.id) === selection.targetCollection) ?? collections[0];
  const busy = selection.progress !== undefined;
  const nothingPicked = picked.length === 0;

  /**
   * Runs an action on the picked items with its progress shown. Those already so are said in a
   * toast and not sent (the service would answer them as a success too); the rest go to `write`.
   * What it did, or found already so, is unpicked; what it could not do stays picked.
   */
  const run = async (action: PickedAction) => {
    selection.setProgress(`${action.verb}…`);
    try {
      const already = picked.filter(action.alreadySo);
      const toDo = picked.filter((item) => !action.alreadySo(item));
      if (already.length) toast.info(`${named(already, noun)} ${already.length === 1 ? 'is' : 'are'} already ${action.already}.`);
      if (toDo.length) selection.setProgress(`${action.verb} ${countLabel(toDo.length, noun)}…`);
      const outcomes = toDo.length
        ? await action.write(toDo, (answered, total) => selection.setProgress(`${action.verb} ${answered} of ${total}…`))
        : [];
      selection.drop([...already.map((item) => item.id), ...report(outcomes, action.done, action.failed, noun)]);
    } catch (error) {
      toast.error(`Could not act on the ${noun}s: ${messageOf(error)}`);
    } finally {
      selection.setProgress(undefined);
      setRefocus(true);
    }
  };
  // A button pressed is aria-disabled while its action runs, so it keeps the keyboard focus; with
  // nothing left picked (after an action, or Clear) it is disabled, which drops the focus to the
  // page: it goes to the bar's collection picker instead (the bar itself without one), where the
  // next action starts.
  useEffect(() => {
    if (!refocus) return;
    setRefocus(false);
    if (isFocusLost()) (bar.current?.querySelector('select') ?? bar.current)?.focus();
  }, [refocus]);

  const addToCollection = (target: Collection) => {
    const held = members?.find((entry) => entry.id === target.id)?.ids;
    return run({
      verb: 'Adding',
      alreadySo: (item) => held?.has(item.id) === true,
      already: `in ${target.title}`,
      write: (items, progress) => writes.addToCollection(target.id, library.kind, items, progress),
      done: (what) => `Added ${what} to ${target.title}`,
      failed: 'added',
    });
  };

  const excludeEverywhere = () =>
    run({
      verb: 'Excluding',
      // Known for movies only: a show counts as excluded when a season or episode of it is.
      alreadySo: (item) => library.kind === 'movie' && excludedEverywhere.has(item.id),
      already: 'excluded from every collection',
      write: (items, progress) => writes.excludeEverywhere(library.kind, items, progress),
      done: (what) => `Excluded ${what} from every collection`,
      failed: 'excluded',
    });

  /** Pressed while an action runs, a button does nothing (it stays focusable: see above). */
  const whenIdle = (action: () => unknown) => () => {
    if (!busy) void action();
  };

  return (
    <div ref={bar} tabIndex={-1} className="selection-bar" role="group" aria-label="Picked items">
      <p className="selection-bar__count" aria-live="polite">
        {nothingPicked ? `Pick the ${noun}s to act on` : `${countLabel(picked.length, noun)} picked`}
      </p>
      <button
        type="button"
        disabled={nothingPicked}
        aria-disabled={busy || undefined}
        onClick={whenIdle(() => {
          selection.clear();
          setRefocus(true);
        })}
      >
        Clear selection
      </button>
      {collection ? (
        <div className="selection-bar__add">
          <label htmlFor={collectionSelectId}>Collection</label>
          <select id={collectionSelectId} value={String(collection.id)} disabled={busy} onChange={(event) => selection.setTargetCollection(event.target.value)}>
            {collections.map((each) => (
              <option key={each.id} value={String(each.id)}>
                {each.title}
              </option>
            ))}
          </select>
          <button type="button" disabled={nothingPicked} aria-disabled={busy || undefined} onClick={whenIdle(() => addToCollection(collection))}>
            Add to collection
          </button>
        </div>
      ) : (
        <p className="selection-bar__note">{isLoading ? 'Loading collections…' : `No collection of ${library.title} takes ${noun}s yet.`}</p>
      )}
      <FormConfirmButton
        disabled={nothingPicked || busy}
        question={`${picked.length === 1 ? `“${picked[0]!.title}” is` : `These ${countLabel(picked.length, noun)} are`} excluded from every collection's rules and leave${picked.length === 1 ? 's' : ''} the collections holding ${picked.length === 1 ? 'it' : 'them'}. Exclude?`}
        confirmLabel="Yes, exclude"
        onConfirm={excludeEverywhere}
      >
        Exclude from all collections
      </FormConfirmButton>
      <p className="selection-bar__progress" role="status">
        {selection.progress}
      </p>
    </div>
  );
}
