// What handling one item of a collection does in the demo, for a collection handler run and for the
// per-item "handle now" (v3.x) alike: the item leaves the collection, counts towards the collection's
// handled items and is logged; and unless the action keeps the files (3, unmonitor and keep), the
// *arr deletes them and the media server drops the item, as the real library shrinks after a
// handled delete (recorded GET_media-server_library_1_content_page2_after_deletions: 40 -> 37 movies).
// Without that the next rule run put a "deleted" item straight back into its collection.
import type { Collection, CollectionMedia } from '../../wire/v2/collections.ts';
import type { DemoWorld } from './demo-world.ts';

/** ServarrAction 3: unmonitor, keep the files. */
const KEEP_FILES = 3;

/** Handles `row` of `collection`; returns the item's title for the caller's own log line. */
export function handleItem(world: DemoWorld, collection: Collection, row: CollectionMedia): string {
  const item = world.library.find(String(row.plexId));
  const title = item?.title ?? String(row.plexId);
  const keepsFiles = collection.arrAction === KEEP_FILES;
  world.removeMedia(row);
  collection.handledMediaAmount += 1;
  // The service's two lines per handled item (recorded GET_collections_logs_4_content_after_handle):
  // what was done, then that it was handled. An unmonitor's first line is not recorded; the demo
  // writes 'Unmonitored "…"' for it.
  world.addLog(collection.id, `${keepsFiles ? 'Unmonitored' : 'Removed'} "${title}"`, 1);
  world.addLog(collection.id, `Successfully handled "${title}"`, 1);
  if (!keepsFiles) world.library.remove(String(row.plexId));
  return title;
}
