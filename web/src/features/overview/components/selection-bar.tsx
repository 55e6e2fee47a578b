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
import { FormConfirmButton } from '../../../components/form-confirm-button.tsx';
import { messageOf } from '../../../lib/api-error.ts';
import { countLabel } from '../../../lib/count-label.ts';
import { refusedNames } from '../../../lib/refused-names.ts';
import { toast } from '../../../lib/toast.ts';
import type { ItemSelection } from '../item-selection.ts';

/** "“Alien”" for one item, "3 movies" for more. */
const named = (items: readonly MediaItem[], noun: string) => (items.length === 1 ? `“${items[0]!.title}”` : countLabel(items.length, noun));
const titleOf = (item: MediaItem) => item.title;

/** Splits the picked items into those an action would change and those already so, which it says in a toast. */
function skipAlreadySo(items: MediaItem[], alreadySo: (item: MediaItem) => boolean, noun: string, where: string) {
  const already = items.filter(alreadySo);
  if (already.length) toast.info(`${named(already, noun)} ${already.length === 1 ? 'is' : 'are'} already ${where}.`);
  return { already, toDo: items.filter((item) => !alreadySo(item)) };
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
   * Runs an action on the picked items, its progress shown (`act` says how many it sends once it
   * has set aside those already so); unpicks the ids it returns as done.
   */
  const run = async (verb: string, act: (sending: (count: number) => void, progress: (done: number, total: number) => void) => Promise<string[]>) => {
    selection.setProgress(`${verb}…`);
    try {
      const doneIds = await act(
        (count) => selection.setProgress(`${verb} ${countLabel(count, noun)}…`),
        (answered, total) => selection.setProgress(`${verb} ${answered} of ${total}…`),
      );
      selection.drop(doneIds);
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
    const focused = document.activeElement;
    if (focused === document.body || (focused instanceof HTMLButtonElement && focused.disabled)) (bar.current?.querySelector('select') ?? bar.current)?.focus();
  }, [refocus]);

  const addToCollection = (target: Collection) =>
    run('Adding', async (sending, onProgress) => {
      const held = members?.find((entry) => entry.id === target.id)?.ids;
      const { already, toDo } = skipAlreadySo(picked, (item) => held?.has(item.id) === true, noun, `in ${target.title}`);
      if (toDo.length) sending(toDo.length);
      const outcomes = toDo.length ? await writes.addToCollection(target.id, library.kind, toDo, onProgress) : [];
      return [...already.map((item) => item.id), ...report(outcomes, (what) => `Added ${what} to ${target.title}`, 'added', noun)];
    });

  const excludeEverywhere = () =>
    run('Excluding', async (sending, onProgress) => {
      // Known for movies only: a show counts as excluded when a season or episode of it is.
      const alreadySo = (item: MediaItem) => library.kind === 'movie' && excludedEverywhere.has(item.id);
      const { already, toDo } = skipAlreadySo(picked, alreadySo, noun, 'excluded from every collection');
      if (toDo.length) sending(toDo.length);
      const outcomes = toDo.length ? await writes.excludeEverywhere(library.kind, toDo, onProgress) : [];
      return [...already.map((item) => item.id), ...report(outcomes, (what) => `Excluded ${what} from every collection`, 'excluded', noun)];
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
      <button type="button" disabled={nothingPicked} aria-disabled={busy || undefined} onClick={whenIdle(() => {
          selection.clear();
          setRefocus(true);
        })}>
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
