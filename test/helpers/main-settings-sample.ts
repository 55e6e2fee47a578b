// A loaded v2.21 main-settings object (GET /api/settings) for tests of what a save sends: an SSL Plex server on
// port 32400 (so plex_ssl cannot be derived from the port) and integration URLs in mixed case (so a
// save that lower-cases them shows).
import type { MainSettings } from '../../wire/v2/settings.ts';

export const SSL_PLEX_SETTINGS: Readonly<MainSettings> = Object.freeze({
  id: 1,
  clientId: 'client',
  applicationTitle: 'Maintainerr',
  applicationUrl: 'localhost',
  apikey: 'key',
  locale: 'en',
  cacheImages: 1,
  plex_name: 'Home',
  plex_hostname: 'plex.example.com',
  plex_port: 32400,
  plex_ssl: 1,
  plex_auth_token: 'token',
  overseerr_url: 'http://Overseerr.Local:5055',
  overseerr_api_key: 'o-key',
  tautulli_url: 'http://Tautulli.Local:8181',
  tautulli_api_key: 't-key',
  jellyseerr_url: 'http://Jellyseerr.Local:5055',
  jellyseerr_api_key: 'j-key',
  collection_handler_job_cron: '0 0-23/12 * * *',
  rules_handler_job_cron: '0 0-23/8 * * *',
});
