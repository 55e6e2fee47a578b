// v3.x's metadata providers (Settings > Metadata): TMDB's and TVDB's API keys, which of the two is
// the primary source of posters, backdrops and descriptions, and the refresh of a provider's cache.
// v2.21 has none of these paths: it asks TMDB with a key of its own, which no one can change.
import useSWR from 'swr';
import { api } from '../lib/api-client.ts';
import {
  METADATA_PROVIDER_NAMES,
  METADATA_PROVIDERS,
  metadataPreferenceSchema,
  preferenceOf,
  storedMetadataKeySchema,
  type MetadataPreference,
  type MetadataProvider,
} from '../../../wire/v3/metadata-settings.ts';
import { readWire } from './read-wire.ts';
import { ensureAccepted } from './save-answer.ts';
import { SETTINGS_KEY } from './main-settings.ts';
import type { Revalidate } from './settings.ts';
import type { ConnectionTest } from './settings-types.ts';

export { METADATA_PROVIDER_NAMES, METADATA_PROVIDERS, preferenceOf, type MetadataPreference, type MetadataProvider };

const keyPath = (provider: MetadataProvider) => `/settings/${provider}`;
export const METADATA_PREFERENCE_PATH = '/settings/metadata-provider';

/** The stored key, '' until one is set. */
export function useMetadataKey(provider: MetadataProvider) {
  return useSWR<string>([keyPath(provider), 'metadata-key'], async ([path]: [string]) => readWire(storedMetadataKeySchema, await api.get(path), path).api_key ?? '');
}

/** Which provider is the primary source. */
export function useMetadataPreference() {
  return useSWR<MetadataPreference>(METADATA_PREFERENCE_PATH, async (path: string) => readWire(metadataPreferenceSchema, await api.get(path), path).preference);
}

/** Asks the service to reach the provider with this key; saves nothing. A success says no more than 'Success'. */
export async function testMetadataKey(provider: MetadataProvider, apiKey: string): Promise<ConnectionTest> {
  const answer = await api.post<{ code?: number; message?: string } | null>(`/settings/test/${provider}`, { api_key: apiKey });
  return answer?.code === 1 ? { ok: true, message: undefined } : { ok: false, message: answer?.message };
}

/** Stores the key; the service tests it first and refuses one that does not work, with the test's reason. */
export async function saveMetadataKey(revalidate: Revalidate, provider: MetadataProvider, apiKey: string): Promise<void> {
  ensureAccepted(await api.post(keyPath(provider), { api_key: apiKey }), 'Failed');
  await revalidate(keyPath(provider), SETTINGS_KEY);
}

/** Forgets the key (TMDB then uses the service's built-in shared key; TVDB is not asked). */
export async function removeMetadataKey(revalidate: Revalidate, provider: MetadataProvider): Promise<void> {
  ensureAccepted(await api.delete(keyPath(provider)), 'Failed');
  await revalidate(keyPath(provider), SETTINGS_KEY);
}

/** Makes the provider the primary source. */
export async function saveMetadataPreference(revalidate: Revalidate, provider: MetadataProvider): Promise<void> {
  ensureAccepted(await api.post(METADATA_PREFERENCE_PATH, { preference: preferenceOf(provider) }), 'Failed');
  await revalidate(METADATA_PREFERENCE_PATH, SETTINGS_KEY);
}

/**
 * Has the service forget what it learnt from the provider and ask again for every item in a
 * collection; it works in the background. Resolves with the service's words ("TMDB metadata refresh
 * started", or that one is already running); throws SaveRejectedError with its reason when the
 * provider cannot be reached.
 */
export async function refreshMetadata(provider: MetadataProvider): Promise<string> {
  const answer = ensureAccepted(await api.post(`/settings/metadata/refresh/${provider}`, {}), 'Failed');
  return answer?.message || `${METADATA_PROVIDER_NAMES[provider]} metadata refresh started`;
}
