// A body over the service's 100 kB limit, sent through the gateway to the sandbox, comes back as the
// service's 413 on both generations, whatever its size: the sandbox reads a refused body to its end
// as Express does. A server that stops reading breaks the upload under the gateway, which can then
// only answer 502 "service unreachable" (and the app raise its banner) for a service that answered.
import t from 'tap';
import { startGateway } from '../helpers/gateway.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';

const SIZES = [150_000, 2_000_000];

for (const sandboxApi of SANDBOX_APIS) t.test(`Maintainerr ${sandboxApi}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi });
  t.teardown(() => gateway.close());
  for (const size of SIZES) {
    for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
      const body = type === 'application/json' ? JSON.stringify({ url: 'http://x', api_key: 'k'.repeat(size) }) : `url=http%3A%2F%2Fx&api_key=${'k'.repeat(size)}`;
      const answer = await fetch(`${gateway.url}/api/settings/tautulli`, { method: 'POST', headers: { 'content-type': type }, body });
      t.equal(answer.status, 413, `${type}, ${size} bytes: 413`);
      t.same(await answer.json(), { statusCode: 413, message: 'request entity too large' }, "the service's answer");
    }
  }
  const small = await fetch(`${gateway.url}/api/settings/tautulli`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"url":"http://tautulli.demo:8181","api_key":"k"}' });
  t.ok(small.status < 300, `a body under the limit is still taken (${small.status})`);
});
