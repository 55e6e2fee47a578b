// The v3.24 event stream's framing and resume, as recorded (recorded-3.24/GET_events_stream_*):
// the recorded headers, a lone "\n" first, `event:`, `id:`, `data:` lines per frame; a reconnect
// with Last-Event-ID gets exactly the buffered events after that id (the newest 100 of the last
// 5 minutes), an unknown id or a plain connect gets none; and a replayed progress event carries its
// group's latest numbers, as the recorded server's do. The event clock is injected, so no test waits.
import t from 'tap';
import { call, openStream, recorded324, removeDir, startTestSandbox, type SseFrame } from './support.ts';

let clock = Date.parse('2026-11-23T17:31:00.000Z');
const sandbox = await startTestSandbox({ apiVersion: '3.24', eventClock: () => clock });
t.teardown(async () => {
  await sandbox.close();
  await removeDir(sandbox.dataDir);
});
const url = `${sandbox.url}/api/events/stream`;
const isLast = (frame: SseFrame) => frame.event === 'rule_handler_queue.status_updated' && !(frame.data as { data: { processingQueue: boolean } }).data.processingQueue;

/** Runs every rule group to its end and returns what a stream saw, raw and parsed. */
async function fullRun() {
  const stream = await openStream(url);
  try {
    await call(sandbox.url, 'POST', '/api/rules/execute');
    const frames = await stream.waitFor((list) => list.length > 1 && isLast(list.at(-1)!));
    return { frames, raw: stream.raw(), headers: stream.headers };
  } finally {
    stream.close();
  }
}

/** Opens a stream with these headers and returns what it gets before anything new happens. */
async function replayed(headers: Record<string, string>): Promise<{ raw: string; frames: SseFrame[] }> {
  const stream = await openStream(url, headers);
  try {
    // A marker event after the replay: the collection handler's start, sent once the stream is open.
    await call(sandbox.url, 'POST', '/api/collections/handle');
    const frames = await stream.waitFor((list) => list.some((frame) => frame.event === 'collection_handler.finished'));
    const start = frames.findIndex((frame) => frame.event === 'collection_handler.started');
    return { raw: stream.raw(), frames: frames.slice(0, start) };
  } finally {
    stream.close();
  }
}

const run = await fullRun();

t.test('headers and framing as recorded', async (t) => {
  const capture = recorded324('GET_events_stream_during_rule_group_2_execute.json');
  for (const [name, value] of Object.entries(capture.headers!)) t.equal(run.headers.get(name), value, name);
  t.ok(run.raw.startsWith('\nevent: '), 'a lone newline first');
  const frame = /^event: ([a-z_.]+)\nid: (\d+)\ndata: (\{.*\})$/;
  const blocks = run.raw.slice(1).split('\n\n').filter(Boolean);
  t.same(blocks.filter((block) => !frame.test(block)), [], 'every frame is event, id, data');
  t.ok(capture.body_raw!.slice(1).split('\n\n').filter(Boolean).every((block) => frame.test(block)), 'as the recorded frames are');
});

t.test('a reconnect with Last-Event-ID gets the events after it, as sent', async (t) => {
  const secondStart = run.frames.filter((frame) => frame.event === 'rule_handler.started')[1]!;
  const after = run.frames.slice(run.frames.indexOf(secondStart) + 1);
  const { frames } = await replayed({ 'Last-Event-ID': secondStart.id! });
  t.same(frames.map((frame) => [frame.event, frame.id]), after.map((frame) => [frame.event, frame.id]), 'the same events and ids');
  // The recorded reconnect (…_last_event_id_40) shows every progress frame of a finished group with
  // its final count; live, the same frames counted up.
  const counts = (list: SseFrame[]) =>
    list.filter((frame) => frame.event === 'rule_handler.progressed').map((frame) => frame.data as { processedEvaluations: number; totalEvaluations: number });
  t.ok(counts(after).some((entry) => entry.processedEvaluations < entry.totalEvaluations), 'live, progress counted up');
  t.ok(counts(frames).length > 1, 'several progress frames replayed');
  t.ok(counts(frames).every((entry) => entry.processedEvaluations === entry.totalEvaluations), 'replayed, each with its group\'s final count');
  const recordedReplay = recorded324('GET_events_stream_reconnect_last_event_id_40.json').sse_events!;
  t.ok(recordedReplay.filter((event) => event.event === 'rule_handler.progressed').every((event) => event.data.processedEvaluations === event.data.totalEvaluations), 'the recorded replay shows the same');
});

t.test('an id never issued, or none at all, replays nothing', async (t) => {
  t.same((await replayed({ 'Last-Event-ID': '999999' })).frames, [], 'unknown id');
  t.same((await replayed({})).frames, [], 'plain connect');
  t.same(recorded324('GET_events_stream_reconnect_last_event_id_unknown.json').sse_events, [], 'as recorded');
});

t.test('the buffer keeps the newest 100 events of the last 5 minutes', async (t) => {
  const lastId = Number(run.frames.at(-1)!.id);
  // Enough runs to push the first events out of the buffer.
  for (let runs = 0; runs < 4; runs++) await fullRun();
  const { frames } = await replayed({ 'Last-Event-ID': '1' });
  t.equal(frames.length, 100, '100 events');
  t.ok(Number(frames[0]!.id) > lastId, 'the oldest ones are gone');
  clock += 5 * 60_000 + 1;
  t.same((await replayed({ 'Last-Event-ID': '1' })).frames.filter((frame) => Date.parse((frame.data as { time: string }).time) < clock - 5 * 60_000), [], 'nothing older than 5 minutes');
});
