// The Rules list and its runs on both API generations: every group with its library's name and
// rule count; Run Rules shows the rule handler's panel until the run ends. On v3.24, where the
// service queues groups, each group also shows its schedule, can be run on its own (the service
// gets POST /rules/:id/execute), is marked Running while it runs, and the panel names it; an
// inactive group's Run says why it does not run.
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { generationOf, SANDBOX_APIS } from '../helpers/generations.ts';
import { readRuleGroupsV2 } from '../../web/src/api/v2/rules.ts';
import { readRuleGroupsV3 } from '../../web/src/api/v3/rules.ts';
import { formatDuration } from '../../web/src/lib/duration.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  // Runs long enough to watch, short enough for a test.
  const gateway = await startGateway({}, { sandboxApi: api, sandboxRunMs: 2500 });
  t.teardown(() => gateway.close());
  const answer = await (await fetch(`${gateway.url}/api/rules`)).json();
  const groups = generationOf(api) === 3 ? readRuleGroupsV3(answer, '/rules') : readRuleGroupsV2(answer, '/rules');
  const group = groups.find((candidate) => candidate.isActive && candidate.libraryId === '1')!;

  const { page } = await openPage(browser);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${gateway.url}/rules`);
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await cards.first().waitFor();
  t.equal(await cards.count(), groups.length, 'every rule group is listed');
  const card = cards.filter({ has: page.getByRole('heading', { name: group.name, exact: true }) });
  await card.locator('dt:text-is("Library") + dd', { hasText: 'Movies' }).waitFor();
  t.pass('the library is named, not numbered');
  t.equal(await card.locator('dt:text-is("Rules") + dd').innerText(), String(group.ruleCount));
  const collections: { id: number; lastDurationInSeconds: number }[] = await (await fetch(`${gateway.url}/api/collections`)).json();
  const lastDuration = collections.find((collection) => collection.id === group.collectionId)!.lastDurationInSeconds;
  t.equal(await card.locator('dt:text-is("Last run took") + dd').innerText(), formatDuration(lastDuration), `its collection's last run took ${lastDuration} s, in words`);
  const panel = page.getByRole('region', { name: 'Rule handler progress' });

  if (generationOf(api) === 2) {
    t.equal(await card.getByRole('button', { name: /^Run / }).count(), 0, 'v2.21 runs all groups only');
    t.equal(await card.getByText('Schedule').count(), 0);
    // Waited for from the click on: the bar shows only while the run lasts (see below).
    await Promise.all([page.getByRole('button', { name: 'Run Rules' }).click(), panel.getByRole('progressbar').first().waitFor()]);
    await panel.waitFor({ state: 'hidden', timeout: 20_000 });
    t.ok(posts.includes('/api/rules/execute'), 'the run was asked of the service');
    return;
  }

  await card.locator('dt:text-is("Schedule") + dd').waitFor();
  t.equal(await card.locator('dt:text-is("Schedule") + dd').innerText(), group.schedule ?? 'With all rules');
  // What shows while the run lasts (2.5 s) is waited for from the click on, all at once: waited for
  // one after the other on a busy machine, the run could be over before the last wait began.
  await Promise.all([
    card.getByRole('button', { name: `Run ${group.name}` }).click(),
    card.getByText('Running', { exact: true }).waitFor(),
    card.getByRole('button', { name: `Stop ${group.name}` }).waitFor(),
    panel.getByText(`Processing: ${group.name}`).waitFor(),
  ]);
  t.pass('the group shows Running with its Stop button, and the panel names it as it is evaluated');
  t.ok(posts.includes(`/api/rules/${group.id}/execute`), 'the one group was asked to run');
  await card.getByRole('button', { name: `Run ${group.name}` }).waitFor({ timeout: 20_000 });
  t.equal(await card.getByText('Running', { exact: true }).count(), 0, 'the group is idle again once the queue is');
  await panel.waitFor({ state: 'hidden', timeout: 20_000 });
  t.pass('the panel hides after the run');

  // A run the service fails says why, as a delete does.
  gateway.app.sandbox!.control.fail('POST', `/api/rules/${group.id}/execute`, 500);
  await card.getByRole('button', { name: `Run ${group.name}` }).click();
  await page.getByText(`Could not run “${group.name}”: Internal server error.`).waitFor();
  t.pass('the failure toast gives the service\'s reason');

  // An inactive group's Run looks unavailable, and pressed says why, asking nothing of the service.
  const inactive = groups.find((candidate) => !candidate.isActive)!;
  const inactiveRun = cards.filter({ has: page.getByRole('heading', { name: inactive.name, exact: true }) }).getByRole('button', { name: `Run ${inactive.name}` });
  t.equal(await inactiveRun.getAttribute('aria-disabled'), 'true', 'Run is marked unavailable');
  // Reached by the keyboard, unlike a disabled button (Playwright's click waits for an enabled one).
  await inactiveRun.press('Enter');
  await page.getByText(`“${inactive.name}” is inactive: tick Active in Edit to run it.`).waitFor();
  t.notOk(posts.includes(`/api/rules/${inactive.id}/execute`), 'nothing was asked of the service');
});
