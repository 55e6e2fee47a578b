// A collection's exclusions on either generation, and their removal: read by the collection's
// Exclusions tab and by the rule editor, which shows its group's. Apart from collection-pages.ts so
// that the Rules screen does not load the collection screens' code.
import { useSWRConfig } from 'swr';
import { api } from '../lib/api-client.ts';
import type { ExclusionRemoval } from './collection-wire.ts';
import type { CollectionExclusion } from './collection-types.ts';
import { useCollectionWire } from './collections.ts';
import { EXCLUDED_IDS_KEY } from './exclusions.ts';
import { COLLECTION_PAGE_SIZE, usePagedList, type PagedList } from './paged-list.ts';

export type { ExclusionRemoval } from './collection-wire.ts';

export const exclusionsPageKey = (id: number, page: number, size = COLLECTION_PAGE_SIZE) =>
  `/collections/exclusions/${encodeURIComponent(id)}/content/${page}?size=${size}`;

/** A collection's exclusions: its group's own plus the global ones. */
export function useCollectionExclusions(id: number): PagedList<CollectionExclusion> {
  const wire = useCollectionWire();
  return usePagedList(wire ? (page) => exclusionsPageKey(id, page) : null, (row, path) => wire!.readExclusionRow(row, path));
}

/**
 * Removes exclusions shown with a collection and says, row by row, what the service confirmed; then
 * the Overview's exclusion badges are read again. The caller refreshes the list it shows.
 */
export function useExclusionRemoval(collectionId: number) {
  const wire = useCollectionWire();
  const { mutate } = useSWRConfig();
  return async (rows: CollectionExclusion[]): Promise<ExclusionRemoval[]> => {
    if (!wire) throw new Error('the service has not answered yet');
    const outcomes = await wire.removeExclusions(api, collectionId, rows);
    await mutate(EXCLUDED_IDS_KEY);
    return outcomes;
  };
}
