// UPSTREAM_TIMEOUT_MS bounds the wait for an event stream's headers, never the stream itself: a
// stream idle for three times that long stays open and still delivers the next frame.
import t from 'tap';
import { startGateway } from '../helpers/gateway.ts';
import { startUpstream } from '../helpers/upstream.ts';

// Long enough that opening the stream (the file's first request, its code still cold) is not cut
// on a slow machine; the idle gap is what the test is about.
const UPSTREAM_TIMEOUT_MS = 1000;
const IDLE_MS = UPSTREAM_TIMEOUT_MS * 3;
let sendNext: () => void = () => {};
const upstream = await startUpstream((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.write('event: rule_handler.started\ndata: {"n":1}\n\n');
  sendNext = () => response.write('event: rule_handler.finished\ndata: {"n":2}\n\n');
});
const gateway = await startGateway({ MAINTAINERR_URL: upstream.url, UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS) });
t.teardown(async () => {
  await gateway.close();
  await upstream.close();
});

for (const path of ['/api/events/stream', '/api/logs/stream']) {
  t.test(`${path} idle longer than UPSTREAM_TIMEOUT_MS`, async (t) => {
    const controller = new AbortController();
    t.teardown(() => controller.abort());
    const response = await fetch(`${gateway.url}${path}`, { signal: controller.signal });
    t.equal(response.status, 200);
    const reader = response.body!.getReader();
    let seen = '';
    const readUntil = async (text: string) => {
      while (!seen.includes(text)) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error(`the stream ended before ${JSON.stringify(text)}: ${JSON.stringify(seen)}`);
        seen += Buffer.from(chunk.value).toString();
      }
    };
    await readUntil('data: {"n":1}\n\n');
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    sendNext();
    await readUntil('data: {"n":2}\n\n');
    t.pass('the frame after the idle gap arrived on the same stream');
    t.equal(upstream.requests.filter((request) => request.url === path).length, 1, 'with no second upstream request');
  });
}
