// The Overview's writes on many items at once: add them to a collection, or exclude them from every
// collection. Each goes the way the generation's own UI sends it (v3.x: one bulk call; v2.21: one
// call per item, with progress), and each item gets its own verdict. Afterwards exactly the reads
// that show what changed (the collections, the cards' pills, the exclusions) are asked again.
import { api } from '../lib/api-client.ts';
import type { ActionProgress, RowOutcome } from './collection-wire.ts';
import { useCollectionsRefresh, useCollectionWire } from './collections.ts';
import { useExclusionRefresh } from './exclusions.ts';
import type { MediaItem, MediaKind } from './media-types.ts';

export type ItemOutcome = RowOutcome<MediaItem>;

/** The two writes on many items, each refreshing exactly the reads that show what it changed. */
export function useMediaBulkWrites() {
  const wire = useCollectionWire();
  const refreshCollections = useCollectionsRefresh();
  const refreshExclusions = useExclusionRefresh();
  const ready = () => {
    if (!wire) throw new Error('the service has not answered yet');
    return wire;
  };
  return {
    /** Adds items of one kind to a collection by hand (the service marks them manual). */
    addToCollection: async (collectionId: number, kind: MediaKind, items: MediaItem[], progress?: ActionProgress): Promise<ItemOutcome[]> => {
      const outcomes = await ready().addByHand(api, collectionId, kind, items, progress);
      await refreshCollections(kind);
      return outcomes;
    },
    /** Excludes items from every collection's rules; the service takes them out of the collections holding them. */
    excludeEverywhere: async (kind: MediaKind, items: MediaItem[], progress?: ActionProgress): Promise<ItemOutcome[]> => {
      const outcomes = await ready().excludeEverywhere(api, items.map((item) => ({ itemId: item.id, item })), progress);
      await Promise.all([refreshExclusions(items.map((item) => item.id)), refreshCollections(kind)]);
      return outcomes.map((outcome) => ({ ...outcome, row: outcome.row.item }));
    },
  };
}
