import t from 'tap';
import { startShellRig } from './shell-rig.ts';

const rig = await startShellRig();
t.teardown(() => rig.close());

for (const viewport of ['desktop', 'phone'] as const) {
  t.test(`${viewport}: after the stream is cut the page reconnects and gets events again; bad payloads are logged and skipped`, async (t) => {
    const { page, consoleErrors, context } = await rig.open(viewport, '/overview');
    t.teardown(() => context.close());
    await rig.fake.waitForStreams(1);
    const before = rig.fake.requestsTo('GET', '/api/events/stream').length;

    rig.fake.cutStreams();
    // The app waits a random delay of up to 3000 ms, then opens a new stream.
    await rig.fake.waitForStreams(1, 15_000);
    t.ok(rig.fake.requestsTo('GET', '/api/events/stream').length > before, 'a new stream was opened');
    await page.waitForFunction(() => true);
    t.ok(consoleErrors.some((line) => /event stream failed/i.test(line)), 'the failure was logged to the console');
    t.equal(await page.getByRole('alert').count(), 0, 'and nothing is shown to the user for it');

    rig.fake.pushRaw('event: rule_handler.started\ndata: {not json\n\n');
    rig.fake.push('rule_handler.started', { message: 'Started execution of all active rules' });
    const panel = page.getByRole('region', { name: 'Rule handler progress' });
    await panel.getByText('Started execution of all active rules').waitFor();
    t.pass('events arrive on the new stream');
    t.ok(consoleErrors.some((line) => /not JSON/.test(line)), 'the unparsable payload was logged');
  });
}

t.test('desktop: after a reconnect the running flags are asked for again (events may have been missed)', async (t) => {
  rig.fake.state.running['Rule Handler'] = true;
  const { page, context } = await rig.open('desktop', '/rules');
  t.teardown(() => {
    rig.fake.state.running['Rule Handler'] = false;
    return context.close();
  });
  const run = page.getByRole('button', { name: 'Run Rules' });
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Run Rules') && b.disabled));
  t.equal(await run.isDisabled(), true, 'disabled: the status says the rule handler runs');
  await rig.fake.waitForStreams(1);

  // The run ends while the stream is down, so its finished event is never seen.
  rig.fake.cutStreams();
  rig.fake.state.running['Rule Handler'] = false;
  await rig.fake.waitForStreams(1, 15_000);
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Run Rules') && !b.disabled));
  t.equal(await run.isEnabled(), true, 'enabled again from the fresh status answer');
});
