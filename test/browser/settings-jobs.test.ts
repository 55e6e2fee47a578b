// /settings/jobs in Chromium against the sandbox: the two handler schedules load
// from the main settings; a schedule the service refuses (POST /settings/cron/validate) shows its
// message and nothing is saved; a good one saves trimmed with the rest of the settings unchanged;
// as a schedule is typed, its next two runs show under it.
import t from 'tap';
import type { MainSettings } from '../../wire/v2/settings.ts';
import { CRON_INVALID_MESSAGE, CRON_REQUIRED_MESSAGE } from '../../wire/v2/settings.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());

  const settings = async () => (await (await fetch(`${gateway.url}/api/settings`)).json()) as MainSettings;

  t.test('a refused or empty schedule shows its message and saves nothing', async (t) => {
    const before = await settings();
    const { page } = await openPage(browser, VIEWPORTS.phone);
    await page.goto(`${gateway.url}/settings/jobs`);
    const rules = page.getByLabel('Rule Handler');
    await rules.waitFor();
    t.equal(await rules.inputValue(), before.rules_handler_job_cron, 'the saved schedule is shown');
    t.equal(await page.getByLabel('Collection Handler').inputValue(), before.collection_handler_job_cron);

    const writes: string[] = [];
    page.on('request', (r) => r.method() !== 'GET' && writes.push(new URL(r.url()).pathname));
    await rules.fill('0 25 * * *');
    await page.getByLabel('Collection Handler').fill('  ');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(CRON_INVALID_MESSAGE).waitFor();
    await page.getByText(CRON_REQUIRED_MESSAGE).waitFor();
    // The form's copy of the service's check refuses it: not even a question to the service.
    t.same(writes, [], 'nothing left the page');
    t.same(await settings(), before, 'nothing changed');
    await page.close();
  });

  t.test('good schedules save trimmed, the rest of the settings stay as they were', async (t) => {
    const before = await settings();
    const { page } = await openPage(browser);
    await page.goto(`${gateway.url}/settings/jobs`);
    const asked: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/settings/cron/validate') && asked.push(String(r.postData())));
    await page.getByLabel('Rule Handler').fill(' 30 3 * * 1 ');
    // First a schedule the service refuses: after a failed save the form checks every field again
    // as the user types, and again on the next save.
    await page.getByLabel('Collection Handler').fill('61 * * * *');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(CRON_INVALID_MESSAGE).waitFor();
    await page.getByLabel('Collection Handler').fill('0 */6 * * *');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Job schedules saved').waitFor();
    t.same(asked.map((body) => JSON.parse(body).schedule).sort(), ['0 */6 * * *', '30 3 * * 1'], 'the service was asked about each good schedule once, not about 61 * * * *');
    const after = await settings();
    t.equal(after.rules_handler_job_cron, '30 3 * * 1');
    t.equal(after.collection_handler_job_cron, '0 */6 * * *');
    t.same({ ...after, rules_handler_job_cron: before.rules_handler_job_cron, collection_handler_job_cron: before.collection_handler_job_cron }, before, 'nothing else changed');

    await page.reload();
    t.equal(await page.getByLabel('Rule Handler').inputValue(), '30 3 * * 1', 'still there after a reload');
    await page.close();
  });

  t.test('typed key by key after a refused save, a schedule is asked about only when it could be one', async (t) => {
    const { page } = await openPage(browser);
    await page.goto(`${gateway.url}/settings/jobs`);
    const collection = page.getByLabel('Collection Handler');
    await collection.fill('61 * * * *');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(CRON_INVALID_MESSAGE).waitFor();
    const asked: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/settings/cron/validate') && asked.push(JSON.parse(String(r.postData())).schedule));
    await collection.fill('');
    // The form checks every key now; only "* * * * *" is a schedule on the way to "* * * * * * *".
    await collection.pressSequentially('* * * * * * *');
    await page.getByText(CRON_INVALID_MESSAGE).waitFor();
    t.same(asked, ['* * * * *'], 'one question for 13 keys');
    await page.close();
  });

  t.test("each schedule's next two runs show under it as it is typed, in the user's time", async (t) => {
    // The service in India (UTC+5:30, no daylight saving), the user in UTC, at a fixed moment:
    // Sunday, Nov 29 2026, 12:15 UTC, which is 17:45 in India.
    const { page } = await openPage(browser, VIEWPORTS.desktop, { fresh: true });
    await page.clock.setFixedTime(new Date('2026-11-29T12:15:00Z'));
    await (await page.context().newCDPSession(page)).send('Emulation.setTimezoneOverride', { timezoneId: 'UTC' });
    await page.route('**/api/app/timezone', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: 'Asia/Kolkata' }));
    await page.goto(`${gateway.url}/settings/jobs`);
    const rules = page.getByLabel('Rule Handler');
    const hintOf = async (field: typeof rules) => (await page.locator(`#${await field.getAttribute('id')}-hint`).innerText()).replace(/\s+/g, ' ');
    const zoneNote = '(your time; the service runs it in Asia/Kolkata).';

    await rules.fill('0 0-23/8 * * *');
    // Their code loads when a schedule is first shown.
    await page.locator(`#${await rules.getAttribute('id')}-hint`).getByText(/Next runs/).waitFor();
    // 00:00 and 08:00 on Monday in India are 18:30 on Sunday and 02:30 on Monday in UTC.
    t.match(await hintOf(rules), `Next runs: Sun, Nov 29, 6:30 PM, then Mon, Nov 30, 2:30 AM ${zoneNote}`, 'every eight hours of the service, in UTC');
    await rules.fill('30 3 * * 1');
    t.match(await hintOf(rules), `Next runs: Sun, Nov 29, 10:00 PM, then Sun, Dec 6, 10:00 PM ${zoneNote}`, "03:30 on the service's Mondays");
    await rules.fill('0 0 31 2 *');
    t.match(await hintOf(rules), 'It names a date that does not come round: no run in the next four years.', 'February 31 never comes');
    await rules.fill('0 0 29 2 *');
    t.match(await hintOf(rules), `Next run: Mon, Feb 28, 2028, 6:30 PM ${zoneNote}`, 'February 29 comes once in four years: one run, with its year');
    await rules.fill('0 0 1 * 1');
    t.match(await hintOf(rules), `Next runs: Sun, Nov 29, 6:30 PM, then Mon, Nov 30, 6:30 PM ${zoneNote}`, 'a day of month and a day of week match either');
    await rules.fill('0 25 * * *');
    t.equal(await hintOf(rules), 'When the rules are evaluated and collections filled.', 'no next runs for a schedule the service refuses');
    const collections = page.getByLabel('Collection Handler');
    await collections.fill('0 12 * * *');
    t.match(await hintOf(collections), `Next runs: Mon, Nov 30, 6:30 AM, then Tue, Dec 1, 6:30 AM ${zoneNote}`, 'the other schedule has its own');
    await page.close();
  });
});
