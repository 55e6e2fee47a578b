// Settings shapes and the spec's validation rules (SPEC.md §3, §5; API.md §2). One module-level
// schema per wire shape, shared by the forms and the sandbox, like Maintainerr's packages/contracts.
import { z } from 'zod';
import { LOG_MAX_FILES_MIN, LOG_MAX_SIZE_MIN } from '../lib/constants.ts';

export const LOG_LEVELS = ['debug', 'verbose', 'info', 'warn', 'error', 'fatal'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Log settings (POST /api/logs/settings); max_size is in MB, max_files a count of backups. */
export const logSettingsSchema = z.object({
  level: z.enum(LOG_LEVELS),
  max_size: z.number({ error: 'Max size must be a number' }).min(LOG_MAX_SIZE_MIN),
  max_files: z.number({ error: 'Max backups must be a number' }).min(LOG_MAX_FILES_MIN),
});
export type LogSettings = z.infer<typeof logSettingsSchema>;

export const URL_SCHEME_MESSAGE = 'Must start with http:// or https://';
export const URL_TRAILING_SLASH_MESSAGE = "Must not end with a '/'";

/**
 * The shape shared by Overseerr, Jellyseerr and Tautulli settings. zod runs every check on the
 * field, so one bad URL can carry both messages, as the real service reports them.
 */
export const serviceSettingsSchema = z.object({
  url: z
    .string()
    .trim()
    .refine((url) => url.startsWith('http://') || url.startsWith('https://'), { message: URL_SCHEME_MESSAGE })
    .refine((url) => !url.endsWith('/'), { message: URL_TRAILING_SLASH_MESSAGE }),
  api_key: z.string().trim(),
});
export type ServiceSettings = z.infer<typeof serviceSettingsSchema>;

/** The three services with the shared settings shape, by their path segment. */
export const SERVICE_KEYS = ['overseerr', 'jellyseerr', 'tautulli'] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

/** GET /api/settings/<service>: both fields are null until set. */
export interface StoredServiceSettings {
  url: string | null;
  api_key: string | null;
}

/** BasicResponse (API.md §0.5): the soft success/failure answer of settings writes and tests. */
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

/** The main settings row (GET /api/settings, API.md §2.1). */
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
