// The progress panels on both API generations: each handler's panel appears on its started or
// progressed event, shows what is processed and how far, and hides 5000 ms after the run ends; a
// new run cancels a pending hide. v2.21 reports a run of every rule group in one set of events (two
// bars when it covers several groups); v3.24 runs the queued groups one by one, each with its own
// started, progressed (the group's name and evaluations) and finished events, and reports the
// queue: the panel names the groups waiting and stays up until the queue is idle.
import t, { type Test } from 'tap';
import type { Locator } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { generationOf, SANDBOX_APIS } from '../helpers/generations.ts';
import { pauseClock, startShellRig, type ShellRig } from './shell-rig.ts';
import { ruleGroupRow } from './shell-service.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());
const GROUPS = [
  { id: 1, name: 'Old movies' },
  { id: 2, name: 'Old shows' },
];

/** How a run's end is sent, and the message the panel then shows. */
interface RuleRunEnd {
  finish(): void;
  finished: string;
}

/** v2.21's rule_handler.progressed: the whole run, and the group being evaluated. */
const ruleGroupProgressV2 = (groups: number, name: string) => ({
  totalRuleGroups: groups,
  processingRuleGroup: { name, number: 1, processedEvaluations: 150, totalEvaluations: 300 },
  totalEvaluations: 480,
  processedEvaluations: 150,
});

/** v3.24's rule_handler.progressed: one group's name and evaluations (recorded GET_events_stream_during_rules_execute). */
const ruleGroupProgressV3 = (name: string) => ({ ruleGroupName: name, totalEvaluations: 300, processedEvaluations: 150 });

/** A v2.21 run of every group: started, progress of two groups then of one, and the run's finished message. */
async function runRulesV2(t: Test, rig: ShellRig, panel: Locator): Promise<RuleRunEnd> {
  const messages = rig.fake.ruleRunMessages();
  rig.fake.pushRuleRunStarted();
  await panel.getByText(messages.started).waitFor();
  t.ok(await panel.isVisible(), 'the rule panel appears on started, without opening any menu');

  rig.fake.push('rule_handler.progressed', ruleGroupProgressV2(2, 'Old movies'));
  await panel.getByText('Processing: Old movies').waitFor();
  t.equal(await panel.getByRole('progressbar').count(), 2, 'two bars when the run has two rule groups');
  t.equal(await panel.getByRole('progressbar', { name: 'Current rule group' }).getAttribute('value'), '50');
  rig.fake.push('rule_handler.progressed', ruleGroupProgressV2(1, 'Only group'));
  await panel.getByText('Processing: Only group').waitFor();
  t.equal(await panel.getByRole('progressbar').count(), 1, 'one bar for a single group');
  return { finish: () => rig.fake.pushRuleRunFinished(), finished: messages.finished };
}

/** A v3.24 run of two queued groups, one after the other; the queue says which runs and which wait. */
async function runRulesV3(t: Test, rig: ShellRig, panel: Locator, runFor: (ms: number) => Promise<void>): Promise<RuleRunEnd> {
  rig.fake.pushQueue(1, [2]);
  rig.fake.push('rule_handler.started', { message: "Started execution of rule 'Old movies'" });
  await panel.getByText("Started execution of rule 'Old movies'").waitFor();
  t.ok(await panel.isVisible(), 'the rule panel appears on started, without opening any menu');
  await panel.getByText('Next: Old shows').waitFor();
  t.pass('the panel names the group waiting in the queue');

  rig.fake.push('rule_handler.progressed', ruleGroupProgressV3('Old movies'));
  await panel.getByText('Processing: Old movies').waitFor();
  t.equal(await panel.getByRole('progressbar').count(), 1, 'one bar: the group being evaluated');
  t.equal(await panel.getByRole('progressbar', { name: 'Current rule group' }).getAttribute('value'), '50');

  // The first group ends while the second waits: the run is not over.
  rig.fake.push('rule_handler.finished', { message: "Finished execution of rule 'Old movies'" });
  await panel.getByText("Finished execution of rule 'Old movies'").waitFor();
  await runFor(6000);
  t.ok(await panel.isVisible(), 'still shown 6000 ms after one group finished, as the queue has more');

  rig.fake.pushQueue(2);
  rig.fake.push('rule_handler.started', { message: "Started execution of rule 'Old shows'" });
  rig.fake.push('rule_handler.progressed', ruleGroupProgressV3('Old shows'));
  await panel.getByText('Processing: Old shows').waitFor();
  t.equal(await panel.getByText(/^Next:/).count(), 0, 'nothing waits once the last group runs');
  // The last group's finished, then the queue goes idle (recorded GET_events_stream_during_rules_execute_full_run).
  return {
    finish() {
      rig.fake.push('rule_handler.finished', { message: "Finished execution of rule 'Old shows'" });
      rig.fake.pushQueue(null);
    },
    // Two groups ran: the panel ends with how many, not only the last one's name.
    finished: 'Finished execution of 2 rule groups',
  };
}

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const rig = await startShellRig({ rules: GROUPS.map((group) => ruleGroupRow(api, group)) }, {}, { api, browser });
  t.teardown(() => rig.close());

  for (const viewport of ['desktop', 'phone'] as const) {
    t.test(`${viewport}: panels appear on started/progressed, show progress, and hide 5000 ms after the run ends`, async (t) => {
      const { page, context, streamOpened } = await rig.open(viewport, '/overview', { fakeClock: true });
      t.teardown(() => context.close());
      await streamOpened;
      await pauseClock(page);
      const rules = page.getByRole('region', { name: 'Rule handler progress' });
      const collections = page.getByRole('region', { name: 'Collection handler progress' });
      t.equal(await rules.count(), 0, 'no panel before any event');

      const run =
        generationOf(api) === 2 ? await runRulesV2(t, rig, rules) : await runRulesV3(t, rig, rules, (ms) => page.clock.runFor(ms));

      rig.fake.push('collection_handler.progressed', {
        totalCollections: 2,
        processingCollection: { name: 'Leaving soon', processedMedias: 1, totalMedias: 4 },
        totalMediaToHandle: 8,
        processedMedias: 1,
        processedCollections: 0,
      });
      await collections.getByText('Processing: Leaving soon').waitFor();
      t.pass('the collection panel appears on a progressed event');
      if (viewport === 'phone') {
        // Both panels float over the page's bottom, the collection's long name over three lines: on a
        // page longer than the screen, scrolled to its end, the page's last content is above them.
        const longName = 'Movies nobody in the house has watched for three years, the largest files first';
        rig.fake.push('collection_handler.progressed', {
          totalCollections: 2,
          processingCollection: { name: longName, processedMedias: 1, totalMedias: 4 },
          totalMediaToHandle: 8,
          processedMedias: 1,
          processedCollections: 0,
        });
        await collections.getByText(`Processing: ${longName}`).waitFor();
        // The page's room below follows the dock's height when its ResizeObserver reports, a frame
        // after the panel grew: measured once the room is the dock's.
        await page.waitForFunction(() => {
          const shell = document.querySelector<HTMLElement>('.shell')!;
          const dock = document.querySelector<HTMLElement>('.shell__dock')!;
          return shell.style.getPropertyValue('--dock-height') === `${dock.offsetHeight}px`;
        });
        const contentEnd = await page.evaluate(() => {
          const main = document.querySelector('main')!;
          const filler = main.appendChild(document.createElement('div'));
          filler.style.height = '3000px';
          window.scrollTo(0, document.documentElement.scrollHeight);
          return main.getBoundingClientRect().bottom - parseFloat(getComputedStyle(main).paddingBottom);
        });
        const panelsTop = Math.min((await rules.boundingBox())!.y, (await collections.boundingBox())!.y);
        t.ok(contentEnd <= panelsTop, `the page's end (${Math.round(contentEnd)} px) scrolls clear of the panels (from ${Math.round(panelsTop)} px)`);
      }

      run.finish();
      await rules.getByText(run.finished).waitFor();
      await page.clock.runFor(4900);
      t.ok(await rules.isVisible(), 'still shown 4900 ms after the run finished');
      await page.clock.runFor(200);
      await rules.waitFor({ state: 'detached' });
      t.pass('hidden 5000 ms after the run finished');
      t.ok(await collections.isVisible(), 'the other panel stays');

      // A new started event cancels a pending hide.
      rig.fake.push('collection_handler.finished', { message: 'Finished collection handling' });
      await collections.getByText('Finished collection handling').waitFor();
      await page.clock.runFor(3000);
      rig.fake.push('collection_handler.started', { message: 'Started handling of all collections' });
      await collections.getByText('Started handling of all collections').waitFor();
      await page.clock.runFor(6000);
      t.ok(await collections.isVisible(), 'still shown 9000 ms after the first finished, because a run started again');
    });
  }
});
