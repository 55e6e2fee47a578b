// What the user can do with an item in the detail view: add it to or remove it from a collection,
// exclude it or include it again (globally or for one collection). Each answer, including the
// service's soft failures (a refusal sent with a 2xx status and a failure body), is confirmed with a toast.
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useCollectionMembers, useCollectionsOfKind } from '../../../api/collections.ts';
import { useMediaWrites, type MediaItem, type MediaKind, type WriteOutcome } from '../../../api/media.ts';
import { useExclusionRefresh, useItemExclusionCover } from '../../../api/exclusions.ts';
import { MediaPartPicker, type MediaPart } from './media-part-picker.tsx';

const ALL_COLLECTIONS = 'all';
const KIND_NOUNS: Record<MediaKind, string> = { movie: 'movies', show: 'shows', season: 'seasons', episode: 'episodes' };

async function confirmWithToast(write: () => Promise<WriteOutcome>, success: string, failure: string): Promise<void> {
  try {
    const outcome = await write();
    if (outcome.ok) toast.success(success);
    else toast.error(`${failure}: ${outcome.detail ?? 'the service refused'}.`);
  } catch (error) {
    toast.error(`${failure}: ${(error as Error).message}.`);
  }
}

/** One button of the detail view: the write it makes and the toasts that confirm it. */
interface MediaAction {
  label: string;
  write: () => Promise<WriteOutcome>;
  success: string;
  failure: string;
  /** Set when the write would change nothing (the item already where it would put it): said instead, nothing sent. */
  nothingToDo?: string;
}

type RunAction = (write: () => Promise<WriteOutcome>, success: string, failure: string) => Promise<void>;

/**
 * While a write is out the buttons are aria-disabled and ignore clicks, but keep the keyboard focus:
 * disabled (as a disabled fieldset would make them) they would drop it to the page behind the
 * dialog the moment Enter is pressed.
 */
function ActionButtons({ actions, run, busy }: { actions: MediaAction[]; run: RunAction; busy: boolean }) {
  return (
    <div className="media-actions__buttons">
      {actions.map(({ label, write, success, failure, nothingToDo }) => (
        <button
          key={label}
          type="button"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (busy) return;
            if (nothingToDo) toast.info(nothingToDo);
            else void run(write, success, failure);
          }}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** `excluded`: whether the item or a part of it has an exclusion; undefined until known. */
export function MediaActions({ item, excluded }: { item: MediaItem; excluded: boolean | undefined }) {
  // What the actions apply to: the whole item or, for a show, a season or episode of it.
  const [part, setPart] = useState<MediaPart>({ kind: item.kind, label: item.title });
  const target = { itemId: item.id, partId: part.partId, kind: part.kind };
  const name = part.label;
  // Each collection holds one kind of media, in one library: list those that can take what is chosen.
  const { collections, isLoading } = useCollectionsOfKind(part.kind, item.libraryId);
  const { changeCollectionMembership, changeExclusion } = useMediaWrites(useExclusionRefresh());
  const [chosenCollection, setChosenCollection] = useState('');
  const [exclusionScope, setExclusionScope] = useState(ALL_COLLECTIONS);
  const [busy, setBusy] = useState(false);
  const collectionSelectId = useId();
  const scopeSelectId = useId();
  const collection = collections.find((c) => String(c.id) === chosenCollection) ?? collections[0];
  // Whether the chosen collection holds what is chosen; undefined until its members are read. The
  // service answers a removal of something a collection does not hold as a success, which would
  // say "Removed" for nothing.
  const chosenMembers = useCollectionMembers()?.find((members) => members.id === collection?.id);
  const inChosen = chosenMembers?.ids.has(part.partId ?? item.id);
  const scopeCollection = collections.find((c) => String(c.id) === exclusionScope);
  const scopeLabel = scopeCollection ? scopeCollection.title : 'all collections';
  // Whether an exclusion already keeps the item out of the chosen scope (one from every collection
  // covers each): the service answers a second exclusion as a success, which would say "Excluded"
  // for nothing. Known for a whole movie: a show's parts may be excluded with rows that do not name the show.
  const exclusionCover = useItemExclusionCover(item.id, scopeCollection?.id);

  const run: RunAction = async (write, success, failure) => {
    setBusy(true);
    await confirmWithToast(write, success, failure);
    setBusy(false);
  };

  return (
    <div className="media-actions">
      {item.kind === 'show' && <MediaPartPicker show={item} onChange={setPart} />}
      <fieldset>
        <legend>Collections</legend>
        {collections.length === 0 ? (
          <p className="media-actions__note">
            {isLoading ? 'Loading collections…' : `No collection ${item.libraryId === undefined ? '' : 'of this library '}takes ${KIND_NOUNS[part.kind]} yet.`}
          </p>
        ) : (
          <>
            <div className="media-actions__field">
              <label htmlFor={collectionSelectId}>Collection</label>
              <select
                id={collectionSelectId}
                disabled={busy}
                value={collection ? String(collection.id) : ''}
                onChange={(e) => setChosenCollection(e.target.value)}
              >
                {collections.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.title}
                  </option>
                ))}
              </select>
            </div>
            {inChosen !== undefined && <p className="media-actions__note">{inChosen ? 'In this collection.' : 'Not in this collection.'}</p>}
            <ActionButtons
              busy={busy}
              run={run}
              actions={[
                {
                  label: 'Add to collection',
                  write: () => changeCollectionMembership(target, collection!.id, 0),
                  success: `Added “${name}” to ${collection!.title}`,
                  failure: `Could not add “${name}” to ${collection!.title}`,
                  nothingToDo: inChosen === true ? `“${name}” is already in ${collection!.title}.` : undefined,
                },
                {
                  label: 'Remove from collection',
                  write: () => changeCollectionMembership(target, collection!.id, 1),
                  success: `Removed “${name}” from ${collection!.title}`,
                  failure: `Could not remove “${name}” from ${collection!.title}`,
                  nothingToDo: inChosen === false ? `“${name}” is not in ${collection!.title}: nothing to remove.` : undefined,
                },
              ]}
            />
          </>
        )}
      </fieldset>

      <fieldset>
        <legend>Exclusions</legend>
        <div className="media-actions__field">
          <label htmlFor={scopeSelectId}>Exclude from</label>
          <select id={scopeSelectId} disabled={busy} value={exclusionScope} onChange={(e) => setExclusionScope(e.target.value)}>
            <option value={ALL_COLLECTIONS}>All collections</option>
            {collections.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <ActionButtons
          busy={busy}
          run={run}
          actions={[
            {
              label: 'Exclude',
              write: () => changeExclusion(target, scopeCollection?.id, 0),
              success: `Excluded “${name}” from ${scopeLabel}`,
              failure: `Could not exclude “${name}”`,
              nothingToDo:
                item.kind === 'movie' && exclusionCover.fromScope === true
                  ? `“${name}” is already excluded from ${exclusionCover.fromAll ? 'all collections' : scopeLabel}.`
                  : undefined,
            },
            {
              label: 'Include again',
              write: () => changeExclusion(target, scopeCollection?.id, 1),
              success: `“${name}” is no longer excluded from ${scopeLabel}`,
              failure: `Could not include “${name}” again`,
              // The service answers the removal of an exclusion that is not there as a success. Said
              // for a movie only: a show's parts may be excluded with rows that do not name the show.
              nothingToDo: item.kind === 'movie' && excluded === false ? `“${name}” is not excluded: nothing to include again.` : undefined,
            },
          ]}
        />
      </fieldset>
    </div>
  );
}
