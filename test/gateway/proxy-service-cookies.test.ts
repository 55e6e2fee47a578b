// The service's cookies reach the browser (through the proxy and the event streams), except one of the gateway's own session cookie name:
// set by the service (or something in front of it), it would replace the browser's gateway session.
import t from 'tap';
import { startGateway } from '../helpers/gateway.ts';
import { startUpstream } from '../helpers/upstream.ts';
import { SESSION_COOKIE_NAME } from '../../gateway/plugins/auth/session-cookie.ts';

const upstream = await startUpstream((request, response) => {
  const only = request.url!.endsWith('only-session');
  response.writeHead(200, {
    'content-type': 'application/json',
    'set-cookie': only ? [`${SESSION_COOKIE_NAME}=from-the-service; Path=/`] : [`${SESSION_COOKIE_NAME}=from-the-service; Path=/`, 'theme=dark; Path=/'],
  });
  response.end('{}');
});
const gateway = await startGateway({ MAINTAINERR_URL: upstream.url });
t.teardown(async () => {
  await gateway.close();
  await upstream.close();
});

t.test("the gateway's session cookie name is dropped from the service's answer, the rest passes", async (t) => {
  const mixed = await fetch(`${gateway.url}/api/settings`);
  await mixed.text();
  t.same(mixed.headers.getSetCookie(), ['theme=dark; Path=/']);
  const only = await fetch(`${gateway.url}/api/only-session`);
  await only.text();
  t.same(only.headers.getSetCookie(), [], 'none left: no Set-Cookie at all');
  const stream = await fetch(`${gateway.url}/api/logs/stream`);
  await stream.text();
  t.same(stream.headers.getSetCookie(), ['theme=dark; Path=/'], 'the same on an event stream');
});
