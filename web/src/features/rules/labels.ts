// Words the rule screens use for the service's numbers: media types and collection actions.
import { arrActionTable, MEDIA_SERVER_ACTIONS } from '../../api/arr-actions.ts';
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

/** Whether the media server itself can take this action (what is left when the group has no Radarr/Sonarr server). */
export function isMediaServerAction(action: number): boolean {
  return action in MEDIA_SERVER_ACTIONS;
}

export interface ActionChoice {
  value: number;
  label: string;
}

/**
 * The actions a group may take, given its media type, the *arr server it goes through (null: none,
 * the media server acts), and the generation (changing the quality profile exists on v3.x only).
 */
export function actionChoices(kind: MediaKind, server: ServerListKind | null, generation: 2 | 3): ActionChoice[] {
  return Object.entries(arrActionTable(kind, server))
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
