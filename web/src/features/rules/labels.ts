// Words the rule screens use for the service's numbers: media types and collection actions.
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

/**
 * The actions a group may take, given its media type, whether it goes through a Radarr/Sonarr
 * server, and the generation (changing the quality profile exists on v3.x only).
 */
export function actionChoices(kind: MediaKind, withServer: boolean, generation: 2 | 3): ActionChoice[] {
  const table = !withServer ? MEDIA_SERVER_ACTIONS : kind === 'movie' ? RADARR_ACTIONS : SONARR_ACTIONS;
  return Object.entries(table)
    .map(([value, label]) => ({ value: Number(value), label }))
    .filter((choice) => generation === 3 || choice.value !== CHANGE_QUALITY_PROFILE_ACTION);
}

/** The action's words for a card, whatever the server. */
export function actionLabel(kind: MediaKind | undefined, action: number, withServer: boolean): string {
  const table = !withServer ? MEDIA_SERVER_ACTIONS : kind === 'movie' ? RADARR_ACTIONS : SONARR_ACTIONS;
  return table[action] ?? RADARR_ACTIONS[action] ?? `Action ${action}`;
}

/** The question before deleting a group: the service deletes its collection and its own exclusions with it. */
export function deletionQuestion(group: Pick<RuleGroupSummary, 'name'>, collection: Pick<CollectionWithMedia, 'title' | 'mediaCount'> | undefined): string {
  const what = collection
    ? `its collection “${collection.title}” (${collection.mediaCount} ${collection.mediaCount === 1 ? 'item' : 'items'})`
    : 'its collection';
  return `Delete “${group.name}”? This also deletes ${what} and the group's own exclusions. The media themselves stay in your library.`;
}
