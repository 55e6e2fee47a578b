// What handling one item of a collection does in the demo, for a collection handler run and for the
// per-item "handle now" (v3.x) alike: the item leaves the collection, counts towards the collection's
// handled items and is logged; and unless the action keeps the files (unmonitor and keep, change the
// quality profile), the *arr deletes them, the collection counts the space freed (v3.x's
// handledMediaSizeBytes) and the media server drops the item, as the real library shrinks after a
// handled delete (recorded GET_media-server_library_1_content_page2_after_deletions: 40 -> 37 movies).
// Without that the next rule run put a "deleted" item straight back into its collection.
import type { Collection, CollectionMedia } from '../../wire/v2/collections.ts';
import { actionKeepsFiles, CHANGE_QUALITY_PROFILE_ACTION } from '../../wire/servarr-actions.ts';
import type { DemoWorld } from './demo-world.ts';

/** What the action did to an item, as the first of its two log lines says it. */
function whatWasDone(arrAction: number): string {
  if (!actionKeepsFiles(arrAction)) return 'Removed';
  return arrAction === CHANGE_QUALITY_PROFILE_ACTION ? 'Changed the quality profile of' : 'Unmonitored';
}

/** Handles `row` of `collection`; returns the item's title for the caller's own log line. */
export function handleItem(world: DemoWorld, collection: Collection, row: CollectionMedia): string {
  const item = world.library.find(String(row.plexId));
  const title = item?.title ?? String(row.plexId);
  const keepsFiles = actionKeepsFiles(collection.arrAction);
  // Its size as it was before the files go.
  if (!keepsFiles) world.freedBytes.set(collection.id, (world.freedBytes.get(collection.id) ?? 0) + world.library.bytesOf(String(row.plexId)));
  world.removeMedia(row);
  collection.handledMediaAmount += 1;
  // The service's two lines per handled item (recorded GET_collections_logs_4_content_after_handle):
  // what was done, then that it was handled. Only a removal's first line is recorded; the demo
  // writes its own for the others.
  world.addLog(collection.id, `${whatWasDone(collection.arrAction)} "${title}"`, 1);
  world.addLog(collection.id, `Successfully handled "${title}"`, 1);
  if (!keepsFiles) world.library.remove(String(row.plexId));
  return title;
}
