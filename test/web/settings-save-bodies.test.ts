// The bodies of main-settings saves on both generations. v2.21 saves the whole row (POST /settings),
// recomputes plex_ssl from the submitted hostname and lower-cases submitted service URLs; v3.x takes
// PATCH /settings with just the fields a page edits, as the official v3.24 UI sends them (recorded).
import t from 'tap';
import { readFileSync } from 'node:fs';
import { mainSettingsBody, rowChanges, SERVICE_FIELDS } from '../../web/src/api/v2/settings.ts';
import { readMainSettingsV2 } from '../../web/src/api/v2/settings-row.ts';
import { settingsPatchV3 } from '../../web/src/api/v3/settings.ts';
import { readMainSettingsV3 } from '../../web/src/api/v3/settings-row.ts';
import { EXCLUSION_TAG_MESSAGE, EXCLUSION_TAG_REQUIRED_MESSAGE, exclusionTagFormSchema } from '../../wire/v3/settings.ts';
import type { RecordedFixture } from '../fixtures/recorded-contract.mjs';
import { SSL_PLEX_SETTINGS } from '../helpers/main-settings-sample.ts';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')) as RecordedFixture;
const recorded = (name: string, file: string) => {
  const entry = fixture(name).recordings.find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`no recording named ${file}`);
  return entry;
};
const v3 = (file: string) => recorded('recorded-contract-3.24.json', file);
const v2 = (file: string) => recorded('recorded-contract-with-media.json', file);

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

t.test('v3.x: each page sends the PATCH body the official UI sent, field by field', async (t) => {
  const loaded = readMainSettingsV3(v3('GET_settings.json').body, '/settings');
  t.same(loaded.general, { applicationUrl: 'localhost', apiKey: (v3('GET_settings.json').body as { apikey: string }).apikey }, 'no title and no image cache on v3');
  t.equal(loaded.plexTokenSaved, true, 'the masked token counts as saved');
  t.same(loaded.plex, { name: '127.0.0.1', hostname: '127.0.0.1', port: 32400, ssl: false });

  const general = v3('PATCH_settings_main_valid.json').request.body as { applicationUrl: string; apikey: string };
  t.same(settingsPatchV3({ general: { applicationUrl: general.applicationUrl, apiKey: general.apikey } }), general, 'General');
  t.same(settingsPatchV3({ jobs: loaded.jobs }), v3('PATCH_settings_jobs_valid.json').request.body, 'Jobs');
  t.same(settingsPatchV3({ plex: loaded.plex }), v3('04_PATCH_settings_plex_manual_connect.json').request.body, 'Plex');
  t.same(
    Object.keys(settingsPatchV3({ plex: { ...loaded.plex, ssl: true, hostname: 'https://plex.lan' } })).sort(),
    Object.keys(v3('04_PATCH_settings_plex_manual_connect.json').request.body as object).sort(),
  );
  t.equal(settingsPatchV3({ plex: { ...loaded.plex, ssl: true, hostname: 'https://plex.lan' } }).plex_hostname, 'plex.lan', 'no scheme in the host');
  t.equal(settingsPatchV3({ plex: { ...loaded.plex, ssl: true } }).plex_ssl, 1, 'SSL as a number');
  t.same(settingsPatchV3({}), {}, 'nothing changed, nothing sent');

  // Exclusion tagging: the row's six fields as recorded (off, tag "dnd"), one kind's three sent.
  const row = v3('GET_settings.json').body as Record<string, unknown>;
  t.same(loaded.exclusionTagging, {
    radarr: { enabled: row.radarr_tag_exclusions, tag: row.radarr_exclusion_tag, untagOnInclude: row.radarr_untag_on_unexclude },
    sonarr: { enabled: row.sonarr_tag_exclusions, tag: row.sonarr_exclusion_tag, untagOnInclude: row.sonarr_untag_on_unexclude },
  }, 'exclusion tagging read from the recorded row');
  t.same(
    settingsPatchV3({ exclusionTagging: { kind: 'sonarr', tagging: { enabled: true, tag: 'keep-forever', untagOnInclude: true } } }),
    { sonarr_tag_exclusions: true, sonarr_exclusion_tag: 'keep-forever', sonarr_untag_on_unexclude: true },
    "Sonarr's exclusion tag: its three fields, named as the row names them",
  );
});

t.test('v3.x: an exclusion tag is checked as Radarr and Sonarr keep tags, and only while tagging is on', async (t) => {
  const messages = (values: { enabled: boolean; tag: string; untagOnInclude: boolean }) =>
    exclusionTagFormSchema.safeParse(values).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
  t.same(messages({ enabled: true, tag: 'dnd', untagOnInclude: false }), []);
  t.same(messages({ enabled: true, tag: ' keep-forever ', untagOnInclude: true }), [], 'spaces around it are trimmed');
  t.same(messages({ enabled: true, tag: '  ', untagOnInclude: false }), [`tag: ${EXCLUSION_TAG_REQUIRED_MESSAGE}`]);
  for (const bad of ['Do Not Delete', 'dnd!', 'my--tag', '-dnd', 'dnd-']) t.same(messages({ enabled: true, tag: bad, untagOnInclude: false }), [`tag: ${EXCLUSION_TAG_MESSAGE}`], bad);
  t.same(messages({ enabled: false, tag: 'Do Not Delete', untagOnInclude: false }), [], 'not checked while tagging is off');
});

t.test('v2.21: the row the real service accepted is re-sent with the changes laid over it', async (t) => {
  const accepted = v2('02_POST_settings_plex_connect.json').request.body as Parameters<typeof mainSettingsBody>[0];
  const loaded = readMainSettingsV2(accepted, '/settings');
  t.same(loaded.general, { applicationTitle: 'Maintainerr', applicationUrl: 'localhost', apiKey: accepted.apikey, cacheImages: true });
  const body = mainSettingsBody(accepted, rowChanges({ plex: loaded.plex })) as Record<string, unknown>;
  for (const [field, value] of Object.entries(accepted)) {
    if ((SERVICE_FIELDS as readonly string[]).includes(field)) t.notOk(field in body, `${field} stays out`);
    else t.same(body[field], value, `${field} as accepted`);
  }
  t.same(rowChanges({ general: { cacheImages: false, apiKey: 'k' } }), { apikey: 'k', cacheImages: 0 });
  t.same(rowChanges({ jobs: { rulesHandler: 'a', collectionHandler: 'b' } }), { rules_handler_job_cron: 'a', collection_handler_job_cron: 'b' });
  t.equal(rowChanges({ plex: { ...loaded.plex, ssl: true } }).plex_hostname, 'https://127.0.0.1', 'SSL travels as https://');
});
