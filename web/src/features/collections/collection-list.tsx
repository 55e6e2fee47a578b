// The list of collections (GET /api/collections), each card leading to its own detail URL, narrowed
// to one library when the user picks one (kept in the URL, so a reload or a link keeps it).
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadState } from '../../components/load-state.tsx';
import { useCollections } from '../../api/collections.ts';
import { useLibraries } from '../../api/media.ts';
import { CollectionCard } from './collection-card.tsx';
import '../../components/page-content.css';
import './collections.css';

export function CollectionList() {
  const { data, error, mutate, collections } = useCollections();
  const { libraries } = useLibraries();
  const [params, setParams] = useSearchParams();
  const selectId = useId();
  const library = params.get('library') ?? '';
  const shown = library ? collections.filter((collection) => collection.libraryId === library) : collections;
  const chooseLibrary = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('library', id);
        else next.delete('library');
        return next;
      },
      { replace: true },
    );

  return (
    <LoadState what="collections" hasData={data !== undefined} error={error} retry={() => mutate()}>
      {libraries.length > 1 && (
        <div className="collection-list__filter">
          <label htmlFor={selectId}>Library</label>
          <select id={selectId} className="form-control" value={library} onChange={(event) => chooseLibrary(event.target.value)}>
            <option value="">All libraries</option>
            {libraries.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.title}
              </option>
            ))}
          </select>
        </div>
      )}
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
