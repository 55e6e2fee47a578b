// v3.x runs one media server of three; switching clears what the last one left. The preview of a
// switch and the switch itself, shared by the Plex, Jellyfin and Emby tabs. v2.21 has neither path.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../lib/api-client.ts';
import { revalidateWhere } from '../lib/swr.ts';
import { API_KEY_SERVERS, MEDIA_SERVER_NAMES, switchPreviewSchema, type ApiKeyServer, type MediaServerType, type SwitchPreview } from '../../../wire/v3/api-key-servers.ts';
import { readWire } from './read-wire.ts';
import { switchPreviewPath, switchServer, useMainSettings } from './settings.ts';

export type { ApiKeyServer, MediaServerType, SwitchPreview };
export { MEDIA_SERVER_NAMES };

/** Whether the service's media server is one set by URL and API key (Jellyfin, Emby). */
export const isApiKeyServer = (type: string): type is ApiKeyServer => (API_KEY_SERVERS as readonly string[]).includes(type);

/** A media server's name as the screens say it ("Jellyfin"); a type this app does not know, as the service names it. */
export const serverName = (type: string): string => MEDIA_SERVER_NAMES[type as MediaServerType] ?? type;

/**
 * What a switch to `target` would clear, and the server the service runs: the preview's word, read
 * as the screen opens, over the settings read, which may be older (null: none chosen; undefined:
 * v2.21, which runs Plex only and has no preview, or not known yet).
 */
export function useRunningServer(target: MediaServerType) {
  const { data: settings } = useMainSettings();
  const runsOne = settings?.mediaServer !== undefined;
  const preview = useSWR<SwitchPreview>(runsOne ? switchPreviewPath(target) : null, (path: string) =>
    api.get(path).then((data) => readWire(switchPreviewSchema, data, path)),
  );
  const running = preview.data ? preview.data.currentServerType : settings?.mediaServer;
  return { ...preview, running };
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
      await switchServer(target, true);
      await revalidateWhere(cache, mutate, () => true);
    },
    [cache, mutate],
  );
}
