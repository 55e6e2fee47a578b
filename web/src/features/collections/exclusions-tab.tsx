// /collections/:id/exclusions: items the collection's rules never add, its own and the global ones,
// each with its poster.
// Each can be removed, or many at once (select some, or all shown), after a question that says what
// removing does; the summary says which the service refused.
import { useShownCollection } from './shown-collection.ts';
import { type CollectionExclusion } from '../../api/collections.ts';
import { useCollectionExclusions, useExclusionRemoval, type ExclusionRemoval } from '../../api/collection-exclusions.ts';
import { FormConfirmButton } from '../../components/form-confirm-button.tsx';
import { refusedNames } from '../../lib/refused-names.ts';
import { toast } from '../../lib/toast.ts';
import { ItemPoster } from './item-poster.tsx';
import { PagedListView } from './paged-list-view.tsx';
import { mediaTitle, mediaYear } from './labels.ts';
import { bulkBarClassName, SelectAllShown, SelectRow, useSelection } from './selection.tsx';
import { messageOf } from '../../lib/api-error.ts';

const titleOf = (exclusion: CollectionExclusion) => (exclusion.item ? mediaTitle(exclusion.item) : `Item ${exclusion.itemId}`);

/**
 * What removing says before it happens: a collection's own exclusion frees the item for this
 * collection, a global one for every collection; a selection of both says which are global.
 */
function removalQuestion(rows: CollectionExclusion[]): string {
  const global = rows.filter((row) => row.ruleGroupId === null);
  if (rows.length === 1) {
    const what = `“${titleOf(rows[0]!)}”`;
    return global.length
      ? `The rules may add ${what} again, here and in every other collection (a global exclusion). Remove?`
      : `The rules may add ${what} to this collection again. Remove?`;
  }
  const what = `these ${rows.length} items`;
  if (global.length === 0) return `The rules may add ${what} to this collection again. Remove?`;
  if (global.length === rows.length) return `The rules may add ${what} again, here and in every other collection (global exclusions). Remove?`;
  const globalWhat = global.length === 1 ? `“${titleOf(global[0]!)}” (a global exclusion)` : `${global.length} of them (global exclusions)`;
  return `The rules may add ${what} to this collection again, and ${globalWhat} to every other collection too. Remove?`;
}

/** One toast for a removal: what went, and which the service refused, by title. */
function reportRemoval(outcomes: ExclusionRemoval[]) {
  const removed = outcomes.filter((outcome) => outcome.ok);
  const refused = outcomes.filter((outcome) => !outcome.ok);
  if (removed.length) {
    toast.success(removed.length === 1 ? `Removed the exclusion of “${titleOf(removed[0]!.row)}”` : `Removed ${removed.length} exclusions`);
  }
  if (refused.length) {
    toast.error(`Could not remove ${refused.length === 1 ? 'the exclusion of' : `${refused.length} exclusions:`} ${refusedNames(refused, titleOf)}`);
  }
}

export function ExclusionsTab() {
  const collection = useShownCollection();
  const exclusions = useCollectionExclusions(collection.id);
  const removeExclusions = useExclusionRemoval(collection.id);
  const selection = useSelection();

  const remove = async (rows: CollectionExclusion[]) => {
    try {
      reportRemoval(await removeExclusions(rows));
    } catch (error) {
      toast.error(`Could not remove the exclusions: ${messageOf(error)}`);
    }
    selection.clear();
    await exclusions.refresh();
  };

  return (
    <PagedListView list={exclusions} what="the exclusions" noun={['exclusion', 'exclusions']} empty="Nothing is excluded from this collection.">
      {(items) => {
        const chosen = items.filter((item) => selection.selected.has(item.id));
        return (
          <>
            <div className={bulkBarClassName(chosen.length)} role="group" aria-label="Selected exclusions">
              <SelectAllShown ids={items.map((item) => item.id)} selection={selection} />
              <FormConfirmButton
                disabled={chosen.length === 0}
                question={chosen.length ? removalQuestion(chosen) : ''}
                confirmLabel="Yes, remove"
                onConfirm={() => remove(chosen)}
              >
                Remove selected ({chosen.length})
              </FormConfirmButton>
            </div>
            <ul className="collection-items" aria-label="Exclusions">
              {items.map((exclusion) => {
                const year = exclusion.item ? mediaYear(exclusion.item) : undefined;
                const title = titleOf(exclusion);
                return (
                  <li key={exclusion.id} className="collection-item">
                    <div className="collection-item__thumb">
                      <ItemPoster item={exclusion.item} title={title} />
                    </div>
                    <SelectRow id={exclusion.id} title={title} selection={selection} />
                    <h2 className="collection-item__title">{title}</h2>
                    {year !== undefined && <p className="collection-item__meta">{year}</p>}
                    {exclusion.ruleGroupId === null && (
                      <p className="collection-item__pills">
                        <span className="pill pill--global" title="Excluded from every collection">
                          Global
                        </span>
                      </p>
                    )}
                    <FormConfirmButton
                      label={`Remove exclusion: ${title}`}
                      question={removalQuestion([exclusion])}
                      confirmLabel="Yes, remove"
                      onConfirm={() => remove([exclusion])}
                    >
                      Remove exclusion
                    </FormConfirmButton>
                  </li>
                );
              })}
            </ul>
          </>
        );
      }}
    </PagedListView>
  );
}
