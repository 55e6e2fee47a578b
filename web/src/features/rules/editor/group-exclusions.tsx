// The group's exclusions, listed in the editor: items its rules never add to its collection (its
// own and the global ones), each removable after a question that says what removing does.
import { type CollectionExclusion } from '../../../api/collections.ts';
import { useCollectionExclusions, useExclusionRemoval } from '../../../api/collection-exclusions.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { FormConfirmButton } from '../../../components/form-confirm-button.tsx';
import { toast } from '../../../lib/toast.ts';

function titleOf(exclusion: CollectionExclusion): string {
  const item = exclusion.item;
  if (!item) return `Item ${exclusion.itemId}`;
  return item.parentTitle ? `${item.grandparentTitle ?? item.parentTitle} – ${item.title}` : item.title;
}

export function GroupExclusions({ collectionId }: { collectionId: number }) {
  const exclusions = useCollectionExclusions(collectionId);
  const remove = useExclusionRemoval(collectionId);
  const removeOne = async (row: CollectionExclusion) => {
    const [outcome] = await remove([row]);
    if (outcome?.ok) toast.success(`Removed the exclusion of “${titleOf(row)}”`);
    else toast.error(`Could not remove the exclusion of “${titleOf(row)}”: ${outcome?.reason ?? 'refused'}`);
    await exclusions.refresh();
  };
  return (
    <section className="rule-editor__panel" aria-labelledby="group-exclusions-title">
      <h2 id="group-exclusions-title">Exclusions</h2>
      <p className="rule-editor__hint">Items these rules never add to the collection: the group&apos;s own, and the global ones.</p>
      {exclusions.error !== undefined && exclusions.items.length === 0 && <p role="alert">Could not load the exclusions.</p>}
      {exclusions.totalSize === 0 && <p>No exclusions.</p>}
      <ul className="group-exclusions">
        {exclusions.items.map((row) => (
          <li key={row.id}>
            <span>
              {titleOf(row)} <span className="pill">{row.ruleGroupId === null ? 'Global' : 'This group'}</span>
            </span>
            <FormConfirmButton
              label={`Remove the exclusion of ${titleOf(row)}`}
              question={row.ruleGroupId === null ? `Every rule group may add “${titleOf(row)}” again. Remove?` : `These rules may add “${titleOf(row)}” again. Remove?`}
              confirmLabel="Yes, remove"
              onConfirm={() => removeOne(row)}
            >
              Remove
            </FormConfirmButton>
          </li>
        ))}
      </ul>
      {exclusions.hasMore && (
        <FormButton busy={exclusions.loadingMore} onClick={exclusions.loadMore}>
          Show more
        </FormButton>
      )}
    </section>
  );
}
