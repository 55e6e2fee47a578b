// The collection actions (the service's ServarrAction numbers) each *arr takes, in the words of the
// service's own UI, for the rule editor's choices and the collection screens alike. Which table
// applies depends on the group's media type and the *arr it goes through.
import type { ServerListKind } from './arr-servers.ts';
import type { MediaKind } from './media-types.ts';

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
export const MEDIA_SERVER_ACTIONS: Record<number, string> = { 0: 'Delete from the media server', 4: 'Do nothing' };

/** The *arr a group or collection acts through: Radarr for movies; Sonarr, or on v3.x Sportarr, for shows. */
export function arrAppOf({ kind, viaSportarr }: { kind: MediaKind; viaSportarr?: boolean }): ServerListKind {
  if (kind === 'movie') return 'radarr';
  return viaSportarr ? 'sportarr' : 'sonarr';
}

/** The actions, by number, a group of this media type may take through `server` (null: the media server acts). */
export function arrActionTable(kind: MediaKind, server: ServerListKind | null): Record<number, string> {
  if (server === null) return MEDIA_SERVER_ACTIONS;
  if (server === 'sportarr') return kind === 'show' ? SPORTARR_ACTIONS : SPORTARR_PART_ACTIONS;
  return kind === 'movie' ? RADARR_ACTIONS : SONARR_ACTIONS;
}
