import t from 'tap';
import { pauseClock, startShellRig } from './shell-rig.ts';

const rig = await startShellRig();
t.teardown(() => rig.close());

const ruleGroupProgress = (groups: number, name: string) => ({
  totalRuleGroups: groups,
  processingRuleGroup: { name, number: 1, processedEvaluations: 150, totalEvaluations: 300 },
  totalEvaluations: 480,
  processedEvaluations: 150,
});

for (const viewport of ['desktop', 'phone'] as const) {
  t.test(`${viewport}: panels appear on started/progressed, show progress, and hide 5000 ms after finished`, async (t) => {
    const { page, context } = await rig.open(viewport, '/overview', { fakeClock: true });
    t.teardown(() => context.close());
    await rig.fake.waitForStreams(1);
    await pauseClock(page);
    const rules = page.getByRole('region', { name: 'Rule handler progress' });
    const collections = page.getByRole('region', { name: 'Collection handler progress' });
    t.equal(await rules.count(), 0, 'no panel before any event');

    rig.fake.push('rule_handler.started', { message: 'Started execution of all active rules' });
    await rules.getByText('Started execution of all active rules').waitFor();
    t.ok(await rules.isVisible(), 'the rule panel appears on started, without opening any menu');

    rig.fake.push('rule_handler.progressed', ruleGroupProgress(2, 'Old movies'));
    await rules.getByText('Processing: Old movies').waitFor();
    t.equal(await rules.getByRole('progressbar').count(), 2, 'two bars when the run has two rule groups');
    t.equal(await rules.getByRole('progressbar', { name: 'Current rule group' }).getAttribute('value'), '50');
    rig.fake.push('rule_handler.progressed', ruleGroupProgress(1, 'Only group'));
    await rules.getByText('Processing: Only group').waitFor();
    t.equal(await rules.getByRole('progressbar').count(), 1, 'one bar for a single group');

    rig.fake.push('collection_handler.progressed', {
      totalCollections: 2,
      processingCollection: { name: 'Leaving soon', processedMedias: 1, totalMedias: 4 },
      totalMediaToHandle: 8,
      processedMedias: 1,
      processedCollections: 0,
    });
    await collections.getByText('Processing: Leaving soon').waitFor();
    t.pass('the collection panel appears on a progressed event');

    rig.fake.push('rule_handler.finished', { message: 'Finished execution of all active rules' });
    await rules.getByText('Finished execution of all active rules').waitFor();
    await page.clock.runFor(4900);
    t.ok(await rules.isVisible(), 'still shown 4900 ms after finished');
    await page.clock.runFor(200);
    await rules.waitFor({ state: 'detached' });
    t.pass('hidden 5000 ms after finished');
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
