import t from 'tap';
import { startShellRig } from './shell-rig.ts';

const rule = { id: 1, name: 'Old movies', description: 'Movies nobody watched', libraryId: 1, isActive: true, collectionId: 1, useRules: true, dataType: 1, rules: [], notifications: [] };
const rig = await startShellRig({ rules: [rule] });
t.teardown(() => rig.close());
const past = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();

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
  await toast.click();
  await toast.waitFor({ state: 'detached' });
  t.pass('a click closes it');

  rig.fake.state.running['Rule Handler'] = true;
  await run.click();
  await page.getByText('Rule execution is already running.').waitFor();
  t.pass('a 409 says the run is already going');
  rig.fake.state.running['Rule Handler'] = false;
});

t.test('desktop: a toast closes by itself after 4500 ms, not before', async (t) => {
  const { page, context } = await rig.open('desktop', '/collections');
  t.teardown(() => context.close());
  await page.getByRole('button', { name: 'Handle Collections' }).click();
  const toast = page.getByText('Initiated collection handling in the background.');
  await toast.waitFor();
  const shownAt = Date.now();
  // react-toastify times the close with its progress bar's CSS animation, which a fake clock does
  // not drive: check the bar's duration, then that the toast lasts at least that long in real time.
  const duration = await page.locator('.Toastify__progress-bar').first().evaluate((bar) => getComputedStyle(bar).animationDuration);
  t.equal(duration, '4.5s', 'the close is timed for 4500 ms');
  await toast.waitFor({ state: 'detached', timeout: 15_000 });
  const shownMs = Date.now() - shownAt;
  t.ok(shownMs >= 4000, `gone without a click, and not early (${shownMs} ms)`);
});

t.test('phone: the run buttons follow the running flag, and the later time wins', async (t) => {
  // The status answer is held back so that an event can overtake it.
  rig.fake.state.statusTime = () => past(30);
  const held = rig.fake.hold('GET', '/api/tasks/Rule%20Handler/status');
  const { page, context } = await rig.open('phone', '/rules');
  t.teardown(() => {
    rig.fake.state.statusTime = undefined;
    return context.close();
  });
  const run = page.getByRole('button', { name: 'Run Rules' });
  await rig.fake.waitForStreams(1);
  await held.reached;
  rig.fake.push('rule_handler.started', { message: 'Started execution of all active rules' }, past(5));
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Run Rules') && b.disabled));
  t.equal(await run.isDisabled(), true, 'disabled while the rule handler runs');

  held.release();
  await page.waitForResponse((response) => response.url().includes('/api/tasks/Rule%20Handler/status'));
  await page.waitForTimeout(300);
  t.equal(await run.isDisabled(), true, 'a status answer older than the started event does not re-enable it');

  rig.fake.push('rule_handler.finished', { message: 'Finished execution of all active rules' }, past(1));
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Run Rules') && !b.disabled));
  t.equal(await run.isEnabled(), true, 'the newer finished event enables it');
  t.ok(await page.getByRole('button', { name: 'Handle Collections' }).count() === 0, 'the collections button lives on its own page');
});

t.test('desktop: the run button\'s spinner says "Sending" while the request is out and "Running" while the handler runs', async (t) => {
  const { page, context } = await rig.open('desktop', '/rules');
  t.teardown(() => context.close());
  await rig.fake.waitForStreams(1);
  const run = page.getByRole('button', { name: 'Run Rules' });
  const spinner = run.getByRole('status');
  const held = rig.fake.hold('POST', '/api/rules/execute');
  await run.click();
  await held.reached;
  t.equal(await spinner.getAttribute('aria-label'), 'Sending', 'the request is out');
  // The service starts the run and says so before it answers the request.
  rig.fake.push('rule_handler.started', { message: 'Started execution of all active rules' });
  await page.getByText('Started execution of all active rules').first().waitFor();
  t.equal(await spinner.getAttribute('aria-label'), 'Sending', 'still sending while the request has no answer');
  held.release();
  await page.getByText('Initiated rule execution in the background.').waitFor();
  t.equal(await spinner.getAttribute('aria-label'), 'Running', 'answered: the handler runs');
  t.equal(await run.isDisabled(), true, 'and the button stays disabled');
  rig.fake.push('rule_handler.finished', { message: 'Finished execution of all active rules' });
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Run Rules') && !b.disabled));
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
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Run Rules') && !b.disabled));
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
    }
  });
}
