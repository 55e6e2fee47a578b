// /collections: the collections (GET /api/collections) and the button that handles them.
// Collection details are not in any issue yet; this page lists what the service has.
import useSWR from 'swr';
import { HandlerRunButton } from '../../components/handler-run-button.tsx';
import { LoadState } from '../../components/load-state.tsx';
import type { CollectionWithMedia } from '../../contracts/collections.ts';
import { useLibraries } from '../../hooks/use-libraries.ts';
import '../../components/page-content.css';

export const COLLECTIONS_KEY = '/collections';

export function CollectionsRoute() {
  const { data, error, mutate } = useSWR<CollectionWithMedia[] | null>(COLLECTIONS_KEY);
  const { libraryTitle } = useLibraries();
  const collections = Array.isArray(data) ? data : [];
  return (
    <section>
      <header className="page-header">
        <h1>Collections</h1>
        <HandlerRunButton handler="collectionHandler" />
      </header>
      <LoadState what="collections" hasData={data !== undefined} error={error} retry={() => mutate()}>
        {collections.length === 0 && <p className="page-message">There are no collections yet.</p>}
        <ul className="card-grid">
          {collections.map((collection) => (
            <li key={collection.id} className="card">
              <h2>
                {collection.manualCollection ? `${collection.manualCollectionName} (manual)` : collection.title}
              </h2>
              <p>
                {collection.manualCollection ? `Handled by rule: '${collection.title}'` : collection.description}
              </p>
              <dl>
                <dt>Library</dt>
                <dd>{libraryTitle(collection.libraryId)}</dd>
                <dt>Items</dt>
                <dd>{collection.media?.length ?? 0}</dd>
                <dt>Status</dt>
                <dd>
                  <span className={`pill${collection.isActive ? ' pill--on' : ''}`}>{collection.isActive ? 'Active' : 'Inactive'}</span>
                </dd>
                <dt>Delete</dt>
                <dd>{collection.deleteAfterDays === null ? 'Never' : `After ${collection.deleteAfterDays} days`}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </LoadState>
    </section>
  );
}
