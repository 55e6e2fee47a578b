// close() ends within its drain time even while a request waits on a service that never answers:
// after CLOSE_DRAIN_MS the request answers 503 GW_ERR_SHUTTING_DOWN and every remaining connection
// is cut (gateway/app.ts), so neither a shutdown nor a test's teardown waits for UPSTREAM_TIMEOUT_MS
// (here a minute).
import t from 'tap';
import { startGateway } from '../helpers/gateway.ts';
import { startUpstream } from '../helpers/upstream.ts';

t.test('a request stuck upstream does not hold close()', { timeout: 20_000 }, async (t) => {
  const upstream = await startUpstream(() => {
    // Never answers.
  });
  t.teardown(() => upstream.close());
  const gateway = await startGateway({ MAINTAINERR_URL: upstream.url, UPSTREAM_TIMEOUT_MS: '60000' });
  const stuck = fetch(`${gateway.url}/api/rules`).then(
    async (response) => `answered ${response.status} ${((await response.json()) as { code?: string }).code}`,
    () => 'cut',
  );
  while (upstream.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));

  await gateway.close();
  t.equal(await stuck, 'answered 503 GW_ERR_SHUTTING_DOWN', 'the waiting browser was told the gateway is stopping, not answered after the upstream timeout');
});
