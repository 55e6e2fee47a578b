// Settings shapes and the validation the forms apply before sending (the service's own rules,
// with their messages). One module-level schema per wire shape, shared by the forms and the sandbox, like Maintainerr's packages/contracts.
import { CRON_INVALID_MESSAGE } from '../cron.ts';
import * as z from '../zod-mini.ts';
import { isBareIpv6, withoutScheme } from '../plex-hostname.ts';

/** Log settings bounds (max_size in MB, max_files a count of backups). */
export const LOG_MAX_SIZE_MIN = 0;
export const LOG_MAX_FILES_MIN = 1;

export const LOG_LEVELS = ['debug', 'verbose', 'info', 'warn', 'error', 'fatal'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const LOG_MAX_SIZE_TYPE_MESSAGE = 'Max size must be a number';
export const LOG_MAX_FILES_TYPE_MESSAGE = 'Max backups must be a number';

/**
 * The spec's message for a value that is not a number only. In zod 4 a schema-level message also
 * replaces its checks' messages, but the real service answers a number under the minimum with
 * zod's default "Too small: expected number to be >=N" (recorded POST_logs_settings_invalid_*), so
 * the service's schema keeps the default there; the form's (logSettingsFormSchema) words it itself.
 */
function notANumberMessage(message: string) {
  return (issue: { code?: string }) => (issue.code === 'invalid_type' ? message : undefined);
}

/** Log settings (POST /api/logs/settings); max_size is in MB, max_files a count of backups. */
export const logSettingsSchema = z.object({
  level: z.enum(LOG_LEVELS),
  max_size: z.number({ error: notANumberMessage(LOG_MAX_SIZE_TYPE_MESSAGE) }).check(z.gte(LOG_MAX_SIZE_MIN)),
  max_files: z.number({ error: notANumberMessage(LOG_MAX_FILES_TYPE_MESSAGE) }).check(z.gte(LOG_MAX_FILES_MIN)),
});
export type LogSettings = z.infer<typeof logSettingsSchema>;

export const LOG_MAX_SIZE_MIN_MESSAGE = `Max size must be ${LOG_MAX_SIZE_MIN} or more`;
export const LOG_MAX_FILES_MIN_MESSAGE = `Max backups must be a whole number, ${LOG_MAX_FILES_MIN} or more`;

/**
 * The form's log settings rules: the service's, in words a person reads where the service's own
 * are zod's defaults ("Too small: expected number to be >=1"), and a whole number of backups (the
 * service would store 2.5 backups).
 */
export const logSettingsFormSchema = z.extend(logSettingsSchema, {
  max_size: z.number({ error: notANumberMessage(LOG_MAX_SIZE_TYPE_MESSAGE) }).check(z.gte(LOG_MAX_SIZE_MIN, { error: LOG_MAX_SIZE_MIN_MESSAGE })),
  max_files: z
    .number({ error: notANumberMessage(LOG_MAX_FILES_TYPE_MESSAGE) })
    .check(z.int({ error: LOG_MAX_FILES_MIN_MESSAGE }), z.gte(LOG_MAX_FILES_MIN, { error: LOG_MAX_FILES_MIN_MESSAGE })),
});

export const URL_SCHEME_MESSAGE = 'Must start with http:// or https://';
export const URL_TRAILING_SLASH_MESSAGE = "Must not end with a '/'";

/**
 * The shape shared by Overseerr, Jellyseerr and Tautulli settings. zod runs every check on the
 * field, so one bad URL can carry both messages, as the real service reports them.
 */
export const serviceSettingsSchema = z.object({
  url: z.string().check(
    z.trim(),
    z.refine((url) => url.startsWith('http://') || url.startsWith('https://'), { message: URL_SCHEME_MESSAGE }),
    z.refine((url) => !url.endsWith('/'), { message: URL_TRAILING_SLASH_MESSAGE }),
  ),
  api_key: z.string().check(z.trim()),
});
export type ServiceSettings = z.infer<typeof serviceSettingsSchema>;

export const URL_ADDRESS_MESSAGE = 'Must be a web address, such as http://tautulli.lan:8181 (no spaces)';

/**
 * Whether an http(s) URL is one a browser could open: the service takes "http://a b" or "http://"
 * and then fails every call to it. A value without the scheme is left to URL_SCHEME_MESSAGE alone.
 */
function isWebAddressOrNoScheme(url: string): boolean {
  if (!/^https?:\/\//.test(url)) return true;
  return !/\s/.test(url) && URL.canParse(url) && new URL(url).hostname !== '';
}

/** A service's URL as the forms check it: the service's own rules, and a web address at all. */
export const serviceUrlFormField = serviceSettingsSchema.shape.url.check(z.refine(isWebAddressOrNoScheme, { message: URL_ADDRESS_MESSAGE }));

/** The Overseerr, Jellyseerr, Seerr and Tautulli forms' rules. */
export const serviceSettingsFormSchema = z.extend(serviceSettingsSchema, { url: serviceUrlFormField });

/** The three services with the shared settings shape, by their path segment. */
export const SERVICE_KEYS = ['overseerr', 'jellyseerr', 'tautulli'] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

/** GET /api/settings/<service>: both fields are null until set. */
export interface StoredServiceSettings {
  url: string | null;
  api_key: string | null;
}

/** BasicResponse: the soft success/failure answer of settings writes and tests. */
export interface BasicResponse {
  status: 'OK' | 'NOK';
  code: 1 | 0;
  message?: string;
}

/** A zod issue as the real service reports it in a 400 `Validation failed` body. */
export interface ValidationIssue {
  code: string;
  path: (string | number)[];
  message: string;
  [extra: string]: unknown;
}

export interface ValidationFailedBody {
  statusCode: 400;
  message: 'Validation failed';
  errors: ValidationIssue[];
}

/** The main settings row (GET /api/settings). */
export interface MainSettings {
  id: number;
  clientId: string;
  applicationTitle: string;
  applicationUrl: string;
  apikey: string;
  locale: string;
  cacheImages: 0 | 1;
  plex_name: string | null;
  plex_hostname: string | null;
  plex_port: number | null;
  plex_ssl: 0 | 1 | null;
  plex_auth_token: string | null;
  overseerr_url: string | null;
  overseerr_api_key: string | null;
  tautulli_url: string | null;
  tautulli_api_key: string | null;
  jellyseerr_url: string | null;
  jellyseerr_api_key: string | null;
  collection_handler_job_cron: string;
  rules_handler_job_cron: string;
}

export const APPLICATION_URL_MESSAGE = 'Enter a hostname such as localhost, or a URL such as https://maintainerr.example.com';

/**
 * Whether a host as URL reads it is one DNS could name: 253 characters at most, labels of 1 to 63
 * that neither start nor end with '-' (URL takes "-1" or a 3,000-character name). An IPv6 literal
 * keeps its brackets and passes.
 */
function isDnsHostname(hostname: string): boolean {
  if (hostname.startsWith('[')) return true;
  return hostname !== '' && hostname.length <= 253 && hostname.replace(/\.$/, '').split('.').every((label) => /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/.test(label));
}

/**
 * Whether the General tab's "Hostname" is a host (the service's default is "localhost"), a host and
 * port, or an http(s) URL: the service keeps what it is given, and builds its links from it.
 */
export function isHostnameOrUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value);
  try {
    const url = new URL(hasScheme ? value : `http://${value}`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isDnsHostname(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The fields of the main settings the General tab edits; cacheImages as on/off. The title and the
 * image cache are absent where the service does not offer them (v3.x), and then not checked.
 */
export const mainSettingsFormSchema = z.object({
  applicationTitle: z.optional(z.string().check(z.trim(), z.minLength(1, { error: 'Enter an application title' }))),
  applicationUrl: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Enter a hostname' }),
    z.refine((value) => value === '' || isHostnameOrUrl(value), { error: APPLICATION_URL_MESSAGE }),
  ),
  cacheImages: z.optional(z.boolean()),
  apikey: z.string().check(z.trim()),
});
export type MainSettingsForm = z.infer<typeof mainSettingsFormSchema>;

export const PLEX_PORT_MESSAGE = 'Port must be a whole number from 1 to 65535';
export const PLEX_HOST_PORT_MESSAGE = 'Put the port in the Port field, not in the hostname';
export const PLEX_HOST_MESSAGE = 'Enter a hostname or IP address, such as plex.lan or 192.168.1.10';

/** The hostname box's host: without the http(s):// the form understands (https:// means SSL) or a final '/'. */
const plexHostOf = (value: string) => withoutScheme(value).replace(/\/$/, '');
/** A host with a port after it: a name or IPv4 address with one colon, or a bracketed IPv6 address. The service adds its own port. */
const hasPort = (host: string) => /^(?:[^:[\]]+|\[[^\]]*\]):\d*$/.test(host);
/** A host name or address and nothing else: no path, space or other scheme (URL reads it as the same host). */
function isPlexHost(value: string): boolean {
  const host = plexHostOf(value);
  // Empty is the required message's; a scheme alone ("http://") is no host.
  if (host === '') return value === '';
  if (hasPort(host) || isBareIpv6(host)) return true;
  return URL.canParse(`http://${host}`) && new URL(`http://${host}`).hostname === host.toLowerCase();
}

/**
 * The Plex connection fields of the main settings. The server derives plex_ssl
 * from an https:// prefix on the hostname or port 443, so `ssl` is sent as that prefix.
 */
export const plexSettingsFormSchema = z.object({
  plex_name: z.string().check(z.trim(), z.minLength(1, { error: 'Enter the server name' })),
  plex_hostname: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Enter the hostname or IP address' }),
    z.refine((host) => !host.endsWith('/'), { message: URL_TRAILING_SLASH_MESSAGE }),
    z.refine((host) => !hasPort(plexHostOf(host)), { message: PLEX_HOST_PORT_MESSAGE }),
    z.refine(isPlexHost, { message: PLEX_HOST_MESSAGE }),
  ),
  plex_port: z
    .number({ error: PLEX_PORT_MESSAGE })
    .check(z.int({ error: PLEX_PORT_MESSAGE }), z.gte(1, { error: PLEX_PORT_MESSAGE }), z.lte(65535, { error: PLEX_PORT_MESSAGE })),
  ssl: z.boolean(),
});
export type PlexSettingsForm = z.infer<typeof plexSettingsFormSchema>;

export const CRON_REQUIRED_MESSAGE = 'Enter a schedule';
export { CRON_INVALID_MESSAGE };

/**
 * The two handler schedules of the main settings. Whether a cron expression is valid is asked of
 * the service (`isAccepted`, its POST /settings/cron/validate), whose validator wire/cron.ts
 * copies for the sandbox and the rule editor; the message is the same everywhere.
 */
export function jobsSettingsFormSchema(isAccepted: (schedule: string) => Promise<boolean>) {
  const schedule = z.string().check(
    z.trim(),
    z.minLength(1, { error: CRON_REQUIRED_MESSAGE, abort: true }),
    z.refine(isAccepted, { error: CRON_INVALID_MESSAGE }),
  );
  return z.object({ rules_handler_job_cron: schedule, collection_handler_job_cron: schedule });
}
export type JobsSettingsForm = z.infer<ReturnType<typeof jobsSettingsFormSchema>>;

/** POST /api/settings/plex/token: a pasted Plex token. */
export const plexTokenSchema = z.object({
  plex_auth_token: z.string().check(z.trim(), z.minLength(1, { error: 'Enter a Plex token' })),
});
export type PlexTokenForm = z.infer<typeof plexTokenSchema>;

/** GET /api/logs/files: one rotated log file, size in bytes. */
export interface LogFile {
  name: string;
  size: number;
}
