// The list of collections (GET /api/collections), each card leading to its own detail URL, narrowed
// to one library when the user picks one (kept in the URL, so a reload or a link keeps it). A line
// above the cards sums up what they hold and, where the service counts bytes (v3.x), their size and
// the space the handler has freed so far: what a user of a clean-up tool wants to know first.
import { LoadState } from '../../components/load-state.tsx';
import { useCollections } from '../../api/collections.ts';
import { collectionsSummary } from './labels.ts';
import { LibraryFilter, useLibrariesSettled, useLibraryFilter } from '../../components/library-filter.tsx';
import { CollectionCard } from './collection-card.tsx';
import '../../components/page-content.css';
import './collections.css';

export function CollectionList() {
  const { data, error, mutate, collections } = useCollections();
  const [library] = useLibraryFilter();
  const librariesSettled = useLibrariesSettled();
  const shown = library ? collections.filter((collection) => collection.libraryId === library) : collections;

  return (
    <LoadState what="collections" hasData={data !== undefined && librariesSettled} error={error} retry={() => mutate()}>
      <LibraryFilter />
      {collections.length === 0 && <p className="page-message">There are no collections yet.</p>}
      {collections.length > 0 && shown.length === 0 && <p className="page-message">No collection in this library.</p>}
      {shown.length > 0 && <p className="page-message">{collectionsSummary(shown)}</p>}
      <ul className="card-grid" aria-label="Collections">
        {shown.map((collection) => (
          <CollectionCard key={collection.id} collection={collection} />
        ))}
      </ul>
    </LoadState>
  );
}
