// What each wire generation provides for the collection screens: how its answers become domain
// collections. The paths are the same on both generations (collections.ts holds them).
import type { Collection, CollectionExclusion, CollectionMedia, CollectionWithMedia } from './collection-types.ts';
import type { MediaKind } from './media-types.ts';
import type { ApiClient } from '../lib/api-client.ts';

/** What the service said about one exclusion a user asked to remove. */
export interface ExclusionRemoval {
  row: CollectionExclusion;
  ok: boolean;
  /** Why it was not removed, in the service's words where it gave any. */
  reason?: string;
}

export interface CollectionWire {
  readCollections(data: unknown, path: string): CollectionWithMedia[];
  readCollection(data: unknown, path: string): Collection | null;
  readMediaRow(data: unknown, path: string): CollectionMedia;
  readExclusionRow(data: unknown, path: string): CollectionExclusion;
  /** The typeId query value for collections holding this kind of media. */
  typeId(kind: MediaKind): string;
  /** Removes exclusion rows shown with a collection, with the calls the generation's own UI makes. */
  removeExclusions(client: ApiClient, collectionId: number, rows: CollectionExclusion[]): Promise<ExclusionRemoval[]>;
}
