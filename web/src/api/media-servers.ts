// v3.x's other media servers, Jellyfin and Emby (URL and API key each), and the choice of the media
// server the service runs. v2.21 runs Plex only and has none of these paths.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../lib/api-client.ts';
import {
  API_KEY_SERVERS,
  apiKeyServerSaveBody,
  MEDIA_SERVER_NAMES,
  apiKeyServerTestBody,
  storedApiKeyServerSchema,
  switchPreviewSchema,
  type ApiKeyServer,
  type ApiKeyServerValues,
  type MediaServerType,
  type SwitchPreview,
} from '../../../wire/v3/api-key-servers.ts';
import { readWire } from './read-wire.ts';
import { chooseOnFirstRun, switchPreviewPath } from './settings.ts';
import { ensureAccepted } from './save-answer.ts';
import { SETTINGS_KEY } from './main-settings.ts';
import { SETUP_KEY } from './status.ts';
import type { ConnectionTest } from './settings-types.ts';

export type { ApiKeyServer, ApiKeyServerValues, MediaServerType, SwitchPreview };
export { MEDIA_SERVER_NAMES };

/** Whether the service's media server is one set by URL and API key (Jellyfin, Emby). */
export const isApiKeyServer = (type: string): type is ApiKeyServer => (API_KEY_SERVERS as readonly string[]).includes(type);

const settingsPath = (server: ApiKeyServer) => `/settings/${server}`;

/** What the service has stored for the server: its URL and key ('' until set), and the admin user it acts as. */
export interface StoredApiKeyServer {
  values: ApiKeyServerValues;
  userId: string | null;
}

export function useApiKeyServerSettings(server: ApiKeyServer) {
  return useSWR<StoredApiKeyServer>([settingsPath(server), 'api-key-server'], async ([path]: [string]) => {
    const stored = readWire(storedApiKeyServerSchema(server), await api.get(path), path) as Record<string, string | null | undefined>;
    return {
      values: { url: stored[`${server}_url`] ?? '', api_key: stored[`${server}_api_key`] ?? '' },
      userId: stored[`${server}_user_id`] ?? null,
    };
  });
}

/**
 * Asks the service to reach the server with these values; saves nothing. On success the service
 * names the server ("Connected to <name>") and, where it says, its version.
 */
export async function testApiKeyServer(server: ApiKeyServer, values: ApiKeyServerValues): Promise<ConnectionTest> {
  const answer = await api.post<{ code?: number; message?: string; version?: string } | null>(`${settingsPath(server)}/test`, apiKeyServerTestBody(server, values));
  if (answer?.code === 1) return { ok: true, message: answer.version };
  return { ok: false, message: answer?.message };
}


/** What a switch to `target` would clear, read while the choice is on screen. */
export function useSwitchPreview(target: MediaServerType | undefined) {
  return useSWR<SwitchPreview>(target ? switchPreviewPath(target) : null, (path: string) => api.get(path).then((data) => readWire(switchPreviewSchema, data, path)));
}

/**
 * Makes `target` the media server the service runs. A switch clears every collection with its media,
 * exclusions and logs; the rules are carried over where they can be (the preview counts them).
 * Every cached read spoke of the server before, so all of them reload.
 */
export function useSwitchMediaServer(): (target: MediaServerType) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (target: MediaServerType) => {
      ensureAccepted(await api.post('/settings/media-server/switch', { targetServerType: target, migrateRules: true }), 'Switching the media server failed');
      await mutate(() => true);
    },
    [mutate],
  );
}

/**
 * Saves the server's URL and key, choosing the server first on a fresh install (above). The form
 * never saves one server's connection while another runs: the service would then run a server
 * whose collections it keeps from the other.
 */
export async function saveApiKeyServer(server: ApiKeyServer, values: ApiKeyServerValues, stored: StoredApiKeyServer | undefined): Promise<void> {
  await chooseOnFirstRun(server);
  // A stored admin user belongs to the server at the stored URL; another server has its own.
  const userId = stored && stored.values.url === values.url ? stored.userId : null;
  ensureAccepted(await api.post(settingsPath(server), apiKeyServerSaveBody(server, values, userId)), 'Failed');
}

/** Forgets the server's URL and key. */
export async function removeApiKeyServer(server: ApiKeyServer): Promise<void> {
  ensureAccepted(await api.delete(settingsPath(server)), 'Failed');
}

/** The reads a save or removal changes: the server's own, the settings row and the setup check. */
export const API_KEY_SERVER_KEYS = (server: ApiKeyServer) => [settingsPath(server), SETTINGS_KEY, SETUP_KEY];
