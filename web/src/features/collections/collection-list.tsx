// The list of collections (GET /api/collections), each card leading to its own detail URL.
import { LoadState } from '../../components/load-state.tsx';
import { useCollections } from '../../api/collections.ts';
import { CollectionCard } from './collection-card.tsx';
import '../../components/page-content.css';
import './collections.css';

export function CollectionList() {
  const { data, error, mutate, collections } = useCollections();
  return (
    <LoadState what="collections" hasData={data !== undefined} error={error} retry={() => mutate()}>
      {collections.length === 0 && <p className="page-message">There are no collections yet.</p>}
      <ul className="card-grid">
        {collections.map((collection) => (
          <CollectionCard key={collection.id} collection={collection} />
        ))}
      </ul>
    </LoadState>
  );
}
