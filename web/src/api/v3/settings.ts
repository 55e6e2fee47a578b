// Saving the main settings on the v3.x wire (the read is settings-row.ts's): PATCH /settings takes
// just the fields that change. The bodies are those the official v3.24 UI sends: the General page its URL and API key, the Plex
// page the server fields in manual mode with plex_ssl as a number, the Jobs page both crons, the
// Radarr and Sonarr pages the three exclusion-tag fields of one of them.
import { switchPreviewSchema } from '../../../../wire/v3/api-key-servers.ts';
import type { MainSettingsChanges } from '../settings-types.ts';
import { readWire } from '../read-wire.ts';
import { withoutScheme } from '../hostname-scheme.ts';

/**
 * The server a switch preview says the service runs (null: none chosen yet), and whether a switch
 * would only choose a first one: none chosen and nothing to clear (recorded 01_: currentServerType
 * null, every count 0). Any switch, the first included, clears every collection with its media, logs
 * and exclusions.
 */
export function serverChoiceV3(preview: unknown, path: string): { current: string | null; onlyChooses: boolean } {
  const { currentServerType, dataToBeCleared } = readWire(switchPreviewSchema, preview, path);
  return { current: currentServerType, onlyChooses: currentServerType === null && Object.values(dataToBeCleared).every((count) => count === 0) };
}

/** The PATCH /settings body for `changes`. */
export function settingsPatchV3(changes: MainSettingsChanges): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  const { general, plex, jobs, exclusionTagging } = changes;
  if (general?.applicationUrl !== undefined) patch.applicationUrl = general.applicationUrl;
  if (general?.apiKey !== undefined) patch.apikey = general.apiKey;
  if (plex) {
    Object.assign(patch, {
      plex_hostname: withoutScheme(plex.hostname),
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
