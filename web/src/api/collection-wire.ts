// What each wire generation provides for the collection screens: how its answers become domain
// collections. The paths are the same on both generations (collections.ts holds them).
import type { Collection, CollectionExclusion, CollectionMedia, CollectionWithMedia } from './collection-types.ts';
import type { MediaKind } from './media-types.ts';

export interface CollectionWire {
  readCollections(data: unknown, path: string): CollectionWithMedia[];
  readCollection(data: unknown, path: string): Collection | null;
  readMediaRow(data: unknown, path: string): CollectionMedia;
  readExclusionRow(data: unknown, path: string): CollectionExclusion;
  /** The typeId query value for collections holding this kind of media. */
  typeId(kind: MediaKind): string;
}
