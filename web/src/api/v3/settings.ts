// Main settings on the v3.x wire: GET /settings answers the row with the Plex token masked
// ("fAk...456") and without v2.21's cacheImages; PATCH /settings takes just the fields that change.
// The bodies are those the official v3.24 UI sends: the General page its URL and API key, the Plex
// page the server fields in manual mode with plex_ssl as a number, the Jobs page both crons, the
// Radarr and Sonarr pages the three exclusion-tag fields of one of them.
import * as z from '../../../../wire/zod-mini.ts';
import type { ArrKind } from '../../../../wire/v2/arr.ts';
import type { ExclusionTagging, MainSettings, MainSettingsChanges } from '../settings-types.ts';
import { readWire } from '../read-wire.ts';

const settingsRowV3Schema = z.looseObject({
  clientId: z.string(),
  applicationUrl: z.nullable(z.string()),
  apikey: z.nullable(z.string()),
  plex_name: z.nullable(z.string()),
  plex_hostname: z.nullable(z.string()),
  plex_port: z.nullable(z.number()),
  plex_ssl: z.nullable(z.number()),
  plex_auth_token: z.nullable(z.string()),
  collection_handler_job_cron: z.nullable(z.string()),
  rules_handler_job_cron: z.nullable(z.string()),
  radarr_tag_exclusions: z.optional(z.boolean()),
  radarr_exclusion_tag: z.optional(z.nullable(z.string())),
  radarr_untag_on_unexclude: z.optional(z.boolean()),
  sonarr_tag_exclusions: z.optional(z.boolean()),
  sonarr_exclusion_tag: z.optional(z.nullable(z.string())),
  sonarr_untag_on_unexclude: z.optional(z.boolean()),
});
type SettingsRowV3 = z.infer<typeof settingsRowV3Schema>;

/** One kind's exclusion tagging as a row holds it, in the fields settingsPatchV3 writes; undefined for a service without it. */
function exclusionTaggingOf(row: SettingsRowV3, kind: ArrKind): ExclusionTagging | undefined {
  const enabled = row[`${kind}_tag_exclusions`];
  if (enabled === undefined) return undefined;
  return { enabled, tag: row[`${kind}_exclusion_tag`] ?? 'dnd', untagOnInclude: row[`${kind}_untag_on_unexclude`] === true };
}

/** GET /settings/media-server/switch/preview/:type: the server in use (null: none chosen) and what a switch would clear. */
const switchPreviewV3Schema = z.looseObject({
  currentServerType: z.nullable(z.string()),
  dataToBeCleared: z.looseObject({ collections: z.number(), collectionMedia: z.number(), exclusions: z.number(), collectionLogs: z.number() }),
});

/**
 * True when a switch would only choose a first media server: none chosen yet and nothing to clear
 * (recorded 01_: currentServerType null, every count 0). Any switch, the first included, clears every
 * collection with its media, logs and exclusions, and the rule groups with them.
 */
export function switchOnlyChoosesV3(preview: unknown, path: string): boolean {
  const { currentServerType, dataToBeCleared } = readWire(switchPreviewV3Schema, preview, path);
  return currentServerType === null && Object.values(dataToBeCleared).every((count) => count === 0);
}

/** The settings a v3.x row holds. */
export function readMainSettingsV3(data: unknown, path: string): MainSettings {
  const row = readWire(settingsRowV3Schema, data, path);
  const radarr = exclusionTaggingOf(row, 'radarr');
  const sonarr = exclusionTaggingOf(row, 'sonarr');
  return {
    clientId: row.clientId,
    general: { applicationUrl: row.applicationUrl ?? '', apiKey: row.apikey ?? '' },
    plex: {
      name: row.plex_name ?? '',
      hostname: (row.plex_hostname ?? '').replace(/^https?:\/\//i, ''),
      port: row.plex_port ?? 32400,
      ssl: row.plex_ssl === 1,
    },
    plexTokenSaved: !!row.plex_auth_token,
    jobs: { rulesHandler: row.rules_handler_job_cron ?? '', collectionHandler: row.collection_handler_job_cron ?? '' },
    exclusionTagging: radarr && sonarr ? { radarr, sonarr } : undefined,
  };
}

/** The PATCH /settings body for `changes`. */
export function settingsPatchV3(changes: MainSettingsChanges): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  const { general, plex, jobs, exclusionTagging } = changes;
  if (general?.applicationUrl !== undefined) patch.applicationUrl = general.applicationUrl;
  if (general?.apiKey !== undefined) patch.apikey = general.apiKey;
  if (plex) {
    Object.assign(patch, {
      plex_hostname: plex.hostname.replace(/^https?:\/\//i, ''),
      plex_port: plex.port,
      plex_name: plex.name,
      plex_ssl: plex.ssl ? 1 : 0,
      plex_manual_mode: 1,
    });
  }
  if (jobs) Object.assign(patch, { collection_handler_job_cron: jobs.collectionHandler, rules_handler_job_cron: jobs.rulesHandler });
  if (exclusionTagging) {
    const { kind, tagging } = exclusionTagging;
    Object.assign(patch, { [`${kind}_tag_exclusions`]: tagging.enabled, [`${kind}_exclusion_tag`]: tagging.tag, [`${kind}_untag_on_unexclude`]: tagging.untagOnInclude });
  }
  return patch;
}
