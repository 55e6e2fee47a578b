// On v3.24 the rule handler runs rule groups through a queue, and its events follow the recorded
// captures (recorded-3.24/GET_events_stream_during_*): for each group, in queue order, the queue
// state as it leaves the queue, is pending, then executing; `rule_handler.started` naming it; a
// `rule_handler.progressed` {ruleGroupName, totalEvaluations, processedEvaluations} with nothing
// done and one after each rule; `rule_handler.finished`; the queue with nothing executing; at the
// end the queue stops processing. expectedRun() writes that down once; it is checked against the
// recorded captures, and the sandbox is checked against it (the demo has other groups and sizes
// than the recorded server, so the captures cannot be compared frame by frame).
import t from 'tap';
import { call, openStream, recorded324, removeDir, startTestSandbox, type SseFrame } from './support.ts';

interface QueueData {
  processingQueue: boolean;
  executingRuleGroupId: number | null;
  pendingRuleGroupIds: number[];
  queue: number[];
}
interface Group {
  id: number;
  name: string;
  rules: number;
}
/** One event as the model sees it: the queue's data, the group a start/finish names, or the progress step. */
type Step = { event: string; queue?: QueueData; group?: string; step?: number };

const QUEUE = 'rule_handler_queue.status_updated';
const queue = (processingQueue: boolean, executingRuleGroupId: number | null, pendingRuleGroupIds: number[], queued: number[]): Step => ({
  event: QUEUE,
  queue: { processingQueue, executingRuleGroupId, pendingRuleGroupIds, queue: queued },
});

/** The events of a run of `groups` queued at once, in that order (a stop after `stopAfterSteps` progress events of the first group). */
function expectedRun(groups: Group[], stopAfterSteps?: number): Step[] {
  const ids = groups.map((group) => group.id);
  const steps: Step[] = [queue(false, null, [], ids.slice(0, 1))];
  for (let count = 2; count <= ids.length; count++) steps.push(queue(true, null, [], ids.slice(0, count)));
  for (const [index, group] of groups.entries()) {
    const rest = ids.slice(index + 1);
    steps.push(queue(true, null, [], rest), queue(true, null, [group.id], rest), queue(true, group.id, [], rest));
    steps.push({ event: 'rule_handler.started', group: group.name });
    const progress = stopAfterSteps === undefined ? group.rules + 1 : stopAfterSteps;
    for (let step = 0; step < progress; step++) steps.push({ event: 'rule_handler.progressed', group: group.name, step });
    if (stopAfterSteps !== undefined) steps.push(queue(true, group.id, [], []));
    steps.push({ event: 'rule_handler.finished', group: group.name }, queue(true, null, [], stopAfterSteps === undefined ? rest : []));
    if (stopAfterSteps !== undefined) break;
  }
  steps.push(queue(false, null, [], []));
  return steps;
}

/** A captured run as model steps; progress steps count from 0 in each group. */
function stepsOf(frames: SseFrame[]): Step[] {
  const doneByGroup = new Map<string, number>();
  return frames.map((frame) => {
    const data = frame.data as Record<string, unknown>;
    if (frame.event === QUEUE) return { event: QUEUE, queue: data.data as QueueData };
    if (frame.event === 'rule_handler.progressed') {
      const group = String(data.ruleGroupName);
      const step = doneByGroup.get(group) ?? 0;
      doneByGroup.set(group, step + 1);
      return { event: frame.event, group, step };
    }
    const match = /rule '(.*)'$/.exec(String(data.message));
    return { event: frame.event, group: match?.[1] };
  });
}

const RECORDED_GROUPS: Group[] = [
  { id: 1, name: 'Movies not watched for 90 days', rules: 3 },
  { id: 2, name: 'Shows nobody watched in 6 months', rules: 2 },
];

t.test('the model is what the recorded server sent', async (t) => {
  const frames = (file: string) => recorded324(file).sse_events!.map(({ event, id, data }) => ({ event, id, data }));
  t.same(stepsOf(frames('GET_events_stream_during_rules_execute_full_run.json')), expectedRun(RECORDED_GROUPS), 'a run of every group');
  t.same(stepsOf(frames('GET_events_stream_during_rule_group_2_execute.json')), expectedRun([RECORDED_GROUPS[1]!]), 'a run of one group');
  t.same(stepsOf(frames('GET_events_stream_during_rules_execute_then_stop.json')), expectedRun(RECORDED_GROUPS, 2), 'a run stopped in its first group');
});

const sandbox = await startTestSandbox({ apiVersion: '3.24' });
t.teardown(async () => {
  await sandbox.close();
  await removeDir(sandbox.dataDir);
});
const groups = ((await call(sandbox.url, 'GET', '/api/rules')).body as { id: number; name: string; isActive: boolean; rules: unknown[] }[])
  .filter((group) => group.isActive)
  .map((group) => ({ id: group.id, name: group.name, rules: group.rules.length }));
const lastQueueEvent = (frames: SseFrame[]) => frames.some((frame) => frame.event === QUEUE && !(frame.data as { data: QueueData }).data.processingQueue && frames.indexOf(frame) > 0);

/** Triggers a run while a stream watches and returns its frames, up to the queue's last event. */
async function watchRun(trigger: () => Promise<unknown>): Promise<SseFrame[]> {
  const stream = await openStream(`${sandbox.url}/api/events/stream`);
  try {
    await trigger();
    return await stream.waitFor(lastQueueEvent);
  } finally {
    stream.close();
  }
}

t.test('POST /api/rules/execute: every active group in turn, as the model says', async (t) => {
  const frames = await watchRun(() => call(sandbox.url, 'POST', '/api/rules/execute'));
  t.same(stepsOf(frames), expectedRun(groups));
  const ids = frames.map((frame) => Number(frame.id));
  t.same(ids, ids.map((_id, index) => ids[0]! + index), 'every event has an id, one more than the last');
  for (const frame of frames.filter((entry) => entry.event === 'rule_handler.progressed')) {
    t.same(Object.keys(frame.data as object), ['type', 'time', 'ruleGroupName', 'totalEvaluations', 'processedEvaluations'], 'progress keys, in the recorded order');
  }
  const status = (await call(sandbox.url, 'GET', '/api/rules/execute/status')).body;
  t.same(status, { processingQueue: false, executingRuleGroupId: null, pendingRuleGroupIds: [], queue: [] }, 'idle again');
});

t.test('POST /api/rules/:id/execute: that group alone', async (t) => {
  const shows = groups.find((group) => group.name === 'Abandoned shows')!;
  const frames = await watchRun(() => call(sandbox.url, 'POST', `/api/rules/${shows.id}/execute`));
  t.same(stepsOf(frames), expectedRun([shows]));
  const progress = frames.filter((frame) => frame.event === 'rule_handler.progressed').map((frame) => frame.data as { totalEvaluations: number; processedEvaluations: number });
  const perRule = progress[0]!.totalEvaluations / shows.rules;
  t.same(progress.map((entry) => entry.processedEvaluations), progress.map((_entry, step) => step * perRule), 'each rule adds the items it evaluated');
});

t.test('a stop empties the queue and ends the running group early', async (t) => {
  // Long pauses between progress events, so the stop lands in the first group however slow the machine.
  const slow = await startTestSandbox({ apiVersion: '3.24', runMs: 30_000 });
  t.teardown(async () => {
    await slow.close();
    await removeDir(slow.dataDir);
  });
  const stream = await openStream(`${slow.url}/api/events/stream`);
  t.teardown(() => stream.close());
  await call(slow.url, 'POST', '/api/rules/execute');
  await stream.waitFor((frames) => frames.filter((frame) => frame.event === 'rule_handler.progressed').length === 2);
  t.equal((await call(slow.url, 'POST', '/api/rules/execute/stop')).status, 202);
  const steps = stepsOf(await stream.waitFor(lastQueueEvent));
  t.same(steps, expectedRun(groups, steps.filter((step) => step.event === 'rule_handler.progressed').length), 'the recorded stop sequence');
  t.equal((await call(slow.url, 'POST', '/api/rules/execute/stop')).status, 200, 'stopping an idle queue: 200');
});

t.test('the collection handler keeps the v2.21 sequence, with ids', async (t) => {
  const frames = await (async () => {
    const stream = await openStream(`${sandbox.url}/api/events/stream`);
    try {
      await call(sandbox.url, 'POST', '/api/collections/handle');
      return await stream.waitFor((list) => list.some((frame) => frame.event === 'collection_handler.finished'));
    } finally {
      stream.close();
    }
  })();
  const recordedEvents = recorded324('GET_events_stream_during_collections_handle_with_deletions.json').sse_events!;
  const recordedTypes = [...new Set(recordedEvents.map((event) => event.event))];
  t.same([...new Set(frames.map((frame) => frame.event))], recordedTypes, 'started, progressed, finished');
  for (const frame of frames) {
    const keys = Object.keys(frame.data as object);
    const match = recordedEvents.find((event) => event.event === frame.event && Object.keys(event.data).join() === keys.join());
    t.ok(match, `${frame.event}: keys ${keys.join(', ')} as recorded`);
    t.match(frame.id, /^\d+$/, 'an id');
  }
});
