// /collections/:id and its tabs: loads the collection (GET /api/collections/collection/:id; an
// empty body means there is none), shows its header and tab links, and the chosen tab below.
import { Outlet, useParams } from 'react-router-dom';
import { ApiError } from '../../lib/api-error.ts';
import { LoadState } from '../../components/load-state.tsx';
import type { Collection } from '../../api/collections.ts';
import { useCollection } from '../../api/collection-pages.ts';
import { CollectionHeader } from './collection-header.tsx';
import { CollectionNotFound } from './collection-not-found.tsx';
import { CollectionTabs } from './collection-tabs.tsx';
import { collectionTitle } from './labels.ts';
import { usePageTitleDetail } from '../../hooks/use-page-title-detail.ts';
import '../../components/page-content.css';
import './collections.css';

export function CollectionDetail() {
  const { id = '' } = useParams();
  // Ids are whole numbers; anything else cannot name a collection, so it is not asked for.
  if (!/^\d+$/.test(id)) return <CollectionNotFound id={id} />;
  return <LoadedCollection key={id} id={Number(id)} />;
}

function isCollection(data: unknown): data is Collection {
  return typeof data === 'object' && data !== null && typeof (data as Collection).id === 'number';
}

function LoadedCollection({ id }: { id: number }) {
  const { data, error, mutate } = useCollection(id);
  usePageTitleDetail(isCollection(data) ? collectionTitle(data) : undefined);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <CollectionNotFound id={String(id)} />;
  if (data !== undefined && !isCollection(data)) return <CollectionNotFound id={String(id)} />;
  return (
    <section className="collection-detail">
      {/* The screen keeps a heading when the collection could not be read (the header carries it otherwise). */}
      {data === undefined && error !== undefined && <h1>Collection</h1>}
      <LoadState what="the collection" hasData={data !== undefined} error={error} retry={() => mutate()}>
        {isCollection(data) && (
          <>
            <CollectionHeader collection={data} />
            <CollectionTabs id={id} />
            <Outlet context={data} />
          </>
        )}
      </LoadState>
    </section>
  );
}
