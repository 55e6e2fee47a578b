// The gateway's heartbeat comments keep idle streams alive through proxies, but only ever between
// frames: a comment inside a half-written event would split it and lose its name.
import t from 'tap';
import Fastify from 'fastify';
import { eventsPlugin } from '../../gateway/plugins/events.ts';
import { startUpstream } from '../helpers/upstream.ts';

const HEARTBEAT_MS = 50;
let release: () => void = () => {};
const upstream = await startUpstream((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.write('\n');
  // Half a frame, then a pause of several heartbeat periods, then the rest.
  response.write('event: rule_handler.started\n');
  release = () => response.write('data: {"type":"rule_handler.started"}\n\n');
});
const app = Fastify();
await app.register(eventsPlugin, { upstreamUrl: upstream.url, upstreamLabel: upstream.url, timeoutMs: 1000, heartbeatMs: HEARTBEAT_MS });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
t.teardown(async () => {
  await app.close();
  await upstream.close();
});

t.test('heartbeats wait for the end of a frame', async (t) => {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/events/stream`, { signal: controller.signal });
  const reader = response.body!.getReader();
  let seen = '';
  const readUntil = async (text: string, after = 0) => {
    while (seen.indexOf(text, after) < 0) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error('stream ended');
      seen += Buffer.from(chunk.value).toString();
    }
  };
  await readUntil('event: rule_handler.started\n');
  await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 5));
  release();
  await readUntil('\n\n', seen.indexOf('data:'));
  t.match(seen, 'event: rule_handler.started\ndata: {"type":"rule_handler.started"}\n\n', 'the frame arrived whole');
  const frameEnd = seen.indexOf('data:');
  await readUntil(': heartbeat\n\n', frameEnd);
  t.ok(seen.indexOf(': heartbeat', frameEnd) > frameEnd, 'a heartbeat followed once the frame was complete');
  controller.abort();
});
