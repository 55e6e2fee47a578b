// The services set by a URL and an API key: the media-request service and Tautulli; and, on v3.x
// running Jellyfin, Streamystats, set by its URL alone. v2.21 has two request services, Overseerr
// and Jellyseerr, each with its own settings; v3.x merged them into Seerr (/settings/seerr; the old
// paths answer as aliases of it). useIntegrations says which the service in use offers, so the
// settings screens show those and no others.
import useSWR from 'swr';
import { api } from '../lib/api-client.ts';
import { useGeneration } from './generation.ts';
import { ensureAccepted } from './save-answer.ts';
import { SETTINGS_KEY, useMainSettings, type Revalidate } from './settings.ts';
import type { ConnectionTest } from './settings-types.ts';
import type { ServiceSettings } from '../../../wire/v2/settings.ts';

/** Every integration either generation has, by its settings path segment. */
export const INTEGRATION_KEYS = ['overseerr', 'jellyseerr', 'seerr', 'tautulli', 'streamystats'] as const;
export type IntegrationKey = (typeof INTEGRATION_KEYS)[number];

/** The values a user edits: a base URL without a trailing slash, and the service's API key (named as the wire names them). */
export type IntegrationSettings = ServiceSettings;

export interface Integration {
  key: IntegrationKey;
  name: string;
  /** What it is for, in plain words. */
  role: string;
  /** An example base URL. */
  placeholder: string;
  /** Set by its URL alone: no API key is sent or shown. */
  urlOnly?: boolean;
}

export const INTEGRATIONS: Record<IntegrationKey, Integration> = {
  overseerr: { key: 'overseerr', name: 'Overseerr', role: 'media-request service', placeholder: 'http://localhost:5055' },
  jellyseerr: { key: 'jellyseerr', name: 'Jellyseerr', role: 'media-request service', placeholder: 'http://localhost:5055' },
  seerr: { key: 'seerr', name: 'Seerr', role: 'media-request service (Overseerr or Jellyseerr)', placeholder: 'http://localhost:5055' },
  tautulli: { key: 'tautulli', name: 'Tautulli', role: 'playback-statistics service', placeholder: 'http://localhost:8181' },
  streamystats: { key: 'streamystats', name: 'Streamystats', role: 'Jellyfin watch-statistics service', placeholder: 'http://localhost:3000', urlOnly: true },
};

/**
 * The integrations the service in use offers; undefined until its generation is known. Streamystats
 * works with Jellyfin only (the service answers 403 otherwise, recorded GET_settings_streamystats),
 * so on v3.x it joins once the settings read says Jellyfin runs; the others show at once, so the
 * tab bar does not move under a user on the far more common Plex.
 */
export function useIntegrations(): IntegrationKey[] | undefined {
  const { generation } = useGeneration();
  const { data: settings } = useMainSettings();
  if (generation === undefined) return undefined;
  if (generation === 2) return ['overseerr', 'jellyseerr', 'tautulli'];
  return settings?.mediaServer === 'jellyfin' ? ['seerr', 'tautulli', 'streamystats'] : ['seerr', 'tautulli'];
}

/** What the service takes for the integration: Streamystats its URL alone. */
const wireBody = (key: IntegrationKey, values: IntegrationSettings) => (INTEGRATIONS[key].urlOnly ? { url: values.url } : values);

const settingsPath = (key: IntegrationKey) => `/settings/${key}`;

/** The stored url and API key ('' until set; Streamystats has a URL only). */
export function useIntegrationSettings(key: IntegrationKey) {
  return useSWR<IntegrationSettings>([settingsPath(key), 'integration'], async ([path]: [string]) => {
    const stored = await api.get<{ url?: string | null; api_key?: string | null } | null>(path);
    return { url: stored?.url ?? '', api_key: stored?.api_key ?? '' };
  });
}

/** Saves the settings (Streamystats its URL alone). The main settings row carries them too, so both reads reload. */
export async function saveIntegration(revalidate: Revalidate, key: IntegrationKey, values: IntegrationSettings): Promise<void> {
  ensureAccepted(await api.post(settingsPath(key), wireBody(key, values)), 'Failed');
  await revalidate(settingsPath(key), SETTINGS_KEY);
}

/** Asks the service to reach the integration with these values; saves nothing. */
export async function testIntegration(key: IntegrationKey, values: IntegrationSettings): Promise<ConnectionTest> {
  const answer = await api.post<{ code?: number; message?: string } | null>(`/settings/test/${key}`, wireBody(key, values));
  return { ok: answer?.code === 1, message: answer?.message };
}

/** Removes the integration's settings. */
export async function removeIntegration(revalidate: Revalidate, key: IntegrationKey): Promise<void> {
  ensureAccepted(await api.delete(settingsPath(key)), 'Failure');
  await revalidate(settingsPath(key), SETTINGS_KEY);
}
