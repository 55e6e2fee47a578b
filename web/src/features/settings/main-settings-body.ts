// The body of a main-settings save (POST /api/settings, API.md §2.1): the loaded row overlaid with
// a tab's changes, shaped around three rules of the service:
// - it refuses a body without both cron fields, so the whole loaded row goes along;
// - it recomputes plex_ssl from the SUBMITTED hostname (https://) or port 443 and stores the host
//   without its scheme, so a loaded SSL hostname is re-sent with https:// or the save switches
//   SSL off (a server on 32400 behind https);
// - it lower-cases overseerr_url and tautulli_url when they are submitted (API.md §12.10), so the
//   integrations' fields stay out: they have their own endpoints (§2.3) and are never edited here.
import type { MainSettings } from '../../../../wire/v2/settings.ts';

/** Fields of the integrations with their own settings endpoints, never re-sent by a main-settings save. */
export const SERVICE_FIELDS = [
  'overseerr_url',
  'overseerr_api_key',
  'jellyseerr_url',
  'jellyseerr_api_key',
  'tautulli_url',
  'tautulli_api_key',
] as const satisfies readonly (keyof MainSettings)[];

type ServiceField = (typeof SERVICE_FIELDS)[number];
export type MainSettingsBody = Partial<Omit<MainSettings, ServiceField>>;

const SCHEME = /^https?:\/\//i;

/** What to POST to /api/settings for `changes` to the loaded row. */
export function mainSettingsBody(loaded: MainSettings, changes: Partial<MainSettings>): MainSettingsBody {
  const body: Record<string, unknown> = { ...loaded, ...changes };
  for (const field of SERVICE_FIELDS) delete body[field];
  if (!('plex_hostname' in changes) && loaded.plex_ssl === 1 && loaded.plex_hostname) {
    body.plex_hostname = `https://${loaded.plex_hostname.replace(SCHEME, '')}`;
  }
  return body as MainSettingsBody;
}
