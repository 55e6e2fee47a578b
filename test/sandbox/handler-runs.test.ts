// A handler run asked for by the app shows up on the event stream as the real service sends it:
// started -> progressed... -> finished with consistent counts, and the task status follows it.
import t from 'tap';
import { call, openStream, removeDir, startTestSandbox, type SseFrame } from './support.ts';

const EVENT_KEY_ORDER = {
  'rule_handler.progressed': ['type', 'time', 'totalRuleGroups', 'processingRuleGroup', 'totalEvaluations', 'processedEvaluations'],
  'collection_handler.progressed': ['type', 'time', 'totalCollections', 'processingCollection', 'totalMediaToHandle', 'processedMedias', 'processedCollections'],
} as const;

function runOf(frames: SseFrame[], prefix: string): SseFrame[] {
  const own = frames.filter((frame) => frame.event.startsWith(prefix));
  const start = own.findIndex((frame) => frame.event === `${prefix}.started`);
  return own.slice(start);
}

t.test('a rule handler run emits started, growing progress and finished', async (t) => {
  const sandbox = await startTestSandbox();
  t.teardown(async () => {
    await sandbox.close();
    await removeDir(sandbox.dataDir);
  });
  const stream = await openStream(`${sandbox.url}/api/events/stream`);
  t.teardown(() => stream.close());

  const trigger = await call(sandbox.url, 'POST', '/api/rules/execute');
  t.equal(trigger.status, 201);
  t.equal(trigger.contentType, null, 'no content type, like the real empty 201');
  t.equal(trigger.text, '');

  const frames = runOf(await stream.waitFor((all) => all.some((f) => f.event === 'rule_handler.finished')), 'rule_handler');
  t.same(frames[0], { event: 'rule_handler.started', data: { type: 'rule_handler.started', time: frames[0]!.data && (frames[0]!.data as { time: string }).time, message: 'Started execution of all active rules' } });
  const last = frames.at(-1)!;
  t.equal(last.event, 'rule_handler.finished');
  t.equal((last.data as { message: string }).message, 'Finished execution of all active rules');

  const progress = frames.slice(1, -1);
  t.ok(progress.length >= 4, `several progress events (${progress.length})`);
  t.ok(progress.every((frame) => frame.event === 'rule_handler.progressed'), 'only progress between started and finished');
  const data = progress.map((frame) => frame.data as Record<string, unknown> & { processedEvaluations: number; totalEvaluations: number; totalRuleGroups: number; processingRuleGroup?: { number: number; name: string; processedEvaluations: number; totalEvaluations: number } });
  t.notOk('processingRuleGroup' in data[0]!, 'the first progress event names no group yet');
  t.equal(data[0]!.processedEvaluations, 0, 'counts start at zero');
  const problems = data.flatMap((event, index) => {
    const found: string[] = [];
    const keys = EVENT_KEY_ORDER['rule_handler.progressed'].filter((key) => key in event);
    if (Object.keys(event).join() !== keys.join()) found.push(`${index}: key order ${Object.keys(event).join()}`);
    if (event.totalEvaluations !== data[0]!.totalEvaluations) found.push(`${index}: total changed`);
    if (event.processedEvaluations > event.totalEvaluations) found.push(`${index}: processed above total`);
    if (index && event.processedEvaluations < data[index - 1]!.processedEvaluations) found.push(`${index}: processed went down`);
    const group = event.processingRuleGroup;
    if (group && (group.number < 1 || group.number > event.totalRuleGroups)) found.push(`${index}: group number ${group.number}`);
    if (group && group.processedEvaluations > group.totalEvaluations) found.push(`${index}: group processed above its total`);
    return found;
  });
  t.same(problems, [], 'every progress event is consistent with the ones before it');
  const final = data.at(-1)!;
  t.equal(final.processedEvaluations, final.totalEvaluations, 'every evaluation is processed by the end');
  const groupNumbers = new Set(data.flatMap((event) => (event.processingRuleGroup ? [event.processingRuleGroup.number] : [])));
  t.equal(groupNumbers.size, final.totalRuleGroups, 'each active group is processed');

  const rules = (await call(sandbox.url, 'GET', '/api/rules')).body as { isActive: boolean }[];
  t.equal(final.totalRuleGroups, rules.filter((group) => group.isActive).length, 'totalRuleGroups counts the active groups');
  const status = await call(sandbox.url, 'GET', '/api/tasks/Rule%20Handler/status');
  t.match(status.body, { running: false, runningSince: null });
});

t.test('a collection handler run handles the due media and reports it', async (t) => {
  const sandbox = await startTestSandbox();
  t.teardown(async () => {
    await sandbox.close();
    await removeDir(sandbox.dataDir);
  });
  const before = Number((await call(sandbox.url, 'GET', '/api/collections/media/count')).text);
  const stream = await openStream(`${sandbox.url}/api/events/stream`);
  t.teardown(() => stream.close());

  t.equal((await call(sandbox.url, 'POST', '/api/collections/handle')).status, 201);
  const frames = runOf(await stream.waitFor((all) => all.some((f) => f.event === 'collection_handler.finished')), 'collection_handler');
  t.equal(frames[0]!.event, 'collection_handler.started');
  t.equal((frames[0]!.data as { message: string }).message, 'Started handling of all collections');
  t.equal(frames.at(-1)!.event, 'collection_handler.finished');
  t.equal((frames.at(-1)!.data as { message: string }).message, 'Finished collection handling');

  const data = frames.slice(1, -1).map((frame) => frame.data as Record<string, unknown> & { processedMedias: number; totalMediaToHandle: number; processedCollections: number; totalCollections: number; processingCollection?: { processedMedias: number; totalMedias: number } });
  t.ok(data.length >= 3);
  t.notOk('processingCollection' in data[0]!, 'the first progress event has the totals only');
  t.ok(data[0]!.totalMediaToHandle > 0, 'the demo has media due for handling');
  const problems = data.flatMap((event, index) => {
    const found: string[] = [];
    const keys = EVENT_KEY_ORDER['collection_handler.progressed'].filter((key) => key in event);
    if (Object.keys(event).join() !== keys.join()) found.push(`${index}: key order ${Object.keys(event).join()}`);
    if (event.processedMedias > event.totalMediaToHandle) found.push(`${index}: media above total`);
    if (event.processedCollections > event.totalCollections) found.push(`${index}: collections above total`);
    const current = event.processingCollection;
    if (current && current.processedMedias > current.totalMedias) found.push(`${index}: collection media above its total`);
    const previous = data[index - 1];
    if (previous && event.processedMedias < previous.processedMedias) found.push(`${index}: media went down`);
    if (previous && event.processedCollections < previous.processedCollections) found.push(`${index}: collections went down`);
    return found;
  });
  t.same(problems, [], 'every progress event is consistent with the ones before it');
  const final = data.at(-1)!;
  t.equal(final.processedMedias, final.totalMediaToHandle);
  t.equal(final.processedCollections, final.totalCollections);
  const after = Number((await call(sandbox.url, 'GET', '/api/collections/media/count')).text);
  t.equal(after, before - final.processedMedias, 'handled media left their collections');
});

t.test('the task status flips while a run lasts, a second request gets 409, and stop ends the run', async (t) => {
  const sandbox = await startTestSandbox({ runMs: 4000 });
  t.teardown(async () => {
    await sandbox.close();
    await removeDir(sandbox.dataDir);
  });
  const stream = await openStream(`${sandbox.url}/api/events/stream`);
  t.teardown(() => stream.close());

  const idleStop = await call(sandbox.url, 'POST', '/api/rules/execute/stop');
  t.equal(idleStop.status, 200, 'stop while idle: 200');
  t.equal(idleStop.text, '');

  t.equal((await call(sandbox.url, 'POST', '/api/rules/execute')).status, 201);
  const running = await call(sandbox.url, 'GET', '/api/tasks/Rule%20Handler/status');
  t.match(running.body, { running: true, runningSince: String });
  const again = await call(sandbox.url, 'POST', '/api/rules/execute');
  t.equal(again.status, 409);
  t.same(again.body, { statusCode: 409, message: 'The rule executor is already running' });

  t.equal((await call(sandbox.url, 'POST', '/api/collections/handle')).status, 201);
  const busy = await call(sandbox.url, 'POST', '/api/collections/handle');
  t.equal(busy.status, 409);
  t.same(busy.body, { statusCode: 409, message: 'The collection handler is already running' });
  t.match((await call(sandbox.url, 'GET', '/api/tasks/Collection%20Handler/status')).body, { running: true });

  const stop = await call(sandbox.url, 'POST', '/api/rules/execute/stop');
  t.equal(stop.status, 202, 'stop while running: 202');
  t.equal(stop.text, '');
  const frames = await stream.waitFor((all) => all.some((f) => f.event === 'rule_handler.finished'));
  const progress = frames.filter((f) => f.event === 'rule_handler.progressed').map((f) => f.data as { processedEvaluations: number; totalEvaluations: number });
  t.ok(progress.at(-1)!.processedEvaluations < progress.at(-1)!.totalEvaluations, 'the stopped run did not finish its work');
  t.match((await call(sandbox.url, 'GET', '/api/tasks/Rule%20Handler/status')).body, { running: false, runningSince: null });

  // The collection handler waited for the rule handler: its totals come after the rule run finished.
  const all = await stream.waitFor((list) => list.some((f) => f.event === 'collection_handler.progressed'), 20_000);
  const ruleFinished = all.findIndex((f) => f.event === 'rule_handler.finished');
  const collectionProgress = all.findIndex((f) => f.event === 'collection_handler.progressed');
  t.ok(collectionProgress > ruleFinished, 'collection progress only after the rule handler finished');
});

t.test('scheduled runs start on their own: the rule handler, then the collection handler', async (t) => {
  const sandbox = await startTestSandbox({ scheduleMs: 300, runMs: 30 });
  t.teardown(async () => {
    await sandbox.close();
    await removeDir(sandbox.dataDir);
  });
  const stream = await openStream(`${sandbox.url}/api/events/stream`);
  t.teardown(() => stream.close());
  const frames = await stream.waitFor((all) => all.some((f) => f.event === 'collection_handler.finished'));
  const names = frames.map((frame) => frame.event);
  t.ok(names.indexOf('rule_handler.started') < names.indexOf('collection_handler.finished'), 'both ran, nothing was requested');
});
