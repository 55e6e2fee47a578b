// The app's data cache on both API generations: data no screen shows is kept for 5 minutes and
// shown at once while it is fetched again, then dropped; data on screen is never dropped.
import t from 'tap';
import { launchBrowser } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { pauseClock, startShellRig } from './shell-rig.ts';
import { ruleGroupRow } from './shell-service.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const rig = await startShellRig({ rules: [ruleGroupRow(api, { id: 1, name: 'Old movies' })] }, {}, { api, browser });
  t.teardown(() => rig.close());

  t.test('desktop: data no screen uses is kept for 5 minutes, then dropped', async (t) => {
    const { page, context } = await rig.open('desktop', '/rules', { fakeClock: true });
    t.teardown(() => context.close());
    const menu = page.getByRole('navigation', { name: 'Main' });
    const ruleCard = page.getByRole('heading', { name: 'Old movies' });
    // SWR revalidates cached data on the next animation frame after the screen mounts, which the
    // paused clock must let run: only once the screen is there (a navigation renders in a
    // transition, which on a busy machine can come after a clock step sent at once, leaving the
    // frame, and the fetch the test waits for, pending for ever).
    const backToRules = async () => {
      await menu.getByRole('link', { name: 'Rules' }).click();
      await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor();
      await page.clock.runFor(50);
    };
    await ruleCard.waitFor();
    await pauseClock(page);

    await menu.getByRole('link', { name: 'Collections' }).click();
    await page.getByRole('heading', { name: 'Collections' }).waitFor();
    await page.clock.runFor(60_000);
    // Back on Rules after a minute: the cached list shows at once while it is fetched again.
    let held = rig.fake.hold('GET', '/api/rules');
    await backToRules();
    await held.reached;
    t.ok(await ruleCard.isVisible(), 'after 1 minute away the list is still cached');
    held.release();

    await menu.getByRole('link', { name: 'Collections' }).click();
    await page.getByRole('heading', { name: 'Collections' }).waitFor();
    await page.clock.runFor(5 * 60_000 + 60_000);
    held = rig.fake.hold('GET', '/api/rules');
    await backToRules();
    await held.reached;
    t.ok(await page.getByRole('status', { name: 'Loading rules' }).isVisible(), 'after 6 minutes away it is loaded afresh');
    t.equal(await ruleCard.count(), 0, 'the old list was dropped');
    held.release();
    await ruleCard.waitFor();

    // Data a screen shows is never dropped, however long it stays on screen.
    await page.clock.runFor(10 * 60_000);
    await menu.getByRole('link', { name: 'Collections' }).click();
    await page.getByRole('heading', { name: 'Collections' }).waitFor();
    held = rig.fake.hold('GET', '/api/rules');
    await backToRules();
    await held.reached;
    t.ok(await ruleCard.isVisible(), 'after 10 minutes on screen the list was still cached');
    held.release();
  });
});
