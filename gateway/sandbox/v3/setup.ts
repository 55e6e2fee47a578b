// Whether the v3.24 demo is set up. v3 runs one media server of three, chosen on the first run
// (POST /api/settings/media-server/switch); until then /settings/test/setup answers false and the
// /media-server routes 403, whatever else is filled in. The demo runs Plex only.
import type { MainSettings } from '../../../wire/v2/settings.ts';
import { isSetupComplete } from '../main-settings.ts';

export { MEDIA_SERVER_TYPES } from '../../../wire/v3/api-key-servers.ts';

/**
 * The media server the service runs, or null on a fresh install where none is chosen yet (recorded
 * 01_GET_settings_media-server_switch_preview_plex: currentServerType null). A settings file from
 * before the field was kept holds none: the demo's Plex, as the service's own start-up assumes when
 * a Plex token is stored.
 */
export function mediaServerTypeOf(stored: Record<string, unknown>): string | null {
  if (!('media_server_type' in stored)) return 'plex';
  const type = stored.media_server_type;
  return typeof type === 'string' && type !== '' ? type : null;
}

/** v3's setup check: Plex chosen as the media server, and its name, hostname, port and token filled in. */
export function isSetupCompleteV3(main: MainSettings, stored: Record<string, unknown>): boolean {
  return mediaServerTypeOf(stored) === 'plex' && isSetupComplete(main);
}
