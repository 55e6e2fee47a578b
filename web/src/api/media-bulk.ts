// The Overview's writes on many items at once: add them to a collection, or exclude them from every
// collection. Each goes the way the generation's own UI sends it (v3.x: one bulk call; v2.21: one
// call per item, with progress), and each item gets its own verdict. Afterwards exactly the reads
// that show what changed (the collections, the cards' pills, the exclusions) are asked again.
// Loaded with the Overview's selection bar only, not with the Overview itself.
import { useSWRConfig } from 'swr';
import { api } from '../lib/api-client.ts';
import type { ActionProgress, RowOutcome } from './collection-wire.ts';
import { collectionKeysToRevalidate, useCollectionWire } from './collections.ts';
import { useExclusionRefresh } from './exclusions.ts';
import { useGeneration } from './generation.ts';
import type { MediaItem, MediaKind } from './media-types.ts';

export type ItemOutcome = RowOutcome<MediaItem>;

export function useMediaBulkWrites() {
  const wire = useCollectionWire();
  const { generation } = useGeneration();
  const { mutate } = useSWRConfig();
  const refreshExclusions = useExclusionRefresh();
  const ready = () => {
    if (!wire || generation === undefined) throw new Error('the service has not answered yet');
    return { wire, generation };
  };
  return {
    /** Adds items of one kind to a collection by hand (the service marks them manual). */
    addToCollection: async (collectionId: number, kind: MediaKind, items: MediaItem[], progress?: ActionProgress): Promise<ItemOutcome[]> => {
      const { wire, generation } = ready();
      const outcomes = await wire.addByHand(api, collectionId, kind, items, progress);
      await Promise.all(collectionKeysToRevalidate(generation, kind).map((key) => mutate(key)));
      return outcomes;
    },
    /** Excludes items from every collection's rules; the service takes them out of the collections holding them. */
    excludeEverywhere: async (kind: MediaKind, items: MediaItem[], progress?: ActionProgress): Promise<ItemOutcome[]> => {
      const { wire, generation } = ready();
      const outcomes = await wire.excludeEverywhere(api, items.map((item) => ({ itemId: item.id, item })), progress);
      await Promise.all([
        refreshExclusions(items.map((item) => item.id)),
        ...collectionKeysToRevalidate(generation, kind).map((key) => mutate(key)),
      ]);
      return outcomes.map((outcome) => ({ ...outcome, row: outcome.row.item }));
    },
  };
}
