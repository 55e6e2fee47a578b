// What both generations' main-settings rows hold alike (the application URL and API key, the Plex
// server and its token, the job schedules) and how the app reads it; v2/settings-row.ts and
// v3/settings-row.ts add what only their generation has.
import * as z from '../../../wire/zod-mini.ts';
import { withoutScheme } from './hostname-scheme.ts';
import type { MainSettings } from './settings-types.ts';

/** The fields both rows have, as the app checks them. */
export const commonRowFields = {
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
};
const commonRowSchema = z.looseObject(commonRowFields);

/** The settings both rows give alike; `general` holds what both have of it. */
export function commonSettingsOf(row: z.infer<typeof commonRowSchema>): Omit<MainSettings, 'exclusionTagging'> {
  return {
    clientId: row.clientId,
    general: { applicationUrl: row.applicationUrl ?? '', apiKey: row.apikey ?? '' },
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
