// v3.x runs one media server of three; switching clears what the last one left. The preview of a
// switch and the switch itself, shared by the Plex, Jellyfin and Emby tabs. v2.21 has neither path.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../lib/api-client.ts';
import { revalidateWhere } from '../lib/swr.ts';
import { API_KEY_SERVERS, MEDIA_SERVER_NAMES, switchPreviewSchema, type ApiKeyServer, type MediaServerType, type SwitchPreview } from '../../../wire/v3/api-key-servers.ts';
import { readWire } from './read-wire.ts';
import { ensureAccepted } from './save-answer.ts';
import { switchPreviewPath } from './settings.ts';

export type { ApiKeyServer, MediaServerType, SwitchPreview };
export { MEDIA_SERVER_NAMES };

/** Whether the service's media server is one set by URL and API key (Jellyfin, Emby). */
export const isApiKeyServer = (type: string): type is ApiKeyServer => (API_KEY_SERVERS as readonly string[]).includes(type);

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
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    async (target: MediaServerType) => {
      ensureAccepted(await api.post('/settings/media-server/switch', { targetServerType: target, migrateRules: true }), 'Switching the media server failed');
      await revalidateWhere(cache, mutate, () => true);
    },
    [cache, mutate],
  );
}
