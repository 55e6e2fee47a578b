// The rule group's Tautulli override (the percent of an item played that counts as watched, for the
// group's Tautulli rules) on both generations: offered once Tautulli is set up, checked at the field
// before anything is sent, stored by the service as a number, read back into the editor, and
// cleared to null (Tautulli's own setting) when emptied.
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { editorReady, startRulesGateway } from './rules-editor-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

const LABEL = 'Tautulli: percent played that counts as watched';

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startRulesGateway(api);
  t.teardown(() => gateway.close());
  /** Group 1's override as the service holds it (a field of its collection on both generations). */
  const storedOverride = async () => {
    const groups = (await (await fetch(`${gateway.url}/api/rules`)).json()) as { id: number; collection?: { tautulliWatchedPercentOverride?: number | null } }[];
    return groups.find((group) => group.id === 1)?.collection?.tautulliWatchedPercentOverride;
  };
  const { page, context } = await openPage(browser);
  t.teardown(() => context.close());

  await page.goto(`${gateway.url}/rules/1/edit`);
  await editorReady(page);
  await page.getByLabel("Keep the collection's log for (months)").waitFor();
  t.equal(await page.getByLabel(LABEL).count(), 0, 'Tautulli not set up: no override is offered');

  const saved = await fetch(`${gateway.url}/api/settings/tautulli`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: 'http://tautulli.demo:8181', api_key: 'demo-key' }),
  });
  t.ok(saved.ok, `Tautulli is set up (${saved.status})`);
  await page.reload();
  await editorReady(page);
  const field = page.getByLabel(LABEL);
  await field.waitFor();
  t.equal(await field.inputValue(), '', 'offered once Tautulli is set up, empty: Tautulli\'s own setting');
  // Beside the log months, with a hint under it: the two inputs line up, neither stretched to the
  // taller field's height (it once grew to 63 px and sat 19 px lower).
  const boxOf = (label: string) => page.getByLabel(label, { exact: true }).boundingBox();
  const [months, percent] = [(await boxOf("Keep the collection's log for (months)"))!, (await boxOf(LABEL))!];
  t.same({ top: Math.round(months.y), height: Math.round(months.height) }, { top: Math.round(percent.y), height: Math.round(percent.height) }, 'the log months input lines up with it');

  const puts = () => gateway.control.requestsTo('PUT', '/api/rules').length;
  await field.fill('150');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const message = page.getByRole('group', { name: 'What happens' }).getByText('The percent must be a whole number from 0 to 100.');
  await message.waitFor();
  t.equal(await field.getAttribute('aria-invalid'), 'true', 'the message is at the field');
  t.equal(puts(), 0, 'and nothing was sent');

  await field.fill('80');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL(/\/rules$/);
  t.equal(puts(), 1, 'one PUT /api/rules');
  t.equal(await storedOverride(), 80, 'the service holds 80');

  // Tautulli removed since: the group's override is still shown, to be seen and cleared.
  const removed = await fetch(`${gateway.url}/api/settings/tautulli`, { method: 'DELETE' });
  t.ok(removed.ok, `Tautulli is removed (${removed.status})`);
  await page.goto(`${gateway.url}/rules/1/edit`);
  await editorReady(page);
  t.equal(await page.getByLabel(LABEL).inputValue(), '80', 'the editor reads it back');
  await page.getByLabel(LABEL).fill('');
  t.equal(await page.getByLabel(LABEL).count(), 1, 'emptied, the field stays where it is typed in');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL(/\/rules$/);
  t.equal(await storedOverride(), null, 'emptied: the service holds null again');
});
