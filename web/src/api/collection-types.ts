// Collections as the screens know them, whatever the generation.
import type { MediaItem, MediaKind } from './media-types.ts';

export interface Collection {
  id: number;
  title: string;
  description: string;
  isActive: boolean;
  libraryId: string;
  /** What the collection holds; undefined when the service did not say. */
  kind: MediaKind | undefined;
  /** Days an item stays before the collection handler acts on it; null = never handled. */
  deleteAfterDays: number | null;
  manualCollection: boolean;
  manualCollectionName: string;
  keepLogsForMonths: number;
  /** When the collection was made, as the service wrote it (a date, sometimes with a time). */
  addDate: string | undefined;
  handledMediaAmount: number;
  lastDurationInSeconds: number;
  /** Bytes its media take, where the service counts them (v3.x). */
  totalSizeBytes?: number;
}

/** A collection of the list, with the ids of its media. */
export interface CollectionWithMedia extends Collection {
  mediaIds: string[];
  mediaCount: number;
}

/** One item of a collection's media list. */
export interface CollectionMedia {
  id: number;
  itemId: string;
  /** ISO date it was added to the collection. */
  addDate: string;
  isManual: boolean;
  /** The item as the media server knows it; null when the server no longer has it. */
  item: MediaItem | null;
  sizeBytes?: number;
}

/** One exclusion shown with a collection: its group's own, or a global one (ruleGroupId null). */
export interface CollectionExclusion {
  id: number;
  itemId: string;
  ruleGroupId: number | null;
  item: MediaItem | null;
}

/** ECollectionLogType: 0 collection, 1 media, 2 rules. */
export type CollectionLogType = 0 | 1 | 2;

export interface CollectionLog {
  id: number;
  /** ISO date string. */
  timestamp: string;
  message: string;
  type: CollectionLogType | null;
  meta: unknown;
}

/** A page of a paged collection list: `totalSize` rows in all. */
export interface Page<T> {
  totalSize: number;
  items: T[];
}
