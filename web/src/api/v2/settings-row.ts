// Reading the main settings on the v2.21 wire: one row, with the fields the app shows. Kept apart
// from the save (settings.ts), so the screens that only read a setting (the Overview's posters) load
// no more than this.
import * as z from '../../../../wire/zod-mini.ts';
import type { MainSettings as MainSettingsRow } from '../../../../wire/v2/settings.ts';
import { readWire } from '../read-wire.ts';
import type { MainSettings } from '../settings-types.ts';
import { withoutScheme } from '../hostname-scheme.ts';

// What is read of a row; the rest passes through untouched, and a save re-sends the row as loaded.
const settingsRowV2Schema = z.looseObject({
  clientId: z.string(),
  applicationTitle: z.nullable(z.string()),
  applicationUrl: z.nullable(z.string()),
  apikey: z.nullable(z.string()),
  cacheImages: z.nullable(z.number()),
  plex_name: z.nullable(z.string()),
  plex_hostname: z.nullable(z.string()),
  plex_port: z.nullable(z.number()),
  plex_ssl: z.nullable(z.number()),
  plex_auth_token: z.nullable(z.string()),
  collection_handler_job_cron: z.nullable(z.string()),
  rules_handler_job_cron: z.nullable(z.string()),
});

/** The row as loaded, checked to hold what the app reads of it. */
export function readSettingsRowV2(data: unknown, path: string): MainSettingsRow {
  return readWire(settingsRowV2Schema, data, path) as unknown as MainSettingsRow;
}

/** The settings a v2.21 row holds. */
export function readMainSettingsV2(data: unknown, path: string): MainSettings {
  const row = readSettingsRowV2(data, path);
  return {
    clientId: row.clientId,
    general: {
      applicationTitle: row.applicationTitle ?? '',
      applicationUrl: row.applicationUrl ?? '',
      apiKey: row.apikey ?? '',
      cacheImages: row.cacheImages !== 0,
    },
    plex: {
      name: row.plex_name ?? '',
      hostname: withoutScheme(row.plex_hostname ?? ''),
      port: row.plex_port ?? 32400,
      ssl: row.plex_ssl === 1,
    },
    plexTokenSaved: !!row.plex_auth_token,
    jobs: { rulesHandler: row.rules_handler_job_cron ?? '', collectionHandler: row.collection_handler_job_cron ?? '' },
  };
}
