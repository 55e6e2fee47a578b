// A release image asks GitHub for its latest release before it answers /api/app/status: without
// internet that takes ~38 s (recorded from v2.21.0). The screens' reads wait on the API generation,
// which the status names; when it is slow to come, the path only v3.x has decides instead, and the
// version badge fills in once the status answers. On both generations (v3 answers that path, v2 404s).
import t from 'tap';
import { launchBrowser } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { cardOf, startOverviewRig } from './overview-setup.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

const RELEASE = { '2.21': '2.21.0', '3.24': '3.24.0' } as const;

for (const api of SANDBOX_APIS) {
  t.test(`Maintainerr ${api}: the Overview shows its library while the status has not answered`, async (t) => {
    const rig = await startOverviewRig(browser, api, { movies: 60 });
    t.teardown(() => rig.close());
    const status = rig.control.hold('GET', '/api/app/status');
    const page = await rig.newPage(t, 'desktop');
    await page.goto(`${rig.gateway.url}/overview`);
    await status.reached;

    await cardOf(page, rig.movie(1)).waitFor({ timeout: 10_000 });
    t.equal(rig.control.requestsTo('GET', '/api/app/status').length, 1, 'the status was asked once, and is still held');
    t.equal(rig.control.requestsTo('GET', '/api/media-server/type').length, 1, 'the path only v3.x has was asked once');
    const badge = page.getByRole('link', { name: /^Version:/ });
    t.equal(await badge.getByText(RELEASE[api], { exact: true }).count(), 0, 'the version is not known yet');

    status.release();
    await badge.getByText(RELEASE[api], { exact: true }).waitFor();
    t.pass('the badge shows the version once the status answers');
  });
}

for (const api of SANDBOX_APIS) {
  t.test(`Maintainerr ${api}: a status that fails leaves the generation to the path only v3.x has`, async (t) => {
    const rig = await startOverviewRig(browser, api, { movies: 60 });
    t.teardown(() => rig.close());
    rig.control.respond('GET', '/api/app/status', () => ({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }));
    const page = await rig.newPage(t, 'desktop');
    await page.goto(`${rig.gateway.url}/overview`);
    await cardOf(page, rig.movie(1)).waitFor();
    t.ok(rig.control.requestsTo('GET', '/api/media-server/type').length >= 1, 'the path only v3.x has decided');
  });
}
