// v3.x's metadata providers, TMDB and TVDB: where the service finds posters, backdrops and
// descriptions. Each has GET/POST/DELETE /settings/<provider> with the body {api_key} (recorded
// GET_settings_tmdb, GET_settings_tvdb: '' until set) and POST /settings/test/<provider> (recorded
// POST_settings_test_tmdb_offline); one of the two is the primary source, GET/POST
// /settings/metadata-provider {preference} (recorded, with the 400 for another value); and
// POST /settings/metadata/refresh/<provider> empties that provider's cache and has the media server
// read the collections' items again. The service tests a key before it stores it.
import * as z from '../zod-mini.ts';
import { API_KEY_REQUIRED_MESSAGE } from './api-key-server-form.ts';

export const METADATA_PROVIDERS = ['tmdb', 'tvdb'] as const;
export type MetadataProvider = (typeof METADATA_PROVIDERS)[number];

export const METADATA_PROVIDER_NAMES: Record<MetadataProvider, string> = { tmdb: 'TMDB', tvdb: 'TVDB' };

/** The primary source, as the wire names it. */
export const METADATA_PREFERENCES = ['tmdb_primary', 'tvdb_primary'] as const;
export type MetadataPreference = (typeof METADATA_PREFERENCES)[number];
export const preferenceOf = (provider: MetadataProvider): MetadataPreference => `${provider}_primary`;

/** GET /settings/<provider>: the stored key, '' (or null) until set. */
export const storedMetadataKeySchema = z.looseObject({ api_key: z.nullish(z.string()) });

/** GET and POST /settings/metadata-provider; the service refuses any other preference with a 400. */
export const metadataPreferenceSchema = z.object({ preference: z.enum(METADATA_PREFERENCES) });

/** The key a user edits, and the body of a test and a save: the service wants one ("API key is required"). */
export const metadataKeyFormSchema = z.object({
  api_key: z.string().check(z.trim(), z.minLength(1, API_KEY_REQUIRED_MESSAGE)),
});
export type MetadataKeyForm = z.infer<typeof metadataKeyFormSchema>;
