// Each event or log stream gets its `: ping` from its own timer, as the real service sends them:
// the first one interval after the stream opened (recorded GET_events_stream_idle: none within 5 s;
// GET_events_stream_idle_35s: one within 35 s), not whenever a timer shared by all streams fires.
// The interval is injected short; the only time check is a lower bound, which load cannot break.
import t from 'tap';
import { openStream, removeDir, startTestSandbox } from './support.ts';

const PING_INTERVAL_MS = 1_000;
/** Slack for the timer's coarse clock. */
const EARLY_SLACK_MS = 250;

const sandbox = await startTestSandbox({ pingIntervalMs: PING_INTERVAL_MS });
t.teardown(async () => {
  await sandbox.close();
  await removeDir(sandbox.dataDir);
});

const pings = (raw: string) => raw.split(': ping\n\n').length - 1;

for (const path of ['/api/events/stream', '/api/logs/stream']) {
  t.test(`${path}: a stream opened between another stream's pings waits a whole interval for its first`, async (t) => {
    const first = await openStream(`${sandbox.url}${path}`);
    t.teardown(() => first.close());
    await first.waitForRaw((raw) => pings(raw) === 1);
    // Half an interval later, a timer shared by every stream would ping the new one half an interval in.
    await new Promise((resolve) => setTimeout(resolve, PING_INTERVAL_MS / 2));

    // Timed from before the request: a late reading of the headers can then only make the wait look
    // longer, never shorter than it was.
    const openedAt = performance.now();
    const second = await openStream(`${sandbox.url}${path}`);
    t.teardown(() => second.close());
    await second.waitForRaw((raw) => pings(raw) === 1, PING_INTERVAL_MS * 10);
    const waitedMs = performance.now() - openedAt;
    t.ok(waitedMs >= PING_INTERVAL_MS - EARLY_SLACK_MS, `no ping before one interval (${Math.round(waitedMs)} ms after opening)`);

    await second.waitForRaw((raw) => pings(raw) === 2, PING_INTERVAL_MS * 10);
    t.pass('and another one an interval later');
  });
}
