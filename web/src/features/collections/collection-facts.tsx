// The facts a collection card and the detail header share: library, item count, status, when it is handled.
import type { Collection } from '../../api/collections.ts';
import { useLibraries } from '../../api/media.ts';
import { deleteAfterLabel } from './labels.ts';

export interface CollectionFactsProps {
  collection: Collection;
  /** Items in the collection; the row is left out when unknown. */
  itemCount?: number;
}

export function CollectionFacts({ collection, itemCount }: CollectionFactsProps) {
  const { libraryTitle } = useLibraries();
  return (
    <dl className="collection-facts">
      <dt>Library</dt>
      <dd>{libraryTitle(collection.libraryId)}</dd>
      {itemCount !== undefined && (
        <>
          <dt>Items</dt>
          <dd>{itemCount}</dd>
        </>
      )}
      <dt>Status</dt>
      <dd>
        <span className={`pill${collection.isActive ? ' pill--on' : ''}`}>{collection.isActive ? 'Active' : 'Inactive'}</span>
      </dd>
      <dt>Delete</dt>
      <dd>{deleteAfterLabel(collection.deleteAfterDays)}</dd>
    </dl>
  );
}
