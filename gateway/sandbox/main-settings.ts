// The main settings row (GET/POST /api/settings) as the sandbox keeps it: the demo's defaults, one schema per
// field (typed against web/src/contracts' MainSettings, so the two cannot drift apart), and the
// setup check. The store validates a loaded file with these schemas, POST /api/settings a body.
import '../../wire/zod-english.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import * as z from '../../wire/zod-mini.ts';
import type { MainSettings } from '../../wire/v2/settings.ts';
import { isValidCron } from '../../wire/cron.ts';

/** The demo's Plex connection: configured, so /settings/test/setup answers true. */
export const DEMO_PLEX = { plex_name: 'Demo Plex', plex_hostname: 'plex.demo', plex_port: 32400, plex_auth_token: 'demo-plex-token' };

/** Main settings of a fresh sandbox, in the key order the real service serialises them. */
export function defaultMainSettings(): MainSettings {
  return {
    id: 1,
    clientId: randomUUID(),
    applicationTitle: 'Maintainerr',
    applicationUrl: 'localhost',
    apikey: randomBytes(48).toString('base64'),
    overseerr_url: null,
    locale: 'en',
    cacheImages: 1,
    plex_name: DEMO_PLEX.plex_name,
    plex_hostname: DEMO_PLEX.plex_hostname,
    plex_port: DEMO_PLEX.plex_port,
    plex_ssl: 0,
    plex_auth_token: DEMO_PLEX.plex_auth_token,
    overseerr_api_key: null,
    tautulli_url: null,
    tautulli_api_key: null,
    jellyseerr_url: null,
    jellyseerr_api_key: null,
    collection_handler_job_cron: '0 0-23/12 * * *',
    rules_handler_job_cron: '0 0-23/8 * * *',
  };
}

const text = z.string();
const optionalText = z.nullable(z.string());
const flag = z.union([z.literal(0), z.literal(1)]);
const schedule = z.string().check(z.refine(isValidCron, { message: 'Not a five-field cron schedule' }));

/** What each field may hold, as the real service accepts it; every MainSettings key has one, of its type. */
export const MAIN_SETTINGS_FIELDS = {
  id: z.int(),
  clientId: text,
  applicationTitle: text,
  applicationUrl: text,
  apikey: text,
  locale: text,
  cacheImages: flag,
  plex_name: optionalText,
  plex_hostname: optionalText,
  plex_port: z.nullable(z.number()),
  plex_ssl: z.nullable(flag),
  plex_auth_token: optionalText,
  overseerr_url: optionalText,
  overseerr_api_key: optionalText,
  tautulli_url: optionalText,
  tautulli_api_key: optionalText,
  jellyseerr_url: optionalText,
  jellyseerr_api_key: optionalText,
  collection_handler_job_cron: schedule,
  rules_handler_job_cron: schedule,
} satisfies { [Key in keyof MainSettings]-?: z.ZodMiniType<MainSettings[Key]> };

export type MainSettingsKey = keyof typeof MAIN_SETTINGS_FIELDS;

/** Why `value` cannot be stored in `key`, or undefined when it can. */
export function fieldProblem(key: MainSettingsKey, value: unknown): string | undefined {
  const result = MAIN_SETTINGS_FIELDS[key].safeParse(value);
  return result.success ? undefined : result.error.issues.map((issue) => issue.message).join('; ');
}

/**
 * Main settings from a stored object: every known key in the default order, the stored value where
 * it is valid, else the default; `onBadField` hears about each stored value that was replaced.
 * Keys the file lacks take their default silently; unknown keys are dropped.
 */
export function mainSettingsFrom(
  stored: Record<string, unknown>,
  onBadField: (key: MainSettingsKey, value: unknown, problem: string, replacement: unknown) => void,
): MainSettings {
  const defaults = defaultMainSettings();
  const entries = Object.entries(defaults).map(([name, fallback]) => {
    const key = name as MainSettingsKey;
    if (!(key in stored)) return [key, fallback];
    const problem = fieldProblem(key, stored[key]);
    if (problem === undefined) return [key, stored[key]];
    onBadField(key, stored[key], problem, fallback);
    return [key, fallback];
  });
  return Object.fromEntries(entries) as MainSettings;
}

/** True when the demo Plex is fully configured: the rule the real /settings/test/setup applies. */
export function isSetupComplete(main: MainSettings): boolean {
  return Boolean(main.plex_hostname && main.plex_name && main.plex_port && main.plex_auth_token);
}
