// Words the rule screens use for the service's numbers: media types and collection actions.
import type { ServerListKind } from '../../api/arr-servers.ts';
import type { CollectionWithMedia } from '../../api/collections.ts';
import type { MediaKind } from '../../api/media-types.ts';
import type { RuleGroupSummary } from '../../api/rules.ts';
import { CHANGE_QUALITY_PROFILE_ACTION } from '../../api/collection-types.ts';

export const KIND_PLURAL: Record<MediaKind, string> = {
  movie: 'Movies',
  show: 'Shows',
  season: 'Seasons',
  episode: 'Episodes',
};

/** ServarrAction numbers as the service's own UI names them: Radarr for movies, Sonarr for shows. */
const RADARR_ACTIONS: Record<number, string> = {
  0: 'Delete',
  1: 'Unmonitor and delete files',
  3: 'Unmonitor and keep files',
  4: 'Do nothing',
  5: 'Change quality profile',
};
const SONARR_ACTIONS: Record<number, string> = {
  0: 'Delete entire show',
  1: 'Unmonitor and delete all seasons / episodes',
  2: 'Unmonitor and delete existing seasons / episodes',
  3: 'Unmonitor show and keep files',
  4: 'Do nothing',
  5: 'Change quality profile',
};
/**
 * Sportarr (v3.x) takes only Delete, Unmonitor and, for whole leagues, a quality profile change: it
 * logs any other action as not supported and does nothing.
 */
const SPORTARR_ACTIONS: Record<number, string> = {
  0: 'Delete entire league',
  3: 'Unmonitor league and keep files',
  4: 'Do nothing',
  5: 'Change quality profile',
};
const SPORTARR_PART_ACTIONS: Record<number, string> = {
  0: 'Unmonitor and delete its event files',
  3: 'Unmonitor and keep its files',
  4: 'Do nothing',
};

/** Without a Radarr/Sonarr server the media server itself acts: it can only delete, or nothing. */
const MEDIA_SERVER_ACTIONS: Record<number, string> = { 0: 'Delete from the media server', 4: 'Do nothing' };

/** Whether the media server itself can take this action (what is left when the group has no Radarr/Sonarr server). */
export function isMediaServerAction(action: number): boolean {
  return action in MEDIA_SERVER_ACTIONS;
}

export interface ActionChoice {
  value: number;
  label: string;
}

function actionTable(kind: MediaKind, server: ServerListKind | null): Record<number, string> {
  if (server === null) return MEDIA_SERVER_ACTIONS;
  if (server === 'sportarr') return kind === 'show' ? SPORTARR_ACTIONS : SPORTARR_PART_ACTIONS;
  return kind === 'movie' ? RADARR_ACTIONS : SONARR_ACTIONS;
}

/**
 * The actions a group may take, given its media type, the *arr server it goes through (null: none,
 * the media server acts), and the generation (changing the quality profile exists on v3.x only).
 */
export function actionChoices(kind: MediaKind, server: ServerListKind | null, generation: 2 | 3): ActionChoice[] {
  return Object.entries(actionTable(kind, server))
    .map(([value, label]) => ({ value: Number(value), label }))
    .filter((choice) => generation === 3 || choice.value !== CHANGE_QUALITY_PROFILE_ACTION);
}

/** The question before deleting a group: the service deletes its collection and its own exclusions with it. */
export function deletionQuestion(group: Pick<RuleGroupSummary, 'name'>, collection: Pick<CollectionWithMedia, 'title' | 'mediaCount'> | undefined): string {
  const what = collection
    ? `its collection “${collection.title}” (${collection.mediaCount} ${collection.mediaCount === 1 ? 'item' : 'items'})`
    : 'its collection';
  return `Delete “${group.name}”? This also deletes ${what} and the group's own exclusions. The media themselves stay in your library.`;
}
