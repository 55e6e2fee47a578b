// The sandbox answers like the real service: for every recorded request (recorded-contract.json, a
// copy of ../shared/contract/recorded), the same request gets the same status, the same content
// type (or none), and a body of the same shape. Error bodies must match exactly; other bodies by
// keys and value types, since ids, times and the demo data differ from the empty real server.
//
// Where the recording shows the empty real server and the demo has data, the demo's answer is
// compared with the documented shape instead (api-shapes.ts): /plex/libraries (no Plex there: empty
// body; the demo has a configured Plex: JSON), /collections, /rules, /notifications/configurations
// (empty arrays there). Scalars compare by kind: /settings/test/setup is `false` there and `true`
// here (the demo has Plex set up), counts are numbers, the time zone is text.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { readRecording, recordingFiles, type RecordedEntry } from '../fixtures/recorded-contract.mjs';
import { API_SHAPES } from './api-shapes.ts';
import { shapeProblems, textKind } from './shape.ts';
import { call, removeDir, startTestSandbox } from './support.ts';

type Recording = RecordedEntry;

const JSON_TYPE = 'application/json; charset=utf-8';
const fixture = JSON.parse(await readFile(new URL('../fixtures/recorded-contract.json', import.meta.url), 'utf8')) as { recordings: Recording[] };

/** Recordings that are not API answers of the service itself (the Next.js UI's own pages) or are streams. */
const notApi = (recording: Recording) =>
  !recording.request.path.startsWith('/api/') || recording.file.includes('events_stream') || recording.body_raw !== undefined;

/** Answers that differ because the demo has a configured Plex where the recorded server had none. */
const DEMO_CONTENT_TYPE: Record<string, string> = { 'GET_api_plex_libraries.json': JSON_TYPE };

/** Requests a recording needs first, so the sandbox is in the state the recording reflects. */
const SETUP: Record<string, { method: string; path: string; body?: unknown }[]> = {
  'GET_api_settings_overseerr_after_posts.json': [{ method: 'POST', path: '/api/settings/overseerr', body: { url: 'http://127.0.0.1:9', api_key: 'k' } }],
  'scenarios/GET_settings_overseerr_after_valid_post.json': [{ method: 'POST', path: '/api/settings/overseerr', body: { url: 'http://127.0.0.1:5055', api_key: 'abc' } }],
  'GET_api_settings_overseerr_after_delete.json': [{ method: 'DELETE', path: '/api/settings/overseerr' }],
  'scenarios/GET_settings_overseerr_after_delete.json': [{ method: 'DELETE', path: '/api/settings/overseerr' }],
};

const sandbox = await startTestSandbox();
t.teardown(async () => {
  await sandbox.close();
  await removeDir(sandbox.dataDir);
});

async function waitUntilIdle() {
  for (const name of ['Rule%20Handler', 'Collection%20Handler']) {
    const deadline = Date.now() + 10_000;
    while ((((await call(sandbox.url, 'GET', `/api/tasks/${name}/status`)).body) as { running: boolean }).running) {
      if (Date.now() > deadline) throw new Error(`${name} still running`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

for (const recording of fixture.recordings.filter((entry) => !notApi(entry))) {
  t.test(`${recording.request.method} ${recording.request.path} answers like ${recording.file}`, async (t) => {
    for (const step of SETUP[recording.file] ?? []) await call(sandbox.url, step.method, step.path, step.body);
    if (recording.request.method === 'POST' && /\/(execute|stop|handle)$/.test(recording.request.path)) await waitUntilIdle();

    const answer = await call(sandbox.url, recording.request.method, recording.request.path, recording.request.body ?? undefined);
    t.equal(answer.status, recording.status, 'status');
    t.equal(answer.contentType, DEMO_CONTENT_TYPE[recording.file] ?? recording.contentType, 'content type');

    if (recording.headers) {
      if (recording.headers['content-length'] === '0') t.equal(answer.text, '', 'empty body');
      t.equal(answer.headers.get('x-powered-by'), recording.headers['x-powered-by'] ?? null, 'x-powered-by');
      t.equal(answer.headers.has('etag'), 'etag' in recording.headers, `an ETag ${'etag' in recording.headers ? '' : 'not '}sent, as recorded`);
      // Through the Next.js UI (UI_*) Vary also names Accept-Encoding, which the API itself does not send.
      const recordedVary = recording.file.startsWith('scenarios/UI_') ? recording.headers.vary?.replace(', Accept-Encoding', '') : recording.headers.vary;
      t.equal(answer.headers.get('vary'), recordedVary ?? null, 'vary');
    }

    const recordedJson = recording.contentType?.startsWith('application/json');
    if (recording.status >= 400) {
      // Error envelopes are fixed texts: the same body, byte for byte once parsed.
      t.same(answer.body, recording.body, 'the same error body');
    } else if (recordedJson || DEMO_CONTENT_TYPE[recording.file]) {
      const example = API_SHAPES[recording.request.path];
      const recordedIsEmpty = Array.isArray(recording.body) ? recording.body.length === 0 : recording.body === '';
      const expected = recordedIsEmpty && example ? example : recording.body;
      if (recordedIsEmpty && example) t.ok(Array.isArray(answer.body) && answer.body.length > 0, 'the demo has data here');
      t.same(shapeProblems(expected, answer.body), [], 'same keys and value types');
    } else {
      const recordedText = String(recording.body ?? '');
      t.equal(textKind(answer.text), textKind(recordedText), `raw text of the same kind (${textKind(recordedText)})`);
      if (textKind(recordedText) === 'json') t.same(shapeProblems(JSON.parse(recordedText), JSON.parse(answer.text)), [], 'same keys and value types');
    }
  });
}

t.test('log file names follow the real pattern', async (t) => {
  const files = (await call(sandbox.url, 'GET', '/api/logs/files')).body as { name: string; size: number }[];
  t.match(files[0]?.name, /^maintainerr-\d{4}-\d{2}-\d{2}\.log$/);
  t.ok(files[0]!.size > 0);
});

const sharedRecordings = fileURLToPath(new URL('../../../shared/contract/recorded', import.meta.url));
const noSharedRecordings = !existsSync(sharedRecordings) && `${sharedRecordings} is not on this machine: nothing to compare the copy with`;

t.test('the copy of the recordings is in step with ../shared, entry by entry', { skip: noSharedRecordings }, async (t) => {
  const files = await recordingFiles(sharedRecordings);
  t.same(fixture.recordings.map((entry) => entry.file), files, 'the same recordings, in the same order');
  for (const entry of fixture.recordings) {
    if (!files.includes(entry.file)) continue;
    t.same(entry, await readRecording(sharedRecordings, entry.file), `${entry.file} (rebuild with: node test/fixtures/recorded-contract.mjs)`);
  }
});

t.test('answers carry the recorded weak ETag and a matching If-None-Match gets 304 on success only', async (t) => {
  const status = fixture.recordings.find((entry) => entry.file === 'scenarios/GET_logs_settings.json')!;
  const first = await fetch(`${sandbox.url}/api/logs/settings`);
  t.equal(first.headers.get('etag'), status.headers!.etag, 'the same ETag as the real service for the same body');
  await first.text();
  const again = await fetch(`${sandbox.url}/api/logs/settings`, { headers: { 'if-none-match': first.headers.get('etag')! } });
  t.equal(again.status, 304);
  t.equal(await again.text(), '');

  const unknown = fixture.recordings.find((entry) => entry.file === 'scenarios/GET_tasks_unknown_status.json')!;
  const failed = await fetch(`${sandbox.url}${unknown.request.path}`);
  t.equal(failed.headers.get('etag'), unknown.headers!.etag, 'an error body gets the recorded ETag too');
  await failed.text();
  const failedAgain = await fetch(`${sandbox.url}${unknown.request.path}`, { headers: { 'if-none-match': unknown.headers!.etag! } });
  t.equal(failedAgain.status, 500, 'a matching If-None-Match does not turn an error into a 304');
  await failedAgain.text();
});

t.test('paths the real UI calls with a trailing slash answer like without one (Express is not strict)', async (t) => {
  for (const path of ['/api/rules/count', '/api/plex/libraries']) {
    const [plain, slashed] = await Promise.all([call(sandbox.url, 'GET', path), call(sandbox.url, 'GET', `${path}/`)]);
    t.same([slashed.status, slashed.text], [plain.status, plain.text], path);
  }
});
