// Main settings on the v2.21 wire: one row, saved whole with POST /settings. Three rules of that
// service shape the body:
// - it refuses a body without both cron fields, so the whole loaded row goes along;
// - it recomputes plex_ssl from the SUBMITTED hostname (https://) or port 443 and stores the host
//   without its scheme, so a loaded SSL hostname is re-sent with https:// or the save switches
//   SSL off (a server on 32400 behind https);
// - it lower-cases overseerr_url and tautulli_url when they are submitted, so the integrations'
//   fields stay out: they have their own endpoints and are never edited here.
import type { MainSettings as MainSettingsRow } from '../../../../wire/v2/settings.ts';
import type { MainSettingsChanges } from '../settings-types.ts';
import { withoutScheme } from '../hostname-scheme.ts';

/** Fields of the integrations with their own settings endpoints, never re-sent by a main-settings save. */
export const SERVICE_FIELDS = [
  'overseerr_url',
  'overseerr_api_key',
  'jellyseerr_url',
  'jellyseerr_api_key',
  'tautulli_url',
  'tautulli_api_key',
] as const satisfies readonly (keyof MainSettingsRow)[];

type ServiceField = (typeof SERVICE_FIELDS)[number];
export type MainSettingsBody = Partial<Omit<MainSettingsRow, ServiceField>>;

/** The row's fields that `changes` sets; SSL travels as an https:// prefix on the hostname. */
export function rowChanges(changes: MainSettingsChanges): Partial<MainSettingsRow> {
  const row: Partial<MainSettingsRow> = {};
  const { general, plex, jobs } = changes;
  if (general?.applicationTitle !== undefined) row.applicationTitle = general.applicationTitle;
  if (general?.applicationUrl !== undefined) row.applicationUrl = general.applicationUrl;
  if (general?.apiKey !== undefined) row.apikey = general.apiKey;
  if (general?.cacheImages !== undefined) row.cacheImages = general.cacheImages ? 1 : 0;
  if (plex) {
    const host = withoutScheme(plex.hostname);
    Object.assign(row, { plex_name: plex.name, plex_hostname: plex.ssl ? `https://${host}` : host, plex_port: plex.port });
  }
  if (jobs) Object.assign(row, { rules_handler_job_cron: jobs.rulesHandler, collection_handler_job_cron: jobs.collectionHandler });
  return row;
}

/** What to POST to /settings for `changes` (in row fields) to the loaded row. */
export function mainSettingsBody(loaded: MainSettingsRow, changes: Partial<MainSettingsRow>): MainSettingsBody {
  const body: Record<string, unknown> = { ...loaded, ...changes };
  for (const field of SERVICE_FIELDS) delete body[field];
  if (!('plex_hostname' in changes) && loaded.plex_ssl === 1 && loaded.plex_hostname) {
    body.plex_hostname = `https://${withoutScheme(loaded.plex_hostname)}`;
  }
  return body as MainSettingsBody;
}
