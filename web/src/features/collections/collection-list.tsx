// The list of collections (GET /api/collections), each card leading to its own detail URL, narrowed
// to one library when the user picks one (kept in the URL, so a reload or a link keeps it).
import { LoadState } from '../../components/load-state.tsx';
import { useCollections } from '../../api/collections.ts';
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
      <ul className="card-grid" aria-label="Collections">
        {shown.map((collection) => (
          <CollectionCard key={collection.id} collection={collection} />
        ))}
      </ul>
    </LoadState>
  );
}
