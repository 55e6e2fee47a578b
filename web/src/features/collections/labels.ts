// How collections, their items and their log entries are named on screen.
import { arrActionTable, arrAppOf } from '../../api/arr-actions.ts';
import { DO_NOTHING_ACTION } from '../../api/collection-types.ts';
import type { Collection, CollectionLogType } from '../../api/collections.ts';
import type { CollectionWithMedia } from '../../api/collection-types.ts';
import { countLabel } from '../../lib/count-label.ts';
import { formatBytes } from '../../lib/size-label.ts';
import type { MediaItem, MediaKind } from '../../api/media.ts';

/** A collection's title as Maintainerr's own UI shows it: a manual collection by its Plex name, marked "(manual)". */
export function collectionTitle(collection: Pick<Collection, 'title' | 'manualCollection' | 'manualCollectionName'>): string {
  return collection.manualCollection ? `${collection.manualCollectionName} (manual)` : collection.title;
}

/** A collection's description; for a manual one, the rule group that handles it. */
export function collectionDescription(collection: Pick<Collection, 'title' | 'description' | 'manualCollection'>): string {
  return collection.manualCollection ? `Handled by rule: '${collection.title}'` : collection.description;
}

/** When the collection handler acts: "Never" or "After N days". */
export function deleteAfterLabel(deleteAfterDays: number | null): string {
  if (deleteAfterDays === null) return 'Never';
  return `After ${deleteAfterDays} ${deleteAfterDays === 1 ? 'day' : 'days'}`;
}

/** When a collection's items are handled: "After 30 days", and for a switched-off collection, which is never handled, "…, once active again". */
export function handledLabel(collection: Pick<Collection, 'deleteAfterDays' | 'isActive'>): string {
  const after = deleteAfterLabel(collection.deleteAfterDays);
  return !collection.isActive && collection.deleteAfterDays !== null ? `${after}, once active again` : after;
}

/** An item's name with its show (and season) for parts of a show, e.g. "Ironwood · Season 2". */
export function mediaTitle(item: MediaItem): string {
  const show = item.grandparentTitle ?? (item.kind === 'season' ? item.parentTitle : undefined) ?? item.parent?.title;
  if (item.kind === 'season' || item.kind === 'episode') return show ? `${show} · ${item.title}` : item.title;
  return item.title;
}

/** An item's year, or its show's for seasons and episodes that carry none; undefined when unknown. */
export function mediaYear(item: MediaItem): number | undefined {
  return item.year ?? item.parent?.year;
}

const LOG_TYPE_LABELS: Record<CollectionLogType, string> = { 0: 'Collection', 1: 'Media', 2: 'Rules' };

/** The label of an ECollectionLogType; "Other" for null or an unknown number. */
export function logTypeLabel(type: CollectionLogType | null | number): string {
  return LOG_TYPE_LABELS[type as CollectionLogType] ?? 'Other';
}

/** Days left as a pill reads: "1 day left", "Leaves today", "3 days overdue". */
export function daysLeftLabel(days: number): string {
  if (days < 0) return `${-days} ${days === -1 ? 'day' : 'days'} overdue`;
  if (days === 0) return 'Leaves today';
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}

/** What the collection handler does to an item, in the words of the service's UI; "Action N" for an unknown number. */
export function actionInWords(arrAction: number, kind: MediaKind | undefined, viaSportarr = false): string {
  const known = kind ?? 'movie';
  return arrActionTable(known, arrAppOf({ kind: known, viaSportarr }))[arrAction] ?? `Action ${arrAction}`;
}

/**
 * Whether the collection's settings give the handler a day to act on an item: an action other than
 * "Do nothing" and a number of days. Without one, postponing or counting down means nothing.
 */
export function hasHandlingDay(collection: Pick<Collection, 'arrAction' | 'deleteAfterDays'>): boolean {
  return collection.arrAction !== DO_NOTHING_ACTION && collection.deleteAfterDays !== null;
}

/**
 * Whether the collection handler acts on this collection's items at all: it passes over an inactive
 * collection as well as one without a handling day.
 */
export function handlerActsOn(collection: Pick<Collection, 'isActive' | 'arrAction' | 'deleteAfterDays'>): boolean {
  return collection.isActive && hasHandlingDay(collection);
}

/** The question before "Handle now": what will happen to the item, in the collection's own action. */
export function handleNowQuestion(title: string, collection: Pick<Collection, 'arrAction' | 'kind' | 'viaSportarr'>): string {
  const action = actionInWords(collection.arrAction, collection.kind, collection.viaSportarr);
  return `Handle “${title}” now? This collection's action, “${action}”, happens to it at once and it leaves the collection.`;
}

/** The libraries the collections are set against: their size in bytes, and whether it is one library or all. */
export interface LibrariesSize {
  bytes: number;
  scope: 'one library' | 'all libraries';
}

/**
 * "3 collections, 20 items, 388.2 GB (51% of the 756.2 GB in your libraries). Freed so far: 11.0 GB."
 * The sizes where the service counts them; the share where it also sizes the libraries.
 */
export function collectionsSummary(collections: CollectionWithMedia[], libraries?: LibrariesSize): string {
  const items = collections.reduce((sum, collection) => sum + collection.mediaCount, 0);
  const counts = `${countLabel(collections.length, 'collection')}, ${countLabel(items, 'item')}`;
  // v3.x counts both for every collection (an empty one may leave its size out); v2.21 neither.
  const sized = collections.some((collection) => collection.totalSizeBytes !== undefined || collection.freedBytes !== undefined);
  if (!sized) return `${counts}.`;
  const size = collections.reduce((sum, collection) => sum + (collection.totalSizeBytes ?? 0), 0);
  const freed = collections.reduce((sum, collection) => sum + (collection.freedBytes ?? 0), 0);
  // An item in two collections (or a show in one and its season in another) counts twice in the
  // collections' sum: a share over the whole would be no share at all, and is left out.
  const share =
    libraries && libraries.bytes > 0 && size <= libraries.bytes
      ? ` (${shareLabel(size / libraries.bytes)} of the ${formatBytes(libraries.bytes)} in ${libraries.scope === 'one library' ? 'this library' : 'your libraries'})`
      : '';
  return `${counts}, ${formatBytes(size)}${share}. Freed so far: ${formatBytes(freed)}.`;
}

/** A share as a whole percentage; "under 1%" and "over 99%" rather than a 0% or 100% it is not. */
function shareLabel(fraction: number): string {
  if (fraction > 0 && fraction < 0.005) return 'under 1%';
  if (fraction < 1 && fraction >= 0.995) return 'over 99%';
  return `${Math.round(fraction * 100)}%`;
}
