// The "cannot be reached" banner on both API generations: it names the service and the call that
// failed (a read or a write, or the status read that follows the live stream dropping), pages keep
// their last data, and it clears by itself once calls succeed. The sticky top bar carries a mark
// while it shows. A frozen service (a call and the status read after it both unanswered) is told
// as "not answering" long before the gateway's timeout; a call that is only slow is not.
import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import { SLOW_ANSWER_MS, SLOW_PROBE_MS, UNREACHABLE_PROBE_MS } from '../../web/src/lib/constants.ts';
import { afterNextPaint, launchBrowser } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { holdPageRequest, startShellRig } from './shell-rig.ts';
import { ruleGroupRow } from './shell-service.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

/**
 * Once the service is back, the banner's own probe (every UNREACHABLE_PROBE_MS) finds it: the page's
 * clock is moved on by one interval, so the probe runs now instead of after up to 5 s of real time.
 */
async function nextProbe(page: Page) {
  await page.clock.fastForward(UNREACHABLE_PROBE_MS);
}

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const rig = await startShellRig({ rules: [ruleGroupRow(api, { id: 1, name: 'Old movies' })] }, {}, { api, browser });
  t.teardown(() => rig.close());
  // The banner names the first call the page could not make, with the gateway's 502.
  const failedRead = /Failed: GET \/api\/\S+ \(502\)/;

  t.test('desktop: the banner names what failed, pages keep their data, and it goes away by itself', async (t) => {
    const { page, context } = await rig.open('desktop', '/rules', { fakeClock: true });
    t.teardown(() => context.close());
    await page.getByRole('heading', { name: 'Old movies' }).waitFor();
    const banner = page.getByRole('alert').filter({ hasText: 'cannot be reached' });
    t.equal(await banner.count(), 0, 'no banner while the service answers');

    await rig.fake.stop();
    const menu = page.getByRole('navigation', { name: 'Main' });
    // The Overview reads a library page the Rules screen never asked for (the collections and
    // libraries are fresh in the cache from the Rules screen, so going there would ask nothing).
    await menu.getByRole('link', { name: 'Overview' }).click();
    await banner.waitFor();
    const text = await banner.innerText();
    t.match(text, rig.fake.url, 'it names the service the gateway could not reach');
    t.match(text, failedRead, 'and the call that failed');

    await menu.getByRole('link', { name: 'Rules' }).click();
    await page.getByRole('heading', { name: 'Rules' }).waitFor();
    t.ok(await page.getByRole('heading', { name: 'Old movies' }).isVisible(), 'the rules page still shows its last data');

    await rig.fake.start();
    await nextProbe(page);
    await banner.waitFor({ state: 'detached', timeout: 20_000 });
    t.pass('the banner disappears once calls succeed again');
  });

  t.test('desktop: the live event stream dropping raises the banner with no call of the page\'s own', async (t) => {
    const { page, context } = await rig.open('desktop', '/rules');
    t.teardown(() => context.close());
    await page.getByRole('heading', { name: 'Old movies' }).waitFor();
    await rig.fake.waitForStreams(1);
    const banner = page.getByRole('alert').filter({ hasText: 'cannot be reached' });
    await rig.fake.stop();
    await banner.waitFor();
    t.match(await banner.innerText(), /Failed: GET \/api\/app\/timezone \(502\)/, 'the quick read that followed the stream\'s failure');
    await rig.fake.start();
    await banner.waitFor({ state: 'detached', timeout: 20_000 });
    t.pass('and it goes away by itself');
  });

  t.test('phone: scrolled far down, the top bar still says the service is unreachable, and its mark shows the notice', async (t) => {
    const rulesBefore = rig.fake.state.rules;
    rig.fake.state.rules = Array.from({ length: 20 }, (_, index) => ruleGroupRow(api, { id: index + 1, name: `Group ${index + 1}` }));
    const { page, context } = await rig.open('phone', '/rules');
    t.teardown(() => {
      rig.fake.state.rules = rulesBefore;
      return context.close();
    });
    await page.getByRole('heading', { name: 'Group 20' }).scrollIntoViewIfNeeded();
    await rig.fake.waitForStreams(1);
    await rig.fake.stop();
    const mark = page.getByRole('button', { name: 'Unreachable: show the notice' });
    await mark.waitFor();
    const banner = page.getByRole('alert').filter({ hasText: 'cannot be reached' });
    const inView = async (locator: typeof banner) => {
      const box = await locator.boundingBox();
      const height = page.viewportSize()!.height;
      return box !== null && box.y + box.height > 0 && box.y < height;
    };
    t.equal(await inView(banner), false, 'the notice at the top of the page is out of sight');
    t.equal(await inView(mark), true, 'the mark in the top bar is on screen');
    await mark.click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
    t.equal(await inView(banner), true, 'pressed, it brings the notice into view and focuses it');
    await rig.fake.start();
    await mark.waitFor({ state: 'detached', timeout: 20_000 });
    t.pass('the mark goes away with the notice');
    await page.waitForFunction(() => document.activeElement?.matches('main h1'));
    t.pass('the focus, which was on the notice, goes to the page heading rather than the document');
  });

  /** Opens /rules with the page's fake clock and presses Run Rules, its request held (with `alsoHeld`) until released. */
  async function runRulesHeld(t: Test, ...alsoHeld: ReturnType<typeof holdPageRequest>[]) {
    const { page, context } = await rig.open('desktop', '/rules', { fakeClock: true });
    t.teardown(() => context.close());
    const run = page.getByRole('button', { name: 'Run Rules' });
    await run.waitFor();
    await page.getByRole('heading', { name: 'Old movies' }).waitFor();
    const heldRun = holdPageRequest('/api/rules/execute');
    for (const hold of [heldRun, ...alsoHeld]) await hold.install(page);
    await run.click();
    await heldRun.reached;
    return { page, heldRun };
  }

  t.test('desktop: with the service frozen, a call left without an answer says it is not answering, long before the gateway gives up', async (t) => {
    // The service freezes: the write and the status read that follows it are held, as a stopped
    // process would hold them.
    const frozenStatus = holdPageRequest('/api/app/timezone');
    const { page, heldRun: frozenWrite } = await runRulesHeld(t, frozenStatus);
    const notice = page.getByRole('alert').filter({ hasText: 'not answering' });
    await page.clock.fastForward(SLOW_ANSWER_MS);
    await frozenStatus.reached;
    t.equal(await notice.count(), 0, 'after 10 s the status is asked for, and nothing is said yet');
    await page.clock.fastForward(SLOW_PROBE_MS);
    await notice.waitFor();
    t.match(await notice.innerText(), /Maintainerr is not answering\. It has not answered for over 10 s\. Waiting: POST \/api\/rules\/execute/, 'it names the call that waits');
    t.ok(await page.getByRole('button', { name: 'Not answering: show the notice' }).isVisible(), 'the top bar says so too');
    frozenStatus.release();
    frozenWrite.release();
    await notice.waitFor({ state: 'detached', timeout: 20_000 });
    t.pass('the answers end it');
  });

  t.test('desktop: a call that is only slow, while the service answers its status, raises nothing', async (t) => {
    const { page, heldRun: slowWrite } = await runRulesHeld(t);
    const statusAsked = page.waitForRequest((request) => request.url().includes('/api/app/timezone'));
    await page.clock.fastForward(SLOW_ANSWER_MS);
    await (await statusAsked).response();
    await page.clock.fastForward(SLOW_PROBE_MS);
    await afterNextPaint(page);
    t.equal(await page.getByRole('alert').filter({ hasText: /not answering|cannot be reached/ }).count(), 0, 'the status answered: no notice');
    t.equal(await page.getByRole('button', { name: /show the notice/ }).count(), 0, 'and no mark');
    slowWrite.release();
    await page.getByText('Initiated rule execution in the background.').waitFor();
  });

  t.test('desktop: a write that cannot reach the service raises the banner too', async (t) => {
    const { page, context } = await rig.open('desktop', '/rules', { fakeClock: true });
    t.teardown(() => context.close());
    const run = page.getByRole('button', { name: 'Run Rules' });
    await run.waitFor();
    await rig.fake.stop();
    await run.click();
    const banner = page.getByRole('alert').filter({ hasText: 'cannot be reached' });
    // The live stream dropping may raise it first, naming its status read; the write is then named
    // once it fails, and stays named while later reads fail.
    await banner.filter({ hasText: 'Failed: POST /api/rules/execute (502)' }).waitFor();
    t.pass('it names the write that failed');
    await rig.fake.start();
    await nextProbe(page);
    await banner.waitFor({ state: 'detached', timeout: 20_000 });
    t.pass('cleared by itself');
  });

  t.test('phone: opening the app while the service is down shows the banner, which clears when it is back', async (t) => {
    await rig.fake.stop();
    const { page, context } = await rig.open('phone', '/overview', { fakeClock: true });
    t.teardown(() => context.close());
    const banner = page.getByRole('alert').filter({ hasText: 'cannot be reached' });
    await banner.waitFor();
    t.match(await banner.innerText(), rig.fake.url);
    // The service's generation could not be found out: the screen says so rather than loading for ever.
    await page.getByText('The libraries could not be loaded.').waitFor();
    t.equal(await page.getByRole('status', { name: 'Loading libraries' }).count(), 0, 'no spinner left turning');
    await rig.fake.start();
    await nextProbe(page);
    await banner.waitFor({ state: 'detached', timeout: 20_000 });
    t.pass('cleared by itself');
    await page.getByText('There are no movie or show libraries yet.').waitFor();
    t.pass('and the screen reads its data by itself');
  });

  t.test('desktop: the Rules screen opened while the service is down says so, and loads when it is back', async (t) => {
    await rig.fake.stop();
    const { page, context } = await rig.open('desktop', '/rules', { fakeClock: true });
    t.teardown(() => context.close());
    await page.getByText(/Could not load rules/).waitFor();
    t.equal(await page.getByText('Loading rules').count(), 0, 'not loading for ever');
    await rig.fake.start();
    // Before the banner's own probe (its clock stands still): Try again asks for what the read waits on.
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Old movies' }).waitFor({ timeout: 20_000 });
    t.pass('Try again shows the rule groups once the service answers');
  });
});
