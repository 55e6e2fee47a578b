import t from 'tap';
import { openReconnectingStream, reconnectDelayMs } from '../../web/src/events/reconnecting-event-source.ts';
import { EVENT_RETRY_MAX_MS } from '../../web/src/lib/constants.ts';

/** A stand-in for the browser's EventSource that a test can open, feed and fail. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  listeners = new Map<string, ((event: { data: string; lastEventId: string }) => void)[]>();
  onopen: (() => void) | null = null;
  onerror: ((event: { type: string }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(name: string, listener: (event: { data: string; lastEventId: string }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  /** Delivers a frame; `id` is its `id:` line (v3.x numbers every frame, v2.21 sends none). */
  emit(name: string, data: string, id = '') {
    for (const listener of this.listeners.get(name) ?? []) listener({ data, lastEventId: id });
  }
  fail() {
    this.onerror?.({ type: 'error' });
  }
}

t.test('the reconnect delay is random within 0..3000 ms', async (t) => {
  t.equal(reconnectDelayMs(() => 0), 0);
  t.equal(reconnectDelayMs(() => 0.5), EVENT_RETRY_MAX_MS / 2);
  t.ok(reconnectDelayMs(() => 0.999999) <= EVENT_RETRY_MAX_MS);
  for (let i = 0; i < 200; i++) {
    const delay = reconnectDelayMs();
    t.ok(delay >= 0 && delay <= EVENT_RETRY_MAX_MS, `${delay} within bounds`);
  }
});

t.test('events go to the handler for their name; a failure reconnects after the delay, again and again', async (t) => {
  FakeEventSource.instances = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  globalThis.setTimeout = ((callback: () => void, ms: number) => {
    timers.push({ callback, ms });
    return timers.length as unknown as ReturnType<typeof setTimeout>;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((id: number) => {
    const timer = timers[id - 1];
    if (timer) timer.callback = () => {};
  }) as typeof clearTimeout;
  t.teardown(() => {
    globalThis.setTimeout = realSetTimeout;
    globalThis.clearTimeout = realClearTimeout;
  });

  const received: string[] = [];
  const errors: string[] = [];
  const close = openReconnectingStream('/maintainerr/api/events/stream', { 'rule_handler.started': (data) => received.push(data) }, {
    EventSourceImpl: FakeEventSource as unknown as typeof EventSource,
    random: () => 0.25,
    onError: (event) => errors.push(event.type),
  });
  t.equal(FakeEventSource.instances.length, 1);
  const first = FakeEventSource.instances[0]!;
  t.equal(first.url, '/maintainerr/api/events/stream');
  first.emit('rule_handler.started', '{"a":1}');
  first.emit('rule_handler.finished', '{"ignored":true}');
  t.same(received, ['{"a":1}']);

  first.fail();
  t.equal(first.closed, true, 'the failed source is closed (no browser retry of its own)');
  t.same(errors, ['error'], 'the failure is reported');
  t.equal(FakeEventSource.instances.length, 1, 'no new connection before the delay');
  t.equal(timers.at(-1)!.ms, 750, 'waits the random delay (0.25 × 3000 ms)');
  timers.at(-1)!.callback();
  t.equal(FakeEventSource.instances.length, 2, 'reconnected after the delay');
  const second = FakeEventSource.instances[1]!;
  second.emit('rule_handler.started', '{"b":2}');
  t.same(received, ['{"a":1}', '{"b":2}'], 'the new connection delivers events to the same handler');

  second.fail();
  timers.at(-1)!.callback();
  t.equal(FakeEventSource.instances.length, 3, 'keeps reconnecting after each failure');

  const third = FakeEventSource.instances[2]!;
  third.fail();
  close();
  timers.at(-1)!.callback();
  t.equal(FakeEventSource.instances.length, 3, 'close() cancels a pending reconnect');
  t.equal(third.closed, true);
});

t.test('a failure is logged to the console by default', async (t) => {
  FakeEventSource.instances = [];
  const logged: unknown[][] = [];
  const realError = console.error;
  console.error = (...args: unknown[]) => logged.push(args);
  t.teardown(() => {
    console.error = realError;
  });
  const close = openReconnectingStream('/api/events/stream', {}, { EventSourceImpl: FakeEventSource as unknown as typeof EventSource, random: () => 0 });
  FakeEventSource.instances[0]!.fail();
  close();
  t.equal(logged.length, 1);
  t.match(String(logged[0]![0]), /Event stream failed/);
});

t.test('after a failure the stream reopens from the last event id it saw, so a v3 service sends only what was missed', async (t) => {
  FakeEventSource.instances = [];
  const timers: (() => void)[] = [];
  const realSetTimeout = globalThis.setTimeout;
  globalThis.setTimeout = ((callback: () => void) => {
    timers.push(callback);
    return timers.length as unknown as ReturnType<typeof setTimeout>;
  }) as typeof setTimeout;
  t.teardown(() => {
    globalThis.setTimeout = realSetTimeout;
  });
  const received: string[] = [];
  const close = openReconnectingStream('/api/events/stream', { 'rule_handler.progressed': (data) => received.push(data) }, {
    EventSourceImpl: FakeEventSource as unknown as typeof EventSource,
    onError: () => {},
  });
  t.teardown(close);
  const first = FakeEventSource.instances[0]!;
  t.equal(first.url, '/api/events/stream', 'the first connection names no id');
  first.fail();
  timers.shift()!();
  t.equal(FakeEventSource.instances[1]!.url, '/api/events/stream', 'no event seen yet: still none (v2.21 sends no ids either)');
  FakeEventSource.instances[1]!.emit('rule_handler.progressed', '{"n":40}', '40');
  FakeEventSource.instances[1]!.emit('rule_handler.progressed', '{"n":41}', '41');
  FakeEventSource.instances[1]!.fail();
  timers.shift()!();
  t.equal(FakeEventSource.instances[2]!.url, '/api/events/stream?lastEventId=41', 'the id of the last event seen');
  FakeEventSource.instances[2]!.emit('rule_handler.progressed', '{"n":42}');
  FakeEventSource.instances[2]!.fail();
  timers.shift()!();
  t.equal(FakeEventSource.instances[3]!.url, '/api/events/stream?lastEventId=41', 'a frame without an id keeps the last one');
  t.same(received, ['{"n":40}', '{"n":41}', '{"n":42}']);
});
