// The handlers' run buttons on both API generations: a run is asked for and a toast says so (a
// refusal says the run is already going), the button follows the handler's running flag (a rule
// run can be stopped from it: "Stop Rules", as the service's own UI offers), its
// spinner says whether the request is out or the handler runs, and toasts are dark, stack at the
// top right and close on a click or after 4500 ms. v2.21 refuses a second rule run and dates its
// status answers; v3.24 queues rule runs and reports the queue, whose answer carries no time.
import t from 'tap';
import { closeToastByClick, launchBrowser } from '../helpers/browser.ts';
import { generationOf, SANDBOX_APIS } from '../helpers/generations.ts';
import { holdPageRequest, startShellRig } from './shell-rig.ts';
import { ruleGroupRow } from './shell-service.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());
const past = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
const GROUPS = [
  { id: 1, name: 'Old movies', description: 'Movies nobody watched' },
  { id: 2, name: 'Old shows' },
];

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const rig = await startShellRig({ rules: GROUPS.map((group) => ruleGroupRow(api, group)) }, {}, { api, browser });
  t.teardown(() => rig.close());

  t.test('desktop: "Run Rules" starts a run and says so in a toast that closes on click', async (t) => {
    const { page, context } = await rig.open('desktop', '/rules');
    t.teardown(() => context.close());
    await page.getByRole('heading', { name: 'Old movies' }).waitFor();
    const run = page.getByRole('button', { name: 'Run Rules' });
    t.equal(await run.isEnabled(), true);
    await run.click();
    const toast = page.getByText('Initiated rule execution in the background.');
    await toast.waitFor();
    t.equal(rig.fake.requestsTo('POST', '/api/rules/execute').length, 1, 'POST /api/rules/execute was sent');
    const box = await toast.boundingBox();
    const viewport = page.viewportSize()!;
    t.ok(box && box.x > viewport.width / 2 && box.y < viewport.height / 3, 'the toast is at the top right');
    await closeToastByClick(toast);
    t.pass('a click closes it');

    rig.fake.state.running['Rule Handler'] = true;
    await run.click();
    if (generationOf(api) === 2) {
      await page.getByText('Rule execution is already running.').waitFor();
      t.pass('a 409 says the run is already going');
    } else {
      // v3.24 queues runs: a second one while the queue runs is accepted (201) and adds nothing.
      await toast.waitFor();
      t.equal(rig.fake.requestsTo('POST', '/api/rules/execute').length, 2, 'the second run was sent');
      t.equal(await page.getByText('Rule execution is already running.').count(), 0, 'and not refused');
    }
    rig.fake.state.running['Rule Handler'] = false;

    // The collection handler refuses a second run on both generations.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections' }).click();
    rig.fake.state.running['Collection Handler'] = true;
    await page.getByRole('button', { name: 'Handle Collections' }).click();
    await page.getByText('Collection handling is already running.').waitFor();
    t.pass('a 409 from the collection handler says its run is already going');
    rig.fake.state.running['Collection Handler'] = false;
  });

  t.test('desktop: a toast closes by itself after 4500 ms, not before', async (t) => {
    const { page, context } = await rig.open('desktop', '/collections');
    t.teardown(() => context.close());
    await page.getByRole('button', { name: 'Handle Collections' }).click();
    const toast = page.getByText('Initiated collection handling in the background.');
    await toast.waitFor();
    // react-toastify closes a toast when its progress bar's CSS animation ends, which a fake clock
    // does not drive. The bar's animation is sought instead of waited for in real time (Web
    // Animations): just before 4500 ms the toast is still shown, and at 4500 ms it closes by itself.
    const bar = page.locator('.Toastify__progress-bar').first();
    t.equal(await bar.evaluate((element) => getComputedStyle(element).animationDuration), '4.5s', 'the close is timed for 4500 ms');
    await bar.evaluate((element) => {
      for (const animation of element.getAnimations()) {
        animation.pause();
        animation.currentTime = 4400;
      }
    });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    t.ok(await toast.isVisible(), 'still shown 100 ms before its time (no other timer closes it)');
    await bar.evaluate((element) => element.getAnimations().forEach((animation) => animation.finish()));
    await toast.waitFor({ state: 'detached' });
    t.pass('gone at 4500 ms without a click');
  });

  if (generationOf(api) === 3) {
    t.test('desktop: a toast whose code cannot be fetched shows plainly, and the screen stays', async (t) => {
      // The toasts' code is fetched with the first toast; an upgraded gateway no longer has the old
      // build's file, and a phone can lose its connection. Every script fetch fails from here on.
      const { page, context } = await rig.open('desktop', '/rules');
      t.teardown(() => context.close());
      await page.getByRole('heading', { name: 'Old movies' }).waitFor();
      const refusedScripts: string[] = [];
      await page.route('**/*.js', (route) => {
        refusedScripts.push(new URL(route.request().url()).pathname);
        return route.abort();
      });
      await page.getByRole('button', { name: 'Run Rules' }).click();
      const toast = page.getByText('Initiated rule execution in the background.');
      await toast.waitFor();
      // Under the pointer it waits (4.5 s could pass on a busy machine before Close is clicked).
      await toast.hover();
      t.ok(refusedScripts.length >= 1, `the toasts' code was asked for and refused (${refusedScripts.join(', ')})`);
      t.equal(await page.locator('.Toastify').count(), 0, 'react-toastify drew nothing: the toast is the plain one');
      t.equal(await page.getByText('Something went wrong').count(), 0, 'no error screen');
      t.ok(await page.getByRole('heading', { name: 'Rules', level: 1 }).isVisible(), 'the Rules screen stays');
      const box = (await toast.boundingBox())!;
      t.ok(box.x > page.viewportSize()!.width / 2 && box.y < page.viewportSize()!.height / 3, 'the toast is at the top right');
      await page.getByRole('button', { name: 'Close notification' }).click();
      await toast.waitFor({ state: 'detached' });
      t.pass('Close takes a plain toast away');

      await page.route('**/api/rules/execute', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }), { times: 1 });
      await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Run Rules') && b.getAttribute('aria-disabled') !== 'true'));
      await page.getByRole('button', { name: 'Run Rules' }).click();
      await page.getByRole('alert').filter({ hasText: 'Failed to initiate rule execution. HTTP 500.' }).waitFor();
      t.pass('an error toast shows plainly too, as an alert, with its cause');
    });
  }

  if (generationOf(api) === 2) {
    t.test('phone: the run buttons follow the running flag, and the later time wins', async (t) => {
      // The status answer is held back so that an event can overtake it.
      rig.fake.state.statusTime = () => past(30);
      const held = holdPageRequest('/api/tasks/Rule%20Handler/status');
      const { page, context, streamOpened } = await rig.open('phone', '/rules', { beforeGoto: (newPage) => held.install(newPage) });
      t.teardown(() => {
        rig.fake.state.statusTime = undefined;
        return context.close();
      });
      const run = page.getByRole('button', { name: 'Run Rules' });
      const stop = page.getByRole('button', { name: 'Stop Rules' });
      await streamOpened;
      await held.reached;
      rig.fake.pushRuleRunStarted(past(5));
      await stop.waitFor();
      t.equal(await stop.isEnabled(), true, 'Stop Rules while the rule handler runs');

      // The wait starts before the release: the answer could otherwise arrive before anyone listens.
      const answered = page.waitForResponse((response) => response.url().includes('/api/tasks/Rule%20Handler/status'));
      held.release();
      await answered;
      await page.waitForTimeout(300);
      t.equal(await stop.isVisible(), true, 'a status answer older than the started event does not end the run');

      rig.fake.pushRuleRunFinished(past(1));
      await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Run Rules') && !b.disabled && b.getAttribute('aria-disabled') !== 'true'));
      t.equal(await run.isEnabled(), true, 'the newer finished event enables it');
      t.ok(await page.getByRole('button', { name: 'Handle Collections' }).count() === 0, 'the collections button lives on its own page');
    });
  } else {
    t.test('phone: the run buttons follow the queue: busy until it is idle, and an event older than the last is ignored', async (t) => {
      // The queue's answer carries no time: it is kept only if no run event came while it was out.
      // Here it says idle and is held back while a run starts, as a slow answer would be; the run's
      // events win, and the page asks again.
      const held = holdPageRequest('/api/rules/execute/status');
      const { page, context, streamOpened } = await rig.open('phone', '/rules', { beforeGoto: (newPage) => held.install(newPage) });
      t.teardown(() => {
        rig.fake.state.running['Rule Handler'] = false;
        return context.close();
      });
      const run = page.getByRole('button', { name: 'Run Rules' });
      await streamOpened;
      await held.reached;
      rig.fake.state.running['Rule Handler'] = true;
      rig.fake.pushQueue(1, [2]);
      rig.fake.push('rule_handler.started', { message: "Started execution of rule 'Old movies'" });
      const stop = page.getByRole('button', { name: 'Stop Rules' });
      await stop.waitFor();
      t.equal(await stop.isEnabled(), true, 'Stop Rules while a group runs');

      // The wait starts before the release: the answer could otherwise arrive before anyone listens.
      const answered = page.waitForResponse((response) => response.url().includes('/api/rules/execute/status'));
      held.release();
      await (await answered).finished();
      await page.waitForTimeout(300);
      t.equal(await stop.isVisible(), true, 'the idle answer, asked for before the run started, does not end it');

      // One group is done and the next waits: the run goes on.
      rig.fake.push('rule_handler.finished', { message: "Finished execution of rule 'Old movies'" });
      await page.getByText("Finished execution of rule 'Old movies'").waitFor();
      t.equal(await stop.isVisible(), true, 'still Stop Rules after one group finished, as the queue has more');

      rig.fake.pushQueue(2);
      rig.fake.push('rule_handler.started', { message: "Started execution of rule 'Old shows'" });
      rig.fake.push('rule_handler.finished', { message: "Finished execution of rule 'Old shows'" });
      rig.fake.state.running['Rule Handler'] = false;
      rig.fake.pushQueue(null);
      await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Run Rules') && !b.disabled && b.getAttribute('aria-disabled') !== 'true'));
      t.equal(await run.isEnabled(), true, 'the idle queue enables it');

      // A started event from before the last finished one (a late replay) changes nothing.
      rig.fake.push('rule_handler.started', { message: "Started execution of rule 'Old movies'" }, past(3));
      await page.waitForTimeout(300);
      t.equal(await run.isEnabled(), true, 'an event older than the newest seen is ignored');
      t.ok(await page.getByRole('button', { name: 'Handle Collections' }).count() === 0, 'the collections button lives on its own page');
    });

    t.test('desktop: a queue answer a run event overtook is asked for again', async (t) => {
      // Opened in the middle of a run: the page's first answer is out when a group starts and
      // finishes, which alone reads as the end of the run; the service still runs the next group.
      rig.fake.state.running['Rule Handler'] = true;
      const held = holdPageRequest('/api/rules/execute/status');
      const { page, context, streamOpened } = await rig.open('desktop', '/rules', { beforeGoto: (newPage) => held.install(newPage) });
      t.teardown(() => {
        rig.fake.state.running['Rule Handler'] = false;
        return context.close();
      });
      await streamOpened;
      await held.reached;
      rig.fake.push('rule_handler.started', { message: "Started execution of rule 'Old movies'" });
      rig.fake.push('rule_handler.finished', { message: "Finished execution of rule 'Old movies'" });
      await page.getByText("Finished execution of rule 'Old movies'").waitFor();
      await page.getByRole('button', { name: 'Run Rules' }).waitFor();
      held.release();
      await page.getByRole('button', { name: 'Stop Rules' }).waitFor({ timeout: 5_000 });
      t.pass('the answer asked for again says the queue still runs: Stop Rules');
    });
  }

  t.test('desktop: while rules run the button reads "Stop Rules" and asks the service to stop them', async (t) => {
    // The service's status says rules run as the page opens.
    rig.fake.state.running['Rule Handler'] = true;
    const { page, context, streamOpened } = await rig.open('desktop', '/rules');
    t.teardown(() => {
      rig.fake.state.running['Rule Handler'] = false;
      return context.close();
    });
    await streamOpened;
    // And a started event says so, newer than anything an earlier test left on the shared stream
    // (v3.24's status answer carries no time, so a late idle-queue event could otherwise end the run
    // on the page just as Stop Rules is clicked, which then starts a run instead).
    rig.fake.pushRuleRunStarted();
    const stop = page.getByRole('button', { name: 'Stop Rules' });
    await stop.waitFor();

    // A stop the service fails says so, and can be asked again. The failure comes from the service
    // itself (a route in the browser once left the request unanswered in CI: no answer, no toast).
    rig.fake.answerOnce('POST', '/api/rules/execute/stop', { status: 500, json: { statusCode: 500, message: 'Internal server error' } });
    const stopOffered = () => page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Stop Rules') && !b.disabled && b.getAttribute('aria-disabled') !== 'true'));
    // Clicked only once it takes clicks (a busy button ignores them, and the click would be lost).
    await stopOffered();
    // The stop request is awaited on its own first: should the click ever start a run instead (the
    // button read "Run Rules" by then), the failure says so rather than waiting for a toast.
    const stopAsked = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/rules/execute'), { timeout: 10_000 });
    await stop.click();
    t.equal(new URL((await stopAsked).url()).pathname, '/api/rules/execute/stop', 'the click asked the service to stop the run');
    // With the service's own words for the cause.
    await page.getByText('Failed to request stop of rule execution. Internal server error.').waitFor().catch(async (error: Error) => {
      // Should it happen again: whether the answer came (the button's spinner says "Sending" while it is out).
      throw new Error(`${error.message}\nthe button: ${await stop.evaluate((button) => button.outerHTML)}`);
    });
    await stopOffered();
    t.pass('after a failed stop the button can ask again');

    await stop.click();
    await page.getByText('Requested to stop rule execution.').waitFor();
    t.equal(rig.fake.requestsTo('POST', '/api/rules/execute/stop').length, 2, 'both POST /api/rules/execute/stop reached the service');
    t.equal(await stop.isDisabled(), true, 'asked: the button waits for the run to end');
    t.equal(await stop.getByRole('status').getAttribute('aria-label'), 'Stopping', 'and says so');
    rig.fake.state.running['Rule Handler'] = false;
    rig.fake.pushRuleRunFinished();
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Run Rules') && !b.disabled && b.getAttribute('aria-disabled') !== 'true'));
    t.pass('the run over, the button reads "Run Rules" again');
  });

  t.test('keyboard: Enter starts a run and Enter again stops it, the focus staying on the button throughout', async (t) => {
    const { page, context, streamOpened } = await rig.open('desktop', '/rules');
    t.teardown(() => context.close());
    await streamOpened;
    const run = page.getByRole('button', { name: 'Run Rules' });
    const focusedButtonText = () => page.evaluate(() => (document.activeElement instanceof HTMLButtonElement ? document.activeElement.textContent : document.activeElement?.tagName));
    await run.focus();
    const runsBefore = rig.fake.requestsTo('POST', '/api/rules/execute').length;
    const stopsBefore = rig.fake.requestsTo('POST', '/api/rules/execute/stop').length;
    const held = rig.fake.hold('POST', '/api/rules/execute');
    await page.keyboard.press('Enter');
    await held.reached;
    t.equal(await run.getAttribute('aria-disabled'), 'true', 'while the request is out the button is unavailable');
    t.equal(await focusedButtonText(), 'Run Rules', 'and keeps the focus');
    await page.keyboard.press('Enter');
    rig.fake.pushRuleRunStarted();
    held.release();
    await page.getByText('Initiated rule execution in the background.').waitFor();
    t.equal(rig.fake.requestsTo('POST', '/api/rules/execute').length, runsBefore + 1, 'Enter on the busy button sent nothing more');
    const stop = page.getByRole('button', { name: 'Stop Rules' });
    await stop.waitFor();
    t.equal(await focusedButtonText(), 'Stop Rules', 'the run started: the focus is on Stop Rules');
    await page.keyboard.press('Enter');
    await page.getByText('Requested to stop rule execution.').waitFor();
    t.equal(rig.fake.requestsTo('POST', '/api/rules/execute/stop').length, stopsBefore + 1, 'Enter asked the service to stop the run');
    t.equal(await focusedButtonText(), 'Stop Rules', 'waiting for the run to end, the button keeps the focus');
    rig.fake.pushRuleRunFinished();
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Run Rules') && !b.disabled && b.getAttribute('aria-disabled') !== 'true'));
    t.equal(await focusedButtonText(), 'Run Rules', 'the run over, the focus is still on the button');
  });

  t.test('desktop: the run button\'s spinner says "Sending" while the request is out and "Running" while the handler runs', async (t) => {
    const { page, context, streamOpened } = await rig.open('desktop', '/rules');
    t.teardown(() => context.close());
    await streamOpened;
    const run = page.getByRole('button', { name: 'Run Rules' });
    const spinner = run.getByRole('status');
    const held = rig.fake.hold('POST', '/api/rules/execute');
    await run.click();
    await held.reached;
    t.equal(await spinner.getAttribute('aria-label'), 'Sending', 'the request is out');
    // The service starts the run and says so before it answers the request.
    rig.fake.pushRuleRunStarted();
    await page.getByText(rig.fake.ruleRunMessages().started).first().waitFor();
    t.equal(await spinner.getAttribute('aria-label'), 'Sending', 'still sending while the request has no answer');
    held.release();
    await page.getByText('Initiated rule execution in the background.').waitFor();
    const stop = page.getByRole('button', { name: 'Stop Rules' });
    t.equal(await stop.getByRole('status').getAttribute('aria-label'), 'Running', 'answered: the handler runs');
    t.equal(await stop.isEnabled(), true, 'and the button offers to stop it');
    rig.fake.pushRuleRunFinished();
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Run Rules') && !b.disabled && b.getAttribute('aria-disabled') !== 'true'));
    t.equal(await spinner.count(), 0, 'no spinner once the run is over');
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    t.test(`${viewport}: toasts are dark and stack at the top right`, async (t) => {
      const { page, context } = await rig.open(viewport, '/rules');
      t.teardown(() => context.close());
      const run = page.getByRole('button', { name: 'Run Rules' });
      const toasts = page.getByRole('alert').filter({ hasText: 'Initiated rule execution in the background.' });
      await run.click();
      await toasts.first().waitFor();
      // The first toast's close timer (its progress bar's animation) is held: it closes by itself
      // after 4500 ms of real time, which a busy machine can pass before the second one shows.
      await page.locator('.Toastify__progress-bar').first().evaluate((bar) => bar.getAnimations().forEach((animation) => animation.pause()));
      await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Run Rules') && !b.disabled && b.getAttribute('aria-disabled') !== 'true'));
      await run.click();
      await toasts.nth(1).waitFor();

      const viewportSize = page.viewportSize()!;
      for (const index of [0, 1]) {
        const toast = toasts.nth(index);
        // Measured once its slide-in has ended (the progress bar's own animation is on a child).
        await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
        t.match(await toast.getAttribute('class'), /\bToastify__toast-theme--dark\b/, `toast ${index + 1} uses react-toastify's dark theme`);
        const background = await toast.evaluate((element) => getComputedStyle(element).backgroundColor);
        const [r, g, b] = (background.match(/\d+(\.\d+)?/g) ?? []).map(Number);
        t.ok(r! + g! + b! < 3 * 96, `and is dark to the eye (${background})`);
        t.match(await toast.getAttribute('class'), /\bToastify__toast--stacked\b/, `toast ${index + 1} is in the stack`);
        const box = (await toast.boundingBox())!;
        t.ok(box.y < viewportSize.height / 3, `toast ${index + 1} is at the top (y ${Math.round(box.y)})`);
        t.ok(Math.abs(box.x + box.width - viewportSize.width) <= 24, `toast ${index + 1} reaches the right edge (right ${Math.round(box.x + box.width)} of ${viewportSize.width})`);
        if (viewport === 'desktop') t.ok(box.x > viewportSize.width / 2, 'on a desktop it keeps to the right half');
        const bar = (await page.locator('.top-bar').boundingBox())!;
        if (viewport === 'phone') t.ok(box.y >= bar.y + bar.height - 1, `on a phone it leaves the top bar's controls free (toast y ${Math.round(box.y)}, bar ends at ${Math.round(bar.y + bar.height)})`);
      }
    });
  }
});
