// The gateway's heartbeat comments keep idle streams alive through proxies, but only ever between
// frames: a comment inside a half-written event would split it and lose its name. SSE lines may end
// in LF, CR or CRLF (WHATWG HTML §9.2.6): a heartbeat follows a frame that ends in "\r\n\r\n" or
// "\r\r" as it does one ending in "\n\n", and a lone "\n" chunk that only ends a line (the line's
// text came in an earlier chunk) is not taken for the end of a frame.
import t from 'tap';
import Fastify from 'fastify';
import { eventsPlugin } from '../../gateway/plugins/events.ts';
import { startUpstream } from '../helpers/upstream.ts';

const HEARTBEAT_MS = 50;
/** Writes the upstream makes only when the test says so, in order. */
const held: (() => void)[] = [];
const upstream = await startUpstream((request, response) => {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  const framing = new URL(request.url!, 'http://x').searchParams.get('framing');
  if (framing === 'crlf') response.write('event: rule_handler.started\r\ndata: {"n":1}\r\n\r\n');
  if (framing === 'cr') response.write('event: rule_handler.started\rdata: {"n":1}\r\r');
  if (framing === 'half') {
    // Half a frame, then (when the test says so) the rest.
    response.write('\n');
    response.write('event: rule_handler.started\n');
    held.push(() => response.write('data: {"type":"rule_handler.started"}\n\n'));
  }
  if (framing === 'split') {
    response.write('event: collection_handler.started\ndata: {"n":2}');
    held.push(() => response.write('\n'));
    held.push(() => response.write('\n'));
  }
});
// Streams stay open to the end: close() cuts them rather than waiting for the server's own timeouts (~70 s).
const app = Fastify({ forceCloseConnections: true });
await app.register(eventsPlugin, { upstreamUrl: upstream.url, upstreamLabel: upstream.url, timeoutMs: 1000, heartbeatMs: HEARTBEAT_MS });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
t.teardown(async () => {
  await app.close();
  await upstream.close();
});

/** Opens the stream and returns a reader that waits for text at or after a position. */
async function openStream(t: { teardown(fn: () => void): void }, framing: string) {
  const controller = new AbortController();
  t.teardown(() => controller.abort());
  const response = await fetch(`${origin}/api/events/stream?framing=${framing}`, { signal: controller.signal });
  const reader = response.body!.getReader();
  const stream = {
    seen: '',
    async readUntil(text: string, after = 0): Promise<number> {
      while (stream.seen.indexOf(text, after) < 0) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error(`stream ended before ${JSON.stringify(text)}: ${JSON.stringify(stream.seen)}`);
        stream.seen += Buffer.from(chunk.value).toString();
      }
      return stream.seen.indexOf(text, after);
    },
  };
  return stream;
}

t.test('heartbeats wait for the end of a frame', async (t) => {
  const stream = await openStream(t, 'half');
  await stream.readUntil('event: rule_handler.started\n');
  // Several heartbeat periods in the middle of the frame: none may be written there.
  await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 5));
  held.shift()!();
  const frameEnd = await stream.readUntil('\n\n', stream.seen.indexOf('data:'));
  t.match(stream.seen, 'event: rule_handler.started\ndata: {"type":"rule_handler.started"}\n\n', 'the frame arrived whole');
  const heartbeatAt = await stream.readUntil(': heartbeat\n\n', frameEnd);
  t.ok(heartbeatAt > frameEnd, 'a heartbeat followed once the frame was complete');
});

for (const [framing, frame] of [
  ['crlf', 'event: rule_handler.started\r\ndata: {"n":1}\r\n\r\n'],
  ['cr', 'event: rule_handler.started\rdata: {"n":1}\r\r'],
] as const) {
  // Without the fix no heartbeat ever comes: the timeout is the failure, not a measured time.
  t.test(`a heartbeat follows a frame framed with ${framing.toUpperCase()}`, { timeout: 30_000 }, async (t) => {
    const stream = await openStream(t, framing);
    const frameAt = await stream.readUntil(frame);
    const heartbeatAt = await stream.readUntil(': heartbeat\n\n', frameAt + frame.length);
    t.ok(heartbeatAt >= frameAt + frame.length, 'after the whole frame');
  });
}

t.test('a lone "\\n" chunk that ends a line does not end the frame', async (t) => {
  const stream = await openStream(t, 'split');
  await stream.readUntil('data: {"n":2}');
  held.shift()!();
  const lineEnd = await stream.readUntil('data: {"n":2}\n');
  // Several heartbeat periods in the middle of the frame: none may be written here.
  await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 5));
  held.shift()!();
  await stream.readUntil('\n\n', lineEnd);
  t.match(stream.seen, 'event: collection_handler.started\ndata: {"n":2}\n\n', 'the frame arrived whole');
});
