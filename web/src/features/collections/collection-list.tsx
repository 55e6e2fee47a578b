// The list of collections (GET /api/collections), each card leading to its own detail URL, narrowed
// to one library when the user picks one (kept in the URL, so a reload or a link keeps it). A line
// above the cards sums up what they hold and, where the service counts bytes (v3.x), their size and
// the space the handler has freed so far: what a user of a clean-up tool wants to know first. Where
// the service also sizes the libraries (v3.x), the line says what share of them the collections hold.
import { useCallback, useState } from 'react';
import { LoadState } from '../../components/load-state.tsx';
import { useCollections } from '../../api/collections.ts';
import { useLibrarySizes } from '../../api/library-sizes.ts';
import { collectionsSummary, type LibrariesSize } from './labels.ts';
import { LibraryFilter, useLibrariesSettled, useLibraryFilter } from '../../components/library-filter.tsx';
import { CollectionCard, PreviewReport } from './collection-card.tsx';
import { LeavingNext, type PreviewsByCollection } from './leaving-next.tsx';
import type { CollectionPreviewItem } from '../../api/collection-types.ts';
import '../../components/page-content.css';
import './collections.css';

export function CollectionList() {
  const { data, error, mutate, collections } = useCollections();
  const [library] = useLibraryFilter();
  const librariesSettled = useLibrariesSettled();
  const shown = library ? collections.filter((collection) => collection.libraryId === library) : collections;
  const librariesSize = librariesSizeOf(useLibrarySizes(), library);
  // Each card reports its preview once known; "Leaving next" is made from them.
  const [previews, setPreviews] = useState<PreviewsByCollection>(new Map());
  const reportPreview = useCallback(
    (id: number, items: readonly CollectionPreviewItem[] | null | undefined) =>
      setPreviews((current) => {
        if (items !== undefined) return new Map(current).set(id, items);
        const next = new Map(current);
        next.delete(id);
        return next;
      }),
    [],
  );

  return (
    <LoadState what="collections" hasData={data !== undefined && librariesSettled} error={error} retry={() => mutate()}>
      <LibraryFilter />
      {collections.length === 0 && <p className="page-message">There are no collections yet.</p>}
      {collections.length > 0 && shown.length === 0 && <p className="page-message">No collection in this library.</p>}
      {shown.length > 0 && <p className="page-message">{collectionsSummary(shown, librariesSize)}</p>}
      <LeavingNext collections={shown} previews={previews} />
      <PreviewReport.Provider value={reportPreview}>
        <ul className="card-grid" aria-label="Collections">
          {shown.map((collection) => (
            <CollectionCard key={collection.id} collection={collection} />
          ))}
        </ul>
      </PreviewReport.Provider>
    </LoadState>
  );
}

/** The size of the library picked, or of all of them; undefined while unknown. */
function librariesSizeOf(sizes: ReadonlyMap<string, number> | undefined, library: string | undefined): LibrariesSize | undefined {
  if (!sizes) return undefined;
  if (!library) return { bytes: [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0), scope: 'all libraries' };
  const bytes = sizes.get(library);
  return bytes === undefined ? undefined : { bytes, scope: 'one library' };
}

