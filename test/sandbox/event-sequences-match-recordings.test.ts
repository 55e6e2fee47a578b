// A handler run on the sandbox's event stream follows the recorded real sequence (scenarios/
// GET_events_stream_during_collections_handle, UI_GET_events_stream_during_rules_execute): the same
// event types in the same order and the same payload keys per type. The recorded server had no
// Plex, so it sent started -> finished; the sandbox sends exactly that without Plex, and with its
// demo Plex the same pattern with only that handler's progress events in between.
import t from 'tap';
import { handlerEventSchema } from '../../wire/v2/events.ts';
import { call, openStream, recorded, removeDir, startTestSandbox, type SseFrame } from './support.ts';

const RECORDED_RUNS = [
  { file: 'scenarios/GET_events_stream_during_collections_handle.json', trigger: '/api/collections/handle', handler: 'collection_handler' },
  { file: 'scenarios/UI_GET_events_stream_during_rules_execute.json', trigger: '/api/rules/execute', handler: 'rule_handler' },
] as const;

/** Starts a sandbox, optionally without Plex, runs one handler and returns the run's frames. */
async function runOnSandbox(t: { teardown(fn: () => unknown): void }, trigger: string, handler: string, withPlex: boolean): Promise<SseFrame[]> {
  const sandbox = await startTestSandbox();
  t.teardown(async () => {
    await sandbox.close();
    await removeDir(sandbox.dataDir);
  });
  if (!withPlex) await call(sandbox.url, 'DELETE', '/api/settings/plex/auth');
  const stream = await openStream(`${sandbox.url}/api/events/stream`);
  t.teardown(() => stream.close());
  await call(sandbox.url, 'POST', trigger);
  return stream.waitFor((frames) => frames.some((frame) => frame.event === `${handler}.finished`));
}

const keysOf = (data: unknown) => Object.keys(data as object);

for (const { file, trigger, handler } of RECORDED_RUNS) {
  const events = recorded(file).sse_events!;
  const recordedTypes = events.map((event) => event.event);
  const recordedKeys = new Map(events.map((event) => [event.event, keysOf(event.data)]));

  t.test(`${trigger} without Plex, as on the recorded server: the sequence of ${file}`, async (t) => {
    const frames = await runOnSandbox(t, trigger, handler, false);
    t.same(frames.map((frame) => frame.event), recordedTypes, 'the same event types in the same order');
    t.same(frames.map((frame) => keysOf(frame.data)), events.map((event) => keysOf(event.data)), 'the same payload keys, in order');
  });

  t.test(`${trigger} with the demo Plex: the pattern of ${file} with progress in between`, async (t) => {
    const frames = await runOnSandbox(t, trigger, handler, true);
    const types = frames.map((frame) => frame.event);
    t.same(types.filter((type) => type !== `${handler}.progressed`), recordedTypes, 'the recorded sequence once progress is set aside');
    t.same([...new Set(types.slice(1, -1))], [`${handler}.progressed`], 'only this handler\'s progress between started and finished');
    for (const frame of frames) {
      const expected = recordedKeys.get(frame.event);
      if (expected) t.same(keysOf(frame.data), expected, `${frame.event}: the recorded keys`);
    }
    const progress = frames.filter((frame) => frame.event === `${handler}.progressed`);
    t.ok(progress.length > 0, 'the demo has work to report');
    const malformed = progress.filter((frame) => !handlerEventSchema.safeParse(frame.data).success || 'message' in (frame.data as object));
    t.same(malformed, [], 'progress payloads have the contract shape and no message (only started and finished carry one)');
  });
}
