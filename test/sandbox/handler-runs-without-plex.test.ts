// Without a configured Plex a handler run only says it started and finished: no progress events,
// and the collections, their media and logs stay as they were. The real service did
// exactly that on the recorded server, which had no Plex (events_stream.txt: a rule run, then a
// collection run).
import t from 'tap';
import { call, openStream, recorded, removeDir, startTestSandbox, type SseFrame } from './support.ts';

const capture = recorded('events_stream.txt');
const COLLECTION_IDS = [1, 2, 3, 4];
/** Everything a run could change, read as text. */
const READ_BACK = [
  '/api/collections',
  '/api/collections/media/count',
  ...COLLECTION_IDS.map((id) => `/api/collections/logs/${id}/content/1?size=10000`),
];

const unconfigure: [string, (url: string) => Promise<unknown>][] = [
  ['the Plex token removed', (url) => call(url, 'DELETE', '/api/settings/plex/auth')],
  [
    'the Plex fields emptied',
    async (url) => {
      const main = (await call(url, 'GET', '/api/settings')).body as Record<string, unknown>;
      return call(url, 'POST', '/api/settings', { ...main, plex_name: '', plex_hostname: '', plex_port: null });
    },
  ],
];

const finishedOf = (event: string) => (frames: SseFrame[]) => frames.some((frame) => frame.event === event);

for (const [label, makeUnconfigured] of unconfigure) {
  t.test(`with ${label}, a rule run and a collection run send started -> finished and change nothing`, async (t) => {
    const sandbox = await startTestSandbox();
    t.teardown(async () => {
      await sandbox.close();
      await removeDir(sandbox.dataDir);
    });
    await makeUnconfigured(sandbox.url);
    t.equal((await call(sandbox.url, 'GET', '/api/settings/test/setup')).text, 'false', 'Plex is not configured');
    const readBack = () => Promise.all(READ_BACK.map(async (path) => (await call(sandbox.url, 'GET', path)).text));
    const before = await readBack();

    const stream = await openStream(`${sandbox.url}/api/events/stream`);
    t.teardown(() => stream.close());
    t.equal((await call(sandbox.url, 'POST', '/api/rules/execute')).status, 201, 'the rule run starts');
    await stream.waitFor(finishedOf('rule_handler.finished'));
    t.equal((await call(sandbox.url, 'POST', '/api/collections/handle')).status, 201, 'the collection run starts');
    const frames = await stream.waitFor(finishedOf('collection_handler.finished'));

    t.same(frames.map((frame) => frame.event), capture.sse_events!.map((event) => event.event), 'the captured sequence, no progress');
    t.same(
      frames.map((frame) => Object.entries(frame.data as object).filter(([key]) => key !== 'time')),
      capture.sse_events!.map((event) => Object.entries(event.data).filter(([key]) => key !== 'time')),
      'the captured payloads, key for key, times aside',
    );
    t.same(await readBack(), before, 'collections, their media, counts and logs unchanged');
    for (const name of ['Rule%20Handler', 'Collection%20Handler']) {
      t.match((await call(sandbox.url, 'GET', `/api/tasks/${name}/status`)).body, { running: false, runningSince: null }, `${name} idle again`);
    }
  });
}
