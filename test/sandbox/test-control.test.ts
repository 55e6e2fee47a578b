// The sandbox's test control (control.ts), which lets it stand in for every fake of the service:
// requests are logged; a held request waits for the test; a failed one gets the error asked for,
// once; a slowed path answers after the others; pushed events reach the streams in the
// generation's framing; cut streams end; a stopped service refuses connections and a restarted one
// answers on the same port with its state kept.
import t from 'tap';
import { call, openStream, removeDir, startTestSandbox } from './support.ts';

const sandbox = await startTestSandbox();
t.teardown(async () => {
  await sandbox.close();
  await removeDir(sandbox.dataDir);
});
const { control } = sandbox;

t.test('requests are logged as sent', async (t) => {
  await call(sandbox.url, 'GET', '/api/tasks/Rule%20Handler/status?x=1');
  t.match(control.requests.at(-1), { method: 'GET', path: '/api/tasks/Rule%20Handler/status?x=1' });
  t.equal(control.requestsTo('GET', '/api/tasks/Rule Handler/status').length, 1, 'found by its decoded path');
});

t.test('a held request waits until released', async (t) => {
  const held = control.hold('GET', '/api/rules');
  let settled = false;
  const answer = call(sandbox.url, 'GET', '/api/rules').then((result) => ((settled = true), result));
  await held.reached;
  t.equal((await call(sandbox.url, 'GET', '/api/app/status')).status, 200, 'others are answered meanwhile');
  t.notOk(settled, 'still waiting');
  held.release();
  t.equal((await answer).status, 200, 'answered once released');
});

t.test('a failed request gets the error asked for, once', async (t) => {
  control.fail('GET', '/api/collections');
  t.same((await call(sandbox.url, 'GET', '/api/collections')).body, { statusCode: 500, message: 'Internal server error' });
  t.equal((await call(sandbox.url, 'GET', '/api/collections')).status, 200, 'the next one is answered');
  control.fail('GET', /^\/api\/plex\/library\/1\/content/, 503, 2);
  const failed = await call(sandbox.url, 'GET', '/api/plex/library/1/content/1?amount=5');
  t.same([failed.status, failed.body], [503, { message: 'Service Unavailable', error: 'Service Unavailable', statusCode: 503 }], 'by pattern, any status');
});

t.test('a responder answers in the sandbox\'s place while it gives an answer', async (t) => {
  let version: string | undefined = 'develop-abc1234';
  const remove = control.respond('GET', '/api/app/status', () => (version ? { text: JSON.stringify({ status: 1, version }) } : undefined));
  const answered = await call(sandbox.url, 'GET', '/api/app/status');
  t.same([answered.contentType, JSON.parse(answered.text).version], ['text/html; charset=utf-8', 'develop-abc1234'], 'raw text');
  version = undefined;
  t.equal(JSON.parse((await call(sandbox.url, 'GET', '/api/app/status')).text).version, '2.21.0', 'no answer: the sandbox answers');
  const removeBusy = control.respond('POST', '/api/rules/execute', ({ body }) => ({ status: 409, json: { statusCode: 409, message: JSON.stringify(body) } }));
  t.same((await call(sandbox.url, 'POST', '/api/rules/execute', { a: 1 })).body, { statusCode: 409, message: '{"a":1}' }, 'JSON, with the parsed body at hand');
  const removeEmpty = control.respond('POST', '/api/rules/execute', () => ({ status: 201, empty: true }));
  const empty = await call(sandbox.url, 'POST', '/api/rules/execute');
  t.same([empty.status, empty.text, empty.contentType], [201, '', null], 'the latest responder first; an empty answer');
  for (const removal of [remove, removeBusy, removeEmpty]) removal();
});

t.test('a slowed path answers after a quick one sent later', async (t) => {
  control.slow('GET', '/api/rules', 1_500);
  t.teardown(() => control.slow('GET', '/api/rules', 0));
  const order: string[] = [];
  const slow = call(sandbox.url, 'GET', '/api/rules').then(() => order.push('slow'));
  await call(sandbox.url, 'GET', '/api/app/status').then(() => order.push('quick'));
  await slow;
  t.same(order, ['quick', 'slow']);
});

t.test('a slowed write is applied even when its caller stops waiting, as a stalled service applies it once it wakes', async (t) => {
  control.slow('POST', '/api/logs/settings', 400);
  t.teardown(() => control.slow('POST', '/api/logs/settings', 0));
  const before = (await call(sandbox.url, 'GET', '/api/logs/settings')).body as { max_files: number };
  const wanted = before.max_files + 1;
  const gaveUp = new AbortController();
  const write = fetch(`${sandbox.url}/api/logs/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...before, max_files: wanted }),
    signal: gaveUp.signal,
  }).catch((error: Error) => error.name);
  await new Promise((resolve) => setTimeout(resolve, 100));
  gaveUp.abort();
  t.equal(await write, 'AbortError', 'the caller gave up before the answer');
  await new Promise((resolve) => setTimeout(resolve, 600));
  t.equal(((await call(sandbox.url, 'GET', '/api/logs/settings')).body as { max_files: number }).max_files, wanted, 'the write was applied all the same');
});

t.test('pushed events, raw text and cut streams', async (t) => {
  const stream = await openStream(`${sandbox.url}/api/events/stream`);
  t.teardown(() => stream.close());
  await control.waitForStreams(1);
  control.push('rule_handler.started', { message: 'by hand' });
  control.pushRaw('event: broken\ndata: {not json\n\n');
  await stream.waitForRaw((raw) => raw.includes('broken'));
  t.match(stream.raw(), /^\nevent: rule_handler\.started\ndata: \{"type":"rule_handler\.started","time":"[^"]+","message":"by hand"\}\n\nevent: broken/, 'v2.21 framing');
  control.cutStreams();
  t.equal(control.streamCount(), 0, 'no stream left open');
});

t.test('a v3.24 sandbox pushes events with ids', async (t) => {
  const v3 = await startTestSandbox({ apiVersion: '3.24' });
  t.teardown(async () => {
    await v3.close();
    await removeDir(v3.dataDir);
  });
  const stream = await openStream(`${v3.url}/api/events/stream`);
  t.teardown(() => stream.close());
  await v3.control.waitForStreams(1);
  v3.control.push('rule_handler_queue.status_updated', { data: { processingQueue: true, executingRuleGroupId: 1, pendingRuleGroupIds: [], queue: [] } });
  const [frame] = await stream.waitFor((frames) => frames.length === 1);
  t.match(frame, { event: 'rule_handler_queue.status_updated', id: '1' });
});

t.test('stop refuses connections; start answers on the same port with the same state', async (t) => {
  await call(sandbox.url, 'POST', '/api/logs/settings', { level: 'warn', max_size: 5, max_files: 2 });
  const stream = await openStream(`${sandbox.url}/api/events/stream`);
  t.teardown(() => stream.close());
  await control.stop();
  await t.rejects(fetch(`${sandbox.url}/api/app/status`), 'refused while stopped');
  await control.start();
  t.same((await call(sandbox.url, 'GET', '/api/logs/settings')).body, { level: 'warn', max_size: 5, max_files: 2 }, 'the same state after the restart');
});
