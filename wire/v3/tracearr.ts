// v3.x's Tracearr, a watch-history service for Plex, Jellyfin and Emby: GET/POST/DELETE
// /settings/tracearr ({url, api_key, server_id}, each null until set: recorded GET_settings_tracearr),
// POST /settings/test/tracearr {url, api_key}, and POST /settings/tracearr/servers {url, api_key},
// the media servers Tracearr follows ([{id, name}]; a 502 of the service's own when it cannot reach
// Tracearr: recorded POST_settings_tracearr_servers_unreachable). The service picks the server
// that follows the media server it runs; server_id names it where Tracearr follows several.
import * as z from '../zod-mini.ts';
import { serviceSettingsSchema } from '../v2/settings.ts';
import { API_KEY_REQUIRED_MESSAGE } from './api-key-server-form.ts';

export const storedTracearrSchema = z.looseObject({ url: z.nullish(z.string()), api_key: z.nullish(z.string()), server_id: z.nullish(z.string()) });

/** The body of a test and of the server list, as the service checks it. */
export const tracearrConnectionSchema = z.object({
  url: serviceSettingsSchema.shape.url,
  api_key: z.string().check(z.trim(), z.minLength(1, API_KEY_REQUIRED_MESSAGE)),
});

/** POST /settings/tracearr/servers. */
export const tracearrServersSchema = z.array(z.looseObject({ id: z.string(), name: z.string() }));
export type TracearrServer = z.infer<typeof tracearrServersSchema>[number];
