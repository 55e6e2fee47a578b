// What each wire generation provides for the collection screens: how its answers become domain
// collections. The paths are the same on both generations (collections.ts holds them).
import type { Collection, CollectionExclusion, CollectionMedia, CollectionWithMedia, MediaOrder } from './collection-types.ts';
import type { MediaItem, MediaKind } from './media-types.ts';
import type { ApiClient } from '../lib/api-client.ts';

/** What the service said about one row a user acted on. */
export interface RowOutcome<Row> {
  row: Row;
  ok: boolean;
  /** Why it failed, in the service's words where it gave any. */
  reason?: string;
}

export type ExclusionRemoval = RowOutcome<CollectionExclusion>;
export type MediaActionOutcome = RowOutcome<CollectionMedia>;
/** A postpone's answer: the date the item's clock now counts from, as the service set it. */
export type PostponeOutcome = MediaActionOutcome & { addDate?: string };
export type AddOutcome = RowOutcome<MediaItem>;

/** A row that names a media item: a collection's row (item null when the server no longer has it), or an item with its id. */
export interface ItemRow {
  itemId: string;
  item: MediaItem | null;
}

/** Told after each call of a many-item action: how many rows have their answer. */
export type ActionProgress = (done: number, total: number) => void;

export interface CollectionWire {
  readCollections(data: unknown, path: string): CollectionWithMedia[];
  readCollection(data: unknown, path: string): Collection | null;
  readMediaRow(data: unknown, path: string): CollectionMedia;
  readExclusionRow(data: unknown, path: string): CollectionExclusion;
  /** The typeId query value for collections holding this kind of media. */
  typeId(kind: MediaKind): string;
  /** Removes exclusion rows shown with a collection, with the calls the generation's own UI makes. */
  removeExclusions(client: ApiClient, collectionId: number, rows: CollectionExclusion[]): Promise<ExclusionRemoval[]>;
  /**
   * Takes items out of a collection and excludes them from its rules, so the next run does not add
   * them back: what the service's own "Remove" does.
   */
  removeFromCollection(client: ApiClient, collectionId: number, rows: CollectionMedia[], progress?: ActionProgress): Promise<MediaActionOutcome[]>;
  /**
   * Postpones an item by `days`, so it is handled later; the outcome carries the date its clock now
   * counts from, as the service answered. Undefined where the generation has no such call (v2.21).
   */
  postpone?(client: ApiClient, collectionId: number, row: CollectionMedia, days: number): Promise<PostponeOutcome>;
  /**
   * Excludes items from every collection (a global exclusion); the service takes them out of the
   * collections holding them. A collection's rows or the Overview's items alike: each row names its item.
   */
  excludeEverywhere<Row extends ItemRow>(client: ApiClient, rows: Row[], progress?: ActionProgress): Promise<RowOutcome<Row>[]>;
  /**
   * The orders the service can list a collection's media in, as query parameters; the first is its
   * default. Only the default where the generation takes no sort parameters (v2.21).
   */
  mediaOrders: readonly MediaOrder[];
  /** The query parameters asking for an order (none for the service's default order). */
  mediaOrderQuery(order: MediaOrder): Record<string, string>;
  /**
   * Where a card reads its collection's first items when the list does not carry them (v3.x): one
   * small media page, those leaving soonest first; undefined where the list already has them.
   */
  previewPath?(collectionId: number, size: number): string;
  /**
   * Where every collection is read with all its media ids (readCollections reads it): the list
   * itself on v2.21; on v3.x, whose list carries each collection's newest two rows only,
   * /collections/overlay-data (the service's calendar data: each collection with all its rows).
   */
  membershipPath: string;
  /**
   * Acts on one item now as the collection handler would when its days are up; undefined where the
   * generation has no such call (v2.21).
   */
  handleNow?(client: ApiClient, collectionId: number, row: CollectionMedia): Promise<MediaActionOutcome>;
  /** Adds items to a collection by hand (the service marks them manual), each with its verdict. */
  addByHand(client: ApiClient, collectionId: number, kind: MediaKind, items: MediaItem[], progress?: ActionProgress): Promise<AddOutcome[]>;
}
