// On v3.24 the sandbox answers like the real v3.24 server: for every recorded request of a screen
// the app has (recorded-contract-3.24.json, a copy of ../shared/contract/recorded-3.24), the same
// request gets the same status, the same content type (or none), and a body of the same shape.
// Error bodies must match exactly; other bodies are held to the shape learnt from every recording
// of that request (keys every recording has are required, keys none has are refused, types match),
// since ids, titles and times differ from the recorded 40-movie library.
//
// Deliberate differences, each with its reason:
// - Recorded ids (movies 101-140, shows from 201) name demo ids instead (DEMO_IDS): the demo
//   library is generated (1,500 movies, 300 shows), not the recorded one.
// - The recordings of calls our screens do not make are not replayed (NOT_SERVED): the overlay
//   template editor's reads and uploads,
//   storage metrics but for the library sizes, health, Streamystats' and Seerr's per-item reads, per-item handling;
//   the sandbox answers those with the Express 404. A collection's poster is a sequence (none, uploaded,
//   removed): collection-poster-3.24.test.ts replays it in its recorded order.
// - The overlay template writes name the templates earlier writes made, so they are replayed in
//   their recorded order on a sandbox of their own (TEMPLATE_WRITES).
// - Rule-group writes (POST/PUT/DELETE /api/rules) change what later recordings read, so
//   rule-groups-recorded.test.ts replays them in their recorded order on a sandbox of their own.
// - The first-run steps (00_ to 05_) are replayed in their order on a sandbox started as a fresh
//   install (no media server chosen, no Plex), since the demo starts with Plex configured; the Plex
//   sign-out and sign-in again (STATEFUL) in theirs on a sandbox of their own.
// - Answers that depend on how far the recorded session had got (a collection emptied by a handled
//   delete, a temporary group) are compared by shape only, as every answer is.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import t, { type Test } from 'tap';
import { GENERATIONS, readRecording, recordingFiles, type RecordedEntry } from '../fixtures/recorded-contract.mjs';
import { learnShape, shapeMismatches, textKind } from './shape.ts';
import { freshInstallDataDir } from '../helpers/fresh-install.ts';
import { call, removeDir, startTestSandbox } from './support.ts';

const fixture = JSON.parse(await readFile(new URL('../fixtures/recorded-contract-3.24.json', import.meta.url), 'utf8')) as { recordings: RecordedEntry[] };

/** Recorded media ids and the demo's ids that stand in for them (movies, a show, its season and episode). */
const DEMO_IDS: Record<string, string> = {
  '101': '10001', '102': '10002', '104': '10004', '110': '10010', '113': '10013', '119': '10019', '127': '10027',
  '115': '10015', '134': '10034', '136': '10036', '140': '10040', '201': '20001', '202': '30001', '203': '3000101', '206': '30002',
  '223': '20002', '261': '20003',
};

/**
 * Recorded rule groups (and their collections) and the demo's of the same kind: the recorded
 * group 2 holds shows, the demo's shows are group 3.
 */
const DEMO_GROUPS: Record<string, string> = { '2': '3' };

/** Media-item fields the service leaves out when an item has no value: optional in any answer. */
const OPTIONAL_KEYS = new Set(['viewCount', 'lastViewedAt', 'collections', 'labels', 'maintainerrCollections']);
/** Records whose keys depend on something else: a notification's options are its agent's. */
const OPEN_KEYS = new Set(['options']);

/** Paths of calls no screen of the app makes; the sandbox does not serve them. */
const NOT_SERVED = [
  // The overlay template editor's reads and uploads (fonts, images, library sections, sample items).
  /^\/api\/overlays\/(fonts|images|sections|random-)/, /^\/api\/storage-metrics$/, /^\/api\/health/, /^\/api\/streamystats/, /^\/api\/seerr\//, /^\/api\/servarr\//,
  /^\/api\/rules\/community(\/karma)?$/, /^\/api\/collections\/\d+\/poster/,
  // Recorded against a Do nothing collection 1; the demo's collection 1 acts (collection-media-handle-3.24.test.ts checks the 409).
  /^\/api\/collections\/media\/handle/,
  /^\/api\/media-server\/(users|user\/|collection\/|library\/\d+\/(recent|collections))/, /^\/api\/media-server\/meta\/\d+\/seen/,
  // A log file is named after the day it was written: the recorded day's file does not exist here.
  /^\/api\/logs\/files\/.+/,
];
/** Rule-group writes are replayed in order elsewhere (see above). */
const notServed = (entry: RecordedEntry) =>
  NOT_SERVED.some((pattern) => pattern.test(entry.request.path)) ||
  (entry.request.path === '/api/rules' && entry.request.method !== 'GET') ||
  (entry.request.method === 'DELETE' && /^\/api\/rules\/\d+$/.test(entry.request.path)) ||
  (entry.request.method === 'POST' && entry.request.path === '/api/settings/radarr' && entry.status !== 400);

/** Replayed in this order on a sandbox of their own: sign out of Plex, then sign back in. */
const STATEFUL = [
  'DELETE_settings_plex_auth.json', 'GET_settings_test_setup_after_plex_auth_delete.json', 'GET_media-server_libraries_after_plex_auth_delete.json',
  'PATCH_settings_plex_change_without_token.json', 'POST_settings_plex_token_restore.json', 'GET_settings_test_setup_after_token_restore.json',
  'GET_media-server_libraries_after_token_restore.json', 'GET_settings_test_plex_after_token_restore.json',
];
/**
 * The overlay template writes, in their recorded order on a sandbox of their own: each names a
 * template an earlier one made (the duplicate is template 5, the import 6).
 */
const TEMPLATE_WRITES = [
  'POST_overlays_templates_1_duplicate.json', 'POST_overlays_templates_1_export.json', 'DELETE_overlays_templates_duplicate.json',
  'POST_overlays_templates_import.json', 'PUT_overlays_templates_update.json', 'POST_overlays_templates_set_default.json',
  'POST_overlays_templates_1_set_default_back.json', 'POST_overlays_templates_create.json', 'DELETE_overlays_templates_imported.json',
  'POST_overlays_templates_create_invalid.json',
];
/** The recorded first run: Plex chosen as the media server, its token saved and its server entered. */
const FIRST_RUN = fixture.recordings.filter((entry) => /^0\d_/.test(entry.file)).map((entry) => entry.file);
/** What the demo's known state answers where the recorded session had a different one (same shape). */
const DEMO_STATUS: Record<string, number> = {};

const isStream = (entry: RecordedEntry) => entry.sse_events !== undefined;
const demoText = (text: string) => text.replace(/\b\d{3}\b/g, (id) => DEMO_IDS[id] ?? id);
/** The recorded request with the demo's ids in its path and body. */
function demoRequest(entry: RecordedEntry) {
  const group = (id: string) => DEMO_GROUPS[id] ?? id;
  const path = entry.request.path
    .replace(/\/(\d{3})(?=\/|\?|$)/g, (whole, id: string) => (DEMO_IDS[id] ? `/${DEMO_IDS[id]}` : whole))
    .replace(/(mediaServerId=)(\d{3})/, (_w, key: string, id: string) => key + (DEMO_IDS[id] ?? id))
    .replace(/^(\/api\/collections\/(?:media|exclusions|logs|collection)\/|\/api\/rules\/(?:collection\/)?)(\d)(?=\/|$)/, (_w, prefix: string, id: string) => prefix + group(id))
    .replace(/((?:collectionId|rulegroupId)=)(\d)\b/, (_w, key: string, id: string) => key + group(id));
  const raw = entry.request.body === null || entry.request.body === undefined ? undefined : JSON.parse(demoText(JSON.stringify(entry.request.body)));
  const body = raw && typeof raw.collectionId === 'number' ? { ...raw, collectionId: Number(group(String(raw.collectionId))) } : raw;
  return { method: entry.request.method, path, body };
}
const routeKey = (entry: RecordedEntry) => `${entry.request.method} ${entry.request.path}`;

/** Every recorded 2xx JSON body of each request, to learn its shape from. */
const examples = new Map<string, unknown[]>();
for (const entry of fixture.recordings) {
  if (isStream(entry) || entry.status >= 400 || !entry.contentType?.startsWith('application/json')) continue;
  examples.set(routeKey(entry), [...(examples.get(routeKey(entry)) ?? []), entry.body]);
}

async function compare(t: Test, sandboxUrl: string, entry: RecordedEntry) {
  const request = demoRequest(entry);
  const answer = await call(sandboxUrl, request.method, request.path, request.body);
  t.equal(answer.status, DEMO_STATUS[entry.file] ?? entry.status, 'status');
  t.equal(answer.contentType, entry.contentType, 'content type');
  t.equal(answer.headers.get('x-powered-by'), entry.headers?.['x-powered-by'] ?? null, 'x-powered-by');
  if (entry.headers?.['content-length'] === '0' || (entry.contentType === null && entry.body === '')) t.equal(answer.text, '', 'empty body');
  if (entry.status >= 400) {
    t.same(answer.body, entry.body, 'the same error body');
  } else if (entry.contentType?.startsWith('application/json')) {
    t.same(shapeMismatches(learnShape(examples.get(routeKey(entry)) ?? [entry.body]), answer.body, '$', OPTIONAL_KEYS, OPEN_KEYS), [], 'the recorded shape');
  } else if (entry.contentType) {
    t.equal(textKind(answer.text), textKind(String(entry.body ?? '')), `raw text of the same kind (${textKind(String(entry.body ?? ''))})`);
  }
}


const sandbox = await startTestSandbox({ apiVersion: '3.24' });
t.teardown(async () => {
  await sandbox.close();
  await removeDir(sandbox.dataDir);
});

async function waitUntilIdle(url: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rules = (await call(url, 'GET', '/api/rules/execute/status')).body as { processingQueue: boolean };
    const collections = (await call(url, 'GET', '/api/tasks/Collection%20Handler/status')).body as { running: boolean };
    if (!rules.processingQueue && !collections.running) return;
    if (Date.now() > deadline) throw new Error('handlers still running');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const replayed = fixture.recordings.filter(
  (entry) =>
    !isStream(entry) && !notServed(entry) && ![...STATEFUL, ...FIRST_RUN, ...TEMPLATE_WRITES].includes(entry.file) && entry.request.path.startsWith('/api/'),
);
/**
 * A postponed item must be in the collection, as the recorded one was; the demo's runs decide what
 * its collections hold, so the item is added by hand first.
 */
async function putInCollection(entry: RecordedEntry) {
  const { body } = demoRequest(entry);
  const add = await call(sandbox.url, 'POST', '/api/collections/media/add', { mediaId: body.mediaId, collectionId: body.collectionId, action: 0 });
  if (add.status !== 201) throw new Error(`could not put ${body.mediaId} in collection ${body.collectionId}: ${add.status}`);
}

for (const entry of replayed) {
  t.test(`${entry.request.method} ${entry.request.path} answers like ${entry.file}`, async (t) => {
    if (/\/(execute|stop|handle)$/.test(entry.request.path)) await waitUntilIdle(sandbox.url);
    if (entry.request.path === '/api/collections/media/postpone' && entry.status === 201) await putInCollection(entry);
    await compare(t, sandbox.url, entry);
  });
}

/** A v3.24 sandbox of the test's own (in `dataDir` when given, as a fresh install's), stopped and removed with the test. */
async function ownSandbox(t: Test, dataDir?: string) {
  const own = await startTestSandbox({ apiVersion: '3.24', ...(dataDir ? { dataDir } : {}) });
  t.teardown(async () => {
    await own.close();
    await removeDir(own.dataDir);
  });
  return own;
}

t.test('signing out of Plex and back in answers like the recorded session, step by step', async (t) => {
  const own = await ownSandbox(t);
  for (const file of STATEFUL) {
    const entry = fixture.recordings.find((candidate) => candidate.file === file)!;
    await t.test(file, (t) => compare(t, own.url, entry));
  }
});

t.test('the overlay template writes answer like the recorded session, step by step', async (t) => {
  const own = await ownSandbox(t);
  for (const file of TEMPLATE_WRITES) {
    const entry = fixture.recordings.find((candidate) => candidate.file === file)!;
    await t.test(file, (t) => compare(t, own.url, entry));
  }
});

t.test('the first run of a fresh install answers like the recorded one, step by step', async (t) => {
  t.same(FIRST_RUN.length, 6, 'the six recorded steps, 00_ to 05_');
  const own = await ownSandbox(t, await freshInstallDataDir());
  for (const file of FIRST_RUN) {
    const entry = fixture.recordings.find((candidate) => candidate.file === file)!;
    await t.test(file, (t) => compare(t, own.url, entry));
  }
  const settings = (await call(own.url, 'GET', '/api/settings')).body as Record<string, unknown>;
  t.equal(settings.media_server_type, 'plex', 'Plex is the chosen media server afterwards');
});

t.test('on a fresh install the media-server routes are behind the setup guard until the first run is done', async (t) => {
  const own = await ownSandbox(t, await freshInstallDataDir());
  const forbidden = { message: 'Forbidden resource', error: 'Forbidden', statusCode: 403 };
  for (const path of ['/api/media-server/type', '/api/media-server/libraries']) {
    const answer = await call(own.url, 'GET', path);
    t.same([answer.status, answer.body], [403, forbidden], `${path} before`);
  }
  const preview = (await call(own.url, 'GET', '/api/settings/media-server/switch/preview/plex')).body as { dataToBeCleared: Record<string, number> };
  t.same(preview.dataToBeCleared, { collections: 0, collectionMedia: 0, exclusions: 0, collectionLogs: 0 }, 'a fresh install holds nothing a switch would clear');
  t.same((await call(own.url, 'GET', '/api/rules')).body, [], 'and no rule groups');
  const chosenType = async () => ((await call(own.url, 'GET', '/api/settings')).body as Record<string, unknown>).media_server_type;
  t.equal(await chosenType(), null, 'no media server chosen');
  // A Plex token stored with no media server chosen makes the service choose Plex as it reloads its settings.
  t.equal((await call(own.url, 'POST', '/api/settings/plex/token', { plex_auth_token: 'a-token' })).status, 201);
  t.equal(await chosenType(), 'plex', 'Plex chosen with the token');
  t.equal((await call(own.url, 'GET', '/api/settings/test/setup')).text, 'false', 'the server fields are still missing');
  t.equal((await call(own.url, 'PATCH', '/api/settings', { plex_hostname: 'plex.demo', plex_port: 32400, plex_name: 'Demo Plex', plex_ssl: 0, plex_manual_mode: 1 })).status, 200);
  t.equal((await call(own.url, 'GET', '/api/settings/test/setup')).text, 'true');
  t.same((await call(own.url, 'GET', '/api/media-server/type')).body, { type: 'plex' }, '/media-server/type answers once set up');
  const again = await call(own.url, 'POST', '/api/settings/media-server/switch', { targetServerType: 'plex' });
  t.same([again.status, again.body], [201, { status: 'NOK', code: 0, message: 'Already using plex as media server' }], 'a switch to the server in use is declined');
  const refused = await call(own.url, 'POST', '/api/settings/media-server/switch', { targetServerType: 'kodi' });
  t.equal(refused.status, 400, 'an unknown server type is refused by the body check');
  t.equal((await call(own.url, 'GET', '/api/settings/media-server/switch/preview/kodi')).status, 400);
});

t.test('a switch preview counts what a switch would clear: the demo, connected, holds collections', async (t) => {
  const preview = (await call(sandbox.url, 'GET', '/api/settings/media-server/switch/preview/plex')).body as { currentServerType: string; dataToBeCleared: Record<string, number> };
  t.equal(preview.currentServerType, 'plex');
  const collections = (await call(sandbox.url, 'GET', '/api/collections')).body as unknown[];
  t.equal(preview.dataToBeCleared.collections, collections.length, 'every collection counted');
  t.ok(preview.dataToBeCleared.collections > 0 && preview.dataToBeCleared.collectionMedia > 0, 'not nothing');
});

t.test('paths v3.24 dropped answer the Express 404', async (t) => {
  for (const path of ['/api/plex/libraries', '/api/plex/library/1/content/1', '/api/moviedb/image/movie/1']) {
    const answer = await call(sandbox.url, 'GET', path);
    t.same([answer.status, answer.body], [404, { message: `Cannot GET ${path}`, error: 'Not Found', statusCode: 404 }], path);
  }
});

const sharedRecordings = fileURLToPath(new URL(`../../../shared/contract/${GENERATIONS['3.24'].folder}`, import.meta.url));
const noSharedRecordings = !existsSync(sharedRecordings) && `${sharedRecordings} is not on this machine: nothing to compare the copy with`;

t.test('the copy of the 3.24 recordings is in step with ../shared, entry by entry', { skip: noSharedRecordings }, async (t) => {
  const files = await recordingFiles(sharedRecordings);
  t.same(fixture.recordings.map((entry) => entry.file), files, 'the same recordings, in the same order');
  for (const entry of fixture.recordings) {
    if (!files.includes(entry.file)) continue;
    t.same(entry, await readRecording(sharedRecordings, entry.file), `${entry.file} (rebuild with: node test/fixtures/recorded-contract.mjs 3.24)`);
  }
});
