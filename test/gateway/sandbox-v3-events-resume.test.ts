// Through the gateway, the v3.24 sandbox's event stream keeps what a reconnecting browser needs:
// each frame's `id:` line reaches the browser, and the browser's Last-Event-ID reaches the service,
// which replays exactly the events after it.
import t from 'tap';
import { startGateway } from '../helpers/gateway.ts';
import { openStream, type SseFrame } from '../sandbox/support.ts';

const gateway = await startGateway({}, { sandboxApi: '3.24' });
t.teardown(() => gateway.close());
const done = (frames: SseFrame[]) => frames.some((frame) => frame.event === 'rule_handler_queue.status_updated' && frames.indexOf(frame) > 0 && !(frame.data as { data: { processingQueue: boolean } }).data.processingQueue);

t.test('ids out, Last-Event-ID in, the missed events replayed', async (t) => {
  const live = await openStream(`${gateway.url}/api/events/stream`);
  t.teardown(() => live.close());
  t.equal((await fetch(`${gateway.url}/api/rules/1/execute`, { method: 'POST' })).status, 201);
  const frames = await live.waitFor(done);
  t.ok(frames.every((frame) => /^\d+$/.test(frame.id ?? '')), 'every frame has its id');
  live.close();

  const seen = frames[3]!;
  const again = await openStream(`${gateway.url}/api/events/stream`, { 'Last-Event-ID': seen.id! });
  t.teardown(() => again.close());
  const replayed = await again.waitFor((list) => list.length === frames.length - 4);
  t.same(replayed.map((frame) => frame.id), frames.slice(4).map((frame) => frame.id), 'exactly the events after the last one seen');
});
