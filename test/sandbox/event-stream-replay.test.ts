// A stream that opens gets the latest handler event only while it is under 5 s old (as the real
// service does: recorded GET_events_stream_late_join): exactly that one frame, and nothing once it is older. The
// sandbox's event clock is injected and moved by hand, so no test waits 5 s. A new run started
// after opening marks where the replay ends: whatever comes before its `started` was replayed.
import t from 'tap';
import { call, openStream, removeDir, startTestSandbox, type SseFrame } from './support.ts';

let clock = Date.parse('2026-11-21T22:46:36.000Z');
const sandbox = await startTestSandbox({ eventClock: () => clock });
t.teardown(async () => {
  await sandbox.close();
  await removeDir(sandbox.dataDir);
});

/** Runs a handler to its end while a stream watches; returns the frames of the run. */
async function runToEnd(trigger: string, finished: string): Promise<SseFrame[]> {
  const watcher = await openStream(`${sandbox.url}/api/events/stream`);
  try {
    await call(sandbox.url, 'POST', trigger);
    return await watcher.waitFor((frames) => frames.some((frame) => frame.event === finished));
  } finally {
    watcher.close();
  }
}

/** Opens a stream, runs the rule handler to its end and returns what came before the run's `started`. */
async function framesBeforeNewRun(): Promise<{ replayed: SseFrame[]; raw: string }> {
  const stream = await openStream(`${sandbox.url}/api/events/stream`);
  try {
    await call(sandbox.url, 'POST', '/api/rules/execute');
    const startedAt = (frames: SseFrame[]) => frames.findIndex((frame) => frame.event === 'rule_handler.started');
    const frames = await stream.waitFor((list) => startedAt(list) >= 0 && list.slice(startedAt(list)).some((frame) => frame.event === 'rule_handler.finished'));
    return { replayed: frames.slice(0, startedAt(frames)), raw: stream.raw() };
  } finally {
    stream.close();
  }
}

t.test('an event 4.999 s old is replayed: exactly one frame, the latest', async (t) => {
  const run = await runToEnd('/api/collections/handle', 'collection_handler.finished');
  const latest = run.at(-1)!;
  clock += 4_999;
  const { replayed } = await framesBeforeNewRun();
  t.same(replayed, [latest], 'the finished event of the last run, as it was sent');
});

t.test('an event 5 s old or older is not replayed', async (t) => {
  // The previous test's rule run is the latest event now; let it age.
  clock += 5_000;
  const { replayed, raw } = await framesBeforeNewRun();
  t.same(replayed, [], 'no frame before the new run');
  t.ok(raw.startsWith('\nevent: rule_handler.started\n'), 'the lone newline, then straight to the new run');
});
