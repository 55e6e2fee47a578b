// The facts a collection card and the detail header share: library, item count, size where the
// service counts it, status, what the handler does and when and, on a card, when it next acts.
import type { Collection } from '../../api/collections.ts';
import { useLibraries } from '../../api/media.ts';
import { actionInWords, handledLabel } from './labels.ts';
import { formatBytes } from '../../lib/size-label.ts';

export interface CollectionFactsProps {
  collection: Collection;
  /** Items in the collection; the row is left out when unknown. */
  itemCount?: number;
  /** When the oldest item's time is up; the row is left out when that cannot be known. */
  nextHandling?: Date;
  /**
   * Why nextHandling is not known yet where it will be: the oldest item is still being read, or its
   * read failed. The row shows anyway, so the card does not change height when the item comes.
   */
  nextHandlingUnknown?: 'loading' | 'failed';
  /** The moment "due now" is judged against; defaults to the time of rendering. */
  now?: Date;
}

export function CollectionFacts({ collection, itemCount, nextHandling, nextHandlingUnknown, now = new Date() }: CollectionFactsProps) {
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
      {collection.totalSizeBytes !== undefined && (
        <>
          <dt>Size</dt>
          <dd>{formatBytes(collection.totalSizeBytes)}</dd>
        </>
      )}
      <dt>Status</dt>
      <dd>
        <span className={`pill${collection.isActive ? ' pill--on' : ''}`}>{collection.isActive ? 'Active' : 'Inactive'}</span>
      </dd>
      {/* What the handler does, in the collection's own action: "Delete" for every collection
          misstated those that unmonitor, keep files or do nothing. */}
      <dt>Action</dt>
      <dd>{actionInWords(collection.arrAction, collection.kind, collection.viaSportarr)}</dd>
      <dt>Handled</dt>
      <dd>{handledLabel(collection)}</dd>
      {(nextHandling || nextHandlingUnknown) && (
        <>
          <dt>Next handling</dt>
          <dd>
            {nextHandling ? (
              nextHandling <= now ? 'Due now' : nextHandling.toLocaleDateString(undefined, { dateStyle: 'medium' })
            ) : nextHandlingUnknown === 'loading' ? (
              <>
                <span aria-hidden="true">…</span>
                <span className="visually-hidden">Loading</span>
              </>
            ) : (
              'Unknown'
            )}
          </dd>
        </>
      )}
    </dl>
  );
}
