// What a collection's action (the service's ServarrAction) does to an item's files once the
// collection handler acts on it, for the sandbox's handler and the app alike. Only the deleting
// actions free disk space; v3.x counts what they freed per collection (handledMediaSizeBytes).

/** ServarrAction 3, 4 and 5: unmonitor and keep the files, do nothing, change the quality profile. */
const KEEPS_FILES = new Set([3, 4, 5]);

/** Whether the action leaves the item's files on disk. */
export function actionKeepsFiles(arrAction: number): boolean {
  return KEEPS_FILES.has(arrAction);
}
