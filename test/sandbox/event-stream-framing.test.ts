// The event and log streams use the real framing (recorded scenarios/GET_events_stream_*): the
// recorded headers, a lone "\n" first, `event:` + `data:` lines, `: ping` keep-alives, and the
// latest handler event replayed to a stream that opens within 5 s of it.
import { readFile } from 'node:fs/promises';
import t from 'tap';
import { call, openStream, removeDir, startTestSandbox } from './support.ts';

interface StreamRecording {
  file: string;
  headers: Record<string, string>;
  body_raw: string;
  sse_events: { event: string; data: Record<string, unknown> }[];
}

const fixture = JSON.parse(await readFile(new URL('../fixtures/recorded-contract.json', import.meta.url), 'utf8')) as { recordings: StreamRecording[] };
const recorded = (name: string) => fixture.recordings.find((entry) => entry.file === `scenarios/${name}.json`)!;

const sandbox = await startTestSandbox({ pingIntervalMs: 150 });
t.teardown(async () => {
  await sandbox.close();
  await removeDir(sandbox.dataDir);
});

t.test('an idle stream has the recorded headers, starts with a lone newline and pings', async (t) => {
  const idle = recorded('GET_events_stream_idle_35s');
  const stream = await openStream(`${sandbox.url}/api/events/stream`);
  t.teardown(() => stream.close());
  for (const name of ['content-type', 'cache-control', 'connection', 'x-powered-by', 'vary']) {
    t.equal(stream.headers.get(name), idle.headers[name], name);
  }
  const deadline = Date.now() + 5_000;
  while (!stream.raw().includes(': ping') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  t.equal(stream.raw().slice(0, idle.body_raw.length), idle.body_raw, 'a lone "\\n" then ": ping\\n\\n", as recorded');
  t.same(stream.frames(), [], 'no events while idle');
});

t.test('handler events are framed and keyed like the recorded ones', async (t) => {
  const during = recorded('GET_events_stream_during_rules_execute');
  const stream = await openStream(`${sandbox.url}/api/events/stream`);
  t.teardown(() => stream.close());
  await call(sandbox.url, 'POST', '/api/rules/execute');
  await stream.waitFor((frames) => frames.some((frame) => frame.event === 'rule_handler.finished'));
  const blocks = stream.raw().split('\n\n').filter((block) => block.replace(/^\n/, '').startsWith('event:'));
  t.ok(blocks.every((block) => /^\n?event: [a-z_.]+\ndata: \{.*\}$/.test(block)), 'each frame is exactly an event line and a data line');
  t.notMatch(stream.raw(), /^(id|retry):/m, 'no id or retry lines');
  for (const name of ['rule_handler.started', 'rule_handler.finished']) {
    const ours = stream.frames().find((frame) => frame.event === name)!.data as Record<string, unknown>;
    const theirs = during.sse_events.find((event) => event.event === name)!.data;
    t.same(Object.keys(ours), Object.keys(theirs), `${name}: keys in the recorded order`);
    t.equal(ours.type, name, 'the type repeats the event name');
    t.equal(ours.message, theirs.message, `${name}: the recorded message`);
    t.match(ours.time, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, 'ISO time in UTC');
  }
});

t.test('a stream opened right after a run gets the latest event replayed', async (t) => {
  const lateJoin = recorded('GET_events_stream_late_join');
  const stream = await openStream(`${sandbox.url}/api/events/stream`);
  t.teardown(() => stream.close());
  const frames = await stream.waitFor((list) => list.length > 0, 2_000);
  t.equal(frames[0]!.event, lateJoin.sse_events[0]!.event, 'the finished event of the run that just ended');
});

t.test('the log stream replays recent lines and streams a line for each write', async (t) => {
  const stream = await openStream(`${sandbox.url}/api/logs/stream`);
  t.teardown(() => stream.close());
  const idle = recorded('GET_events_stream_idle');
  for (const name of ['content-type', 'cache-control', 'connection', 'x-powered-by', 'vary']) {
    t.equal(stream.headers.get(name), idle.headers[name], `${name} as on the event stream (the log stream uses the same framing)`);
  }
  const replayed = await stream.waitFor((frames) => frames.length > 0, 2_000);
  t.ok(stream.raw().startsWith('\n'), 'starts with a lone newline');
  t.ok(replayed.every((frame) => frame.event === 'log'), 'every frame is a log event');
  t.match(replayed[0]!.data, { date: String, level: 'INFO', message: String });
  const before = replayed.length;
  await call(sandbox.url, 'POST', '/api/logs/settings', { level: 'info', max_size: 30, max_files: 5 });
  const after = await stream.waitFor((frames) => frames.length > before && frames.some((f) => /Log settings updated/.test((f.data as { message: string }).message)));
  t.ok(after.length > before, 'a live line for the saved settings');
});
