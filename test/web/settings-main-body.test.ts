// The body of a main-settings save (main-settings-body.ts, API.md §2.1, §12.10): the service
// recomputes plex_ssl from the submitted hostname and lower-cases submitted service URLs.
import t from 'tap';
import { mainSettingsBody, SERVICE_FIELDS } from '../../web/src/features/settings/main-settings-body.ts';
import { SSL_PLEX_SETTINGS } from '../helpers/main-settings-sample.ts';

const loaded = SSL_PLEX_SETTINGS;

t.test('an SSL server keeps SSL through a save that does not touch Plex', async (t) => {
  const body = mainSettingsBody(loaded, { applicationTitle: 'Mine', cacheImages: 0 });
  t.equal(body.plex_hostname, 'https://plex.example.com', 'the hostname goes back with https://, so the service derives plex_ssl 1');
  t.equal(body.plex_port, 32400);
  t.equal(body.applicationTitle, 'Mine');
  t.equal(body.cacheImages, 0);
  t.equal(body.collection_handler_job_cron, '0 0-23/12 * * *', 'both cron fields go along');
  t.equal(body.rules_handler_job_cron, '0 0-23/8 * * *');
  t.equal(mainSettingsBody(loaded, { apikey: 'new' }).plex_hostname, 'https://plex.example.com', 'a regenerated key too');
  t.equal(
    mainSettingsBody(loaded, { rules_handler_job_cron: '0 3 * * *', collection_handler_job_cron: '0 4 * * *' }).plex_hostname,
    'https://plex.example.com',
    'and a Jobs save',
  );
});

t.test('the hostname is left as loaded when SSL is off, and as changed when a save sets it', async (t) => {
  t.equal(mainSettingsBody({ ...loaded, plex_ssl: 0 }, { applicationTitle: 'x' }).plex_hostname, 'plex.example.com');
  t.equal(mainSettingsBody({ ...loaded, plex_ssl: null }, { applicationTitle: 'x' }).plex_hostname, 'plex.example.com');
  t.equal(mainSettingsBody(loaded, { plex_hostname: 'plex.lan' }).plex_hostname, 'plex.lan', 'the Plex tab switching SSL off is obeyed');
  t.equal(mainSettingsBody({ ...loaded, plex_hostname: null }, { applicationTitle: 'x' }).plex_hostname, null, 'no hostname, nothing to prefix');
  t.equal(
    mainSettingsBody({ ...loaded, plex_hostname: 'https://plex.example.com' }, {}).plex_hostname,
    'https://plex.example.com',
    'never a doubled scheme',
  );
});

t.test('the integrations\' url and api_key are never re-sent (the service would lower-case the URLs)', async (t) => {
  const body = mainSettingsBody(loaded, { applicationTitle: 'Mine' }) as Record<string, unknown>;
  for (const field of ['overseerr_url', 'overseerr_api_key', 'jellyseerr_url', 'jellyseerr_api_key', 'tautulli_url', 'tautulli_api_key']) {
    t.notOk(field in body, `${field} is left out`);
  }
  t.equal(SERVICE_FIELDS.length, 6);
  t.same(
    Object.keys(body).sort(),
    Object.keys(loaded).filter((field) => !/^(overseerr|jellyseerr|tautulli)_/.test(field)).sort(),
    'every other loaded field goes along',
  );
  t.equal(loaded.overseerr_url, 'http://Overseerr.Local:5055', 'the loaded row is not changed');
});
