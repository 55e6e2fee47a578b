import t from 'tap';
import { pathOf, startShellRig } from './shell-rig.ts';

const rig = await startShellRig({ setup: false });
t.teardown(() => rig.close());

for (const viewport of ['desktop', 'phone'] as const) {
  t.test(`${viewport}: the service says setup is incomplete ('false' as text): the app opens /settings/plex`, async (t) => {
    rig.fake.state.setup = false;
    const { page } = await rig.open(viewport, '/rules');
    await page.waitForURL('**/settings/plex');
    t.equal(pathOf(page), '/settings/plex');
  });
}

t.test('setup complete: the app stays where it was opened', async (t) => {
  rig.fake.state.setup = true;
  const before = rig.fake.requestsTo('GET', '/api/settings/test/setup').length;
  const { page } = await rig.open('desktop', '/rules');
  for (let waited = 0; rig.fake.requestsTo('GET', '/api/settings/test/setup').length === before && waited < 10_000; waited += 100) {
    await page.waitForTimeout(100);
  }
  t.ok(rig.fake.requestsTo('GET', '/api/settings/test/setup').length > before, 'the app asked');
  // The answer is on its way or has arrived; give the app a moment to act on it, then check it did not move.
  await page.waitForTimeout(500);
  t.equal(pathOf(page), '/rules');
});
