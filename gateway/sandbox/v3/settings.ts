// v3.24's main settings row: the fields both generations share live in the store's main settings
// (Seerr in the Overseerr columns, as v3 merged the two request services), the fields only v3 has
// in the store's v3Settings. GET /api/settings masks the Plex token (first and last three
// characters, recorded GET_settings); PATCH /api/settings takes any subset of fields.
import '../../../wire/zod-english.ts';
import * as z from '../../../wire/zod-mini.ts';
import type { MainSettings } from '../../../wire/v2/settings.ts';
import type { V3Context } from './context.ts';
import { DEMO_MACHINE_ID } from './media-server-routes.ts';

/** The fields only v3.24 has, with the values of a fresh v3.24 server connected to Plex (recorded GET_settings). */
export const V3_ONLY_DEFAULTS: Record<string, unknown> = {
  media_server_type: 'plex',
  plex_machine_id: DEMO_MACHINE_ID,
  plex_manual_mode: 0,
  jellyfin_url: null,
  jellyfin_api_key: null,
  jellyfin_user_id: null,
  jellyfin_server_name: null,
  emby_url: null,
  emby_api_key: null,
  emby_user_id: null,
  emby_server_name: null,
  tmdb_api_key: null,
  tvdb_api_key: null,
  metadata_provider_preference: 'tmdb_primary',
  streamystats_url: null,
  tracearr_url: null,
  tracearr_api_key: null,
  tracearr_server_id: null,
  download_client_url: null,
  download_client_username: null,
  download_client_password: null,
  download_client_delete_data: true,
  download_client_fallback_ratio: 0.5,
  radarr_tag_exclusions: false,
  radarr_exclusion_tag: 'dnd',
  radarr_untag_on_unexclude: false,
  sonarr_tag_exclusions: false,
  sonarr_exclusion_tag: 'dnd',
  sonarr_untag_on_unexclude: false,
};

/** v3 names of shared fields stored under their v2.21 names. */
const RENAMED: Record<string, keyof MainSettings> = { seerr_url: 'overseerr_url', seerr_api_key: 'overseerr_api_key' };

/** The order of GET /api/settings (recorded). */
const FIELD_ORDER = [
  'id', 'clientId', 'applicationTitle', 'applicationUrl', 'apikey', 'seerr_url', 'locale', 'media_server_type',
  'plex_name', 'plex_hostname', 'plex_port', 'plex_ssl', 'plex_auth_token', 'plex_machine_id', 'plex_manual_mode',
  'jellyfin_url', 'jellyfin_api_key', 'jellyfin_user_id', 'jellyfin_server_name',
  'emby_url', 'emby_api_key', 'emby_user_id', 'emby_server_name',
  'seerr_api_key', 'tmdb_api_key', 'tvdb_api_key', 'metadata_provider_preference', 'tautulli_url', 'tautulli_api_key',
  'streamystats_url', 'tracearr_url', 'tracearr_api_key', 'tracearr_server_id',
  'download_client_url', 'download_client_username', 'download_client_password', 'download_client_delete_data', 'download_client_fallback_ratio',
  'collection_handler_job_cron', 'rules_handler_job_cron',
  'radarr_tag_exclusions', 'radarr_exclusion_tag', 'radarr_untag_on_unexclude',
  'sonarr_tag_exclusions', 'sonarr_exclusion_tag', 'sonarr_untag_on_unexclude',
] as const;

/** A stored value of a v3-only field, or its default when the stored one has another type. */
function v3Value(stored: Record<string, unknown>, key: string): unknown {
  const fallback = V3_ONLY_DEFAULTS[key];
  const value = stored[key];
  if (value === undefined) return fallback;
  return value === null || fallback === null || typeof value === typeof fallback ? value : fallback;
}

/** `fAk...456`: how v3 shows a stored Plex token. */
export function maskToken(token: string | null): string | null {
  if (!token) return token;
  return token.length > 6 ? `${token.slice(0, 3)}...${token.slice(-3)}` : '...';
}

/** The row GET /api/settings answers. */
export function settingsView(main: MainSettings, stored: Record<string, unknown>): Record<string, unknown> {
  const value = (key: string): unknown => {
    if (key === 'plex_auth_token') return maskToken(main.plex_auth_token);
    if (key in RENAMED) return main[RENAMED[key]!];
    if (key in main) return main[key as keyof MainSettings];
    return v3Value(stored, key);
  };
  return Object.fromEntries(FIELD_ORDER.map((key) => [key, value(key)]));
}

const text = z.nullable(z.string());
const flag = z.nullable(z.number());

/** What PATCH /api/settings accepts: any subset of the fields, each of its type (unknown keys are dropped). */
export const settingsPatchSchema = z.partial(
  z.object({
    applicationTitle: z.string(), applicationUrl: z.string(), apikey: z.string(), locale: z.string(),
    seerr_url: text, seerr_api_key: text, tautulli_url: text, tautulli_api_key: text,
    plex_name: text, plex_hostname: text, plex_port: z.nullable(z.number()), plex_ssl: flag, plex_auth_token: text, plex_manual_mode: flag,
    jellyfin_url: text, jellyfin_api_key: text, jellyfin_user_id: text, jellyfin_server_name: text,
    emby_url: text, emby_api_key: text, emby_user_id: text, emby_server_name: text,
    tmdb_api_key: text, tvdb_api_key: text, metadata_provider_preference: z.string(),
    streamystats_url: text, tracearr_url: text, tracearr_api_key: text, tracearr_server_id: text,
    download_client_url: text, download_client_username: text, download_client_password: text,
    download_client_delete_data: z.boolean(), download_client_fallback_ratio: z.number(),
    collection_handler_job_cron: z.string(), rules_handler_job_cron: z.string(),
    radarr_tag_exclusions: z.boolean(), radarr_exclusion_tag: z.string(), radarr_untag_on_unexclude: z.boolean(),
    sonarr_tag_exclusions: z.boolean(), sonarr_exclusion_tag: z.string(), sonarr_untag_on_unexclude: z.boolean(),
  }),
);

export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** Fields that change which Plex server is used: v3 wants a Plex token before it saves them. */
export const PLEX_SERVER_FIELDS = ['plex_name', 'plex_hostname', 'plex_port', 'plex_ssl', 'plex_manual_mode'] as const;

/** Applies a valid patch: shared fields to the main settings, the rest to the v3-only ones. */
export function applySettingsPatch(main: MainSettings, stored: Record<string, unknown>, patch: SettingsPatch): { main: MainSettings; stored: Record<string, unknown> } {
  const nextMain: Record<string, unknown> = { ...main };
  const nextStored = { ...stored };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    // The UI sends the masked token back with the rest of a form: that is not a new token.
    if (key === 'plex_auth_token' && typeof value === 'string' && value === maskToken(main.plex_auth_token)) continue;
    if (key in RENAMED) nextMain[RENAMED[key]!] = value;
    else if (key in main) nextMain[key] = value;
    else nextStored[key] = value;
  }
  return { main: nextMain as unknown as MainSettings, stored: nextStored };
}

/** Stores changes of v3-only fields in the settings file, and logs `message` as the service logs a save. */
export async function saveV3Settings({ store, log }: Pick<V3Context, 'store' | 'log'>, changes: Record<string, unknown>, message: string): Promise<void> {
  store.state.v3Settings = { ...store.state.v3Settings, ...changes };
  await store.save();
  log.info(message);
}
