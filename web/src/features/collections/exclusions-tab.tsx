// /collections/:id/exclusions: items the collection's rules never add, its own and the global ones.
import { useShownCollection } from './shown-collection.ts';
import { useCollectionExclusions } from '../../api/collections.ts';
import { PagedListView } from './paged-list-view.tsx';
import { mediaTitle, mediaYear } from './labels.ts';

export function ExclusionsTab() {
  const collection = useShownCollection();
  const exclusions = useCollectionExclusions(collection.id);
  return (
    <PagedListView list={exclusions} what="the exclusions" noun={['exclusion', 'exclusions']} empty="Nothing is excluded from this collection.">
      {(items) => (
        <ul className="collection-items" aria-label="Exclusions">
          {items.map((exclusion) => {
            const year = exclusion.item ? mediaYear(exclusion.item) : undefined;
            return (
              <li key={exclusion.id} className="collection-item">
                <h2 className="collection-item__title">{exclusion.item ? mediaTitle(exclusion.item) : `Item ${exclusion.itemId}`}</h2>
                {year !== undefined && <p className="collection-item__meta">{year}</p>}
                {exclusion.ruleGroupId === null && (
                  <p className="collection-item__pills">
                    <span className="pill pill--global" title="Excluded from every collection">
                      Global
                    </span>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </PagedListView>
  );
}
