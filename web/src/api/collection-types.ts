// Collections as the screens know them, whatever the generation.
import type { MediaItem, MediaKind } from './media-types.ts';
import type { TestVerdict } from './rule-editor-types.ts';

// The service's collection actions (ServarrAction), for the screens; a Do nothing collection has no days.
export { actionKeepsFiles, CHANGE_QUALITY_PROFILE_ACTION, DO_NOTHING_ACTION } from '../../../wire/servarr-actions.ts';

export interface Collection {
  id: number;
  title: string;
  description: string;
  isActive: boolean;
  libraryId: string;
  /** What the collection holds; undefined when the service did not say. */
  kind: MediaKind | undefined;
  /** What the collection handler does to an item once its days are up (ServarrAction 0–5; 4 = nothing). */
  arrAction: number;
  /** v3.x: a Sportarr server (sports leagues) acts on its items, in place of Sonarr. */
  viaSportarr?: boolean;
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
  /** Bytes the collection handler freed deleting its items, where the service counts them (v3.x). */
  freedBytes?: number;
}

/** A collection of the list, with the ids of its media. */
export interface CollectionWithMedia extends Collection {
  /** Its media's ids: all of them on v2.21's list, the newest two on v3.x's (see useCollectionMembers). */
  mediaIds: string[];
  mediaCount: number;
  /**
   * The first items' poster files and dates where the list carries them (v2.21 lists every row with
   * its image_path); undefined where it does not (v3.x lists two short rows), and a card asks for them.
   */
  preview?: CollectionPreviewItem[];
}

/** An item as a collection card shows it: its poster and when it joined. */
export interface CollectionPreviewItem {
  itemId: string;
  addDate: string;
  /** The TMDB image file (e.g. /abc.jpg) the service stored; undefined when it has none. */
  imageFile?: string;
  /** The item itself where the answer carries it, for a poster look-up when there is no file. */
  item?: MediaItem | null;
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
  /** The TMDB image file (e.g. /abc.jpg) the service stored with the row; undefined when none. */
  imageFile?: string;
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
  /** Why the rules added or removed the item, where the entry records it. */
  verdict: TestVerdict | undefined;
}

/** A page of a paged collection list: `totalSize` rows in all. */
export interface Page<T> {
  totalSize: number;
  items: T[];
}

/**
 * An order a collection's media can be listed in: newest first (the service's default), those
 * leaving soonest first, the best rated first, those added by hand first.
 */
export type MediaOrder = 'newest' | 'leavingSoonest' | 'bestRated' | 'manualFirst';
