// A collection's action (the service's ServarrAction): what the collection handler does to an item
// once its days are up, for the sandbox's handler and the app alike. Only the deleting actions free
// disk space; v3.x counts what they freed per collection (handledMediaSizeBytes).

/** ServarrAction 3: unmonitor in Radarr/Sonarr and keep the files. */
export const UNMONITOR_KEEP_FILES_ACTION = 3;
/** ServarrAction 4: the handler does nothing (the service refuses to handle such an item). */
export const DO_NOTHING_ACTION = 4;
/** ServarrAction 5 (v3.x): the item gets the collection's quality profile and keeps its files. */
export const CHANGE_QUALITY_PROFILE_ACTION = 5;

const KEEPS_FILES = new Set([UNMONITOR_KEEP_FILES_ACTION, DO_NOTHING_ACTION, CHANGE_QUALITY_PROFILE_ACTION]);

/** Whether the action leaves the item's files on disk. */
export function actionKeepsFiles(arrAction: number): boolean {
  return KEEPS_FILES.has(arrAction);
}
