// What the user can do with an item in the detail view: add it to or remove it from a collection,
// exclude it or include it again (globally or for one collection). Each answer, including the
// service's soft failures with a success status (API.md §0.5), is confirmed with a toast.
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import type { PlexLibraryItem } from '../../../contracts/plex.ts';
import { useCollectionsOfType, useMediaWrites, type WriteOutcome } from '../api.ts';
import { plexDataType, typeLabel } from '../media-info.ts';

const ALL_COLLECTIONS = 'all';

async function confirmWithToast(write: () => Promise<WriteOutcome>, success: string, failure: string): Promise<void> {
  try {
    const outcome = await write();
    if (outcome.ok) toast.success(success);
    else toast.error(`${failure}: ${outcome.detail ?? 'the service refused'}.`);
  } catch (error) {
    toast.error(`${failure}: ${(error as Error).message}.`);
  }
}

export function MediaActions({ item }: { item: PlexLibraryItem }) {
  const dataType = plexDataType(item.type);
  const target = { ratingKey: item.ratingKey, type: item.type, dataType };
  const { collections, isLoading } = useCollectionsOfType(dataType);
  const { changeCollectionMembership, changeExclusion } = useMediaWrites();
  const [chosenCollection, setChosenCollection] = useState('');
  const [exclusionScope, setExclusionScope] = useState(ALL_COLLECTIONS);
  const [busy, setBusy] = useState(false);
  const collectionSelectId = useId();
  const scopeSelectId = useId();
  const collection = collections.find((c) => String(c.id) === chosenCollection) ?? collections[0];
  const scopeCollection = collections.find((c) => String(c.id) === exclusionScope);
  const scopeLabel = scopeCollection ? scopeCollection.title : 'all collections';

  const run = async (write: () => Promise<WriteOutcome>, success: string, failure: string) => {
    setBusy(true);
    await confirmWithToast(write, success, failure);
    setBusy(false);
  };

  return (
    <div className="media-actions">
      <fieldset disabled={busy}>
        <legend>Collections</legend>
        {collections.length === 0 ? (
          <p className="media-actions__note">
            {isLoading ? 'Loading collections…' : `No collection takes ${typeLabel(item.type).toLowerCase()}s yet.`}
          </p>
        ) : (
          <>
            <div className="media-actions__field">
              <label htmlFor={collectionSelectId}>Collection</label>
              <select
                id={collectionSelectId}
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
            <div className="media-actions__buttons">
              <button
                type="button"
                onClick={() =>
                  run(
                    () => changeCollectionMembership(target, collection!.id, 0),
                    `Added “${item.title}” to ${collection!.title}`,
                    `Could not add “${item.title}” to ${collection!.title}`,
                  )
                }
              >
                Add to collection
              </button>
              <button
                type="button"
                onClick={() =>
                  run(
                    () => changeCollectionMembership(target, collection!.id, 1),
                    `Removed “${item.title}” from ${collection!.title}`,
                    `Could not remove “${item.title}” from ${collection!.title}`,
                  )
                }
              >
                Remove from collection
              </button>
            </div>
          </>
        )}
      </fieldset>

      <fieldset disabled={busy}>
        <legend>Exclusions</legend>
        <div className="media-actions__field">
          <label htmlFor={scopeSelectId}>Exclude from</label>
          <select id={scopeSelectId} value={exclusionScope} onChange={(e) => setExclusionScope(e.target.value)}>
            <option value={ALL_COLLECTIONS}>All collections</option>
            {collections.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <div className="media-actions__buttons">
          <button
            type="button"
            onClick={() =>
              run(
                () => changeExclusion(target, scopeCollection?.id, 0),
                `Excluded “${item.title}” from ${scopeLabel}`,
                `Could not exclude “${item.title}”`,
              )
            }
          >
            Exclude
          </button>
          <button
            type="button"
            onClick={() =>
              run(
                () => changeExclusion(target, scopeCollection?.id, 1),
                `“${item.title}” is no longer excluded from ${scopeLabel}`,
                `Could not include “${item.title}” again`,
              )
            }
          >
            Include again
          </button>
        </div>
      </fieldset>
    </div>
  );
}
