// The setup check on both API generations: the service's 'false' (text) sends the app to
// /settings/plex; 'true' leaves it where it was opened.
import t from 'tap';
import { launchBrowser } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { pathOf, startShellRig } from './shell-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const rig = await startShellRig({ setup: false }, {}, { api, browser });
  t.teardown(() => rig.close());

  for (const viewport of ['desktop', 'phone'] as const) {
    t.test(`${viewport}: the service says setup is incomplete ('false' as text): the app opens /settings/plex`, async (t) => {
      rig.fake.state.setup = false;
      const { page, context } = await rig.open(viewport, '/rules');
      t.teardown(() => context.close());
      await page.waitForURL('**/settings/plex');
      t.equal(pathOf(page), '/settings/plex');
    });
  }

  t.test('setup complete: the app stays where it was opened', async (t) => {
    rig.fake.state.setup = true;
    const before = rig.fake.requestsTo('GET', '/api/settings/test/setup').length;
    const { page, context } = await rig.open('desktop', '/rules');
    t.teardown(() => context.close());
    for (let waited = 0; rig.fake.requestsTo('GET', '/api/settings/test/setup').length === before && waited < 10_000; waited += 100) {
      await page.waitForTimeout(100);
    }
    t.ok(rig.fake.requestsTo('GET', '/api/settings/test/setup').length > before, 'the app asked');
    // The answer is on its way or has arrived; give the app a moment to act on it, then check it did not move.
    await page.waitForTimeout(500);
    t.equal(pathOf(page), '/rules');
  });
});
