// The media servers v3.x connects by URL and API key, Jellyfin and Emby, and the choice of media
// server. Each has GET/POST/DELETE /settings/<server> and POST /settings/<server>/test, whose bodies
// carry <server>_url, <server>_api_key and (saves only) <server>_user_id (recorded
// GET_settings_jellyfin, GET_settings_emby, POST_settings_jellyfin_test_unreachable,
// POST_settings_emby_test_unreachable). The form's rules are api-key-server-form.ts's, apart so that
// the screens reading the switch preview do not carry them.
import * as z from '../zod-mini.ts';
// A type only: the form's schema stays out of the screens that read the switch preview.
import type { ServiceSettings } from '../v2/settings.ts';

export const API_KEY_SERVERS = ['jellyfin', 'emby'] as const;
export type ApiKeyServer = (typeof API_KEY_SERVERS)[number];

/** Every media server v3.x can run, as its settings and the switch name them. */
export const MEDIA_SERVER_TYPES = ['plex', ...API_KEY_SERVERS] as const;
export type MediaServerType = (typeof MEDIA_SERVER_TYPES)[number];

export const MEDIA_SERVER_NAMES: Record<MediaServerType, string> = { plex: 'Plex', jellyfin: 'Jellyfin', emby: 'Emby' };

/** The URL and API key of Jellyfin or Emby, as a user edits them: the shape of every such service's settings. */
export type ApiKeyServerValues = ServiceSettings;

/** GET /settings/<server>: every field null until set. */
export const storedApiKeyServerSchema = (server: ApiKeyServer) =>
  z.looseObject({
    [`${server}_url`]: z.nullish(z.string()),
    [`${server}_api_key`]: z.nullish(z.string()),
    [`${server}_user_id`]: z.nullish(z.string()),
  });

/** The body of POST /settings/<server>/test: the URL and key the form holds. */
export function apiKeyServerTestBody(server: ApiKeyServer, values: ApiKeyServerValues): Record<string, string> {
  return { [`${server}_url`]: values.url, [`${server}_api_key`]: values.api_key };
}

/**
 * The body of POST /settings/<server>. The admin user the service acts as is kept when one is
 * stored; without one the service picks the server's first administrator itself.
 */
export function apiKeyServerSaveBody(server: ApiKeyServer, values: ApiKeyServerValues, userId: string | null): Record<string, string> {
  return { ...apiKeyServerTestBody(server, values), ...(userId ? { [`${server}_user_id`]: userId } : {}) };
}

/**
 * GET /settings/media-server/switch/preview/:type (recorded 01_ and ..._jellyfin): the server in use
 * (null: none chosen), what a switch clears, and, with a server in use, how many rules carry over.
 */
export const switchPreviewSchema = z.looseObject({
  currentServerType: z.nullable(z.string()),
  dataToBeCleared: z.looseObject({ collections: z.number(), collectionMedia: z.number(), exclusions: z.number(), collectionLogs: z.number() }),
  ruleMigration: z.optional(z.looseObject({ totalRules: z.number(), migratableRules: z.number() })),
});
export type SwitchPreview = z.infer<typeof switchPreviewSchema>;
