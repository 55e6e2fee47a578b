// /settings/logs in Chromium against the sandbox: the form's own
// messages and the service's minimum messages block the save, a good save reaches the service, a
// recorded 400 lands on its fields, the files are listed, and the live view shows new lines.
import t from 'tap';
import type { ValidationFailedBody } from '../../wire/v2/settings.ts';
import { recording } from '../helpers/recordings.ts';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, speedUpAnimations, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';


const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());

  async function openLogs(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
    const { page } = await openPage(browser, viewport);
    await page.goto(`${gateway.url}/settings/logs`);
    await page.getByLabel('Max size (MB)').waitFor();
    return page;
  }

  t.test('bad values show their messages by the fields and nothing is sent (phone)', async (t) => {
    const page = await openLogs(VIEWPORTS.phone);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });
    const size = page.getByLabel('Max size (MB)');
    const files = page.getByLabel('Max backups');
    const save = page.getByRole('button', { name: 'Save' });
    const cases: [string, string, string][] = [
      ['', '7', 'Max size must be a number'],
      ['-1', '7', 'Max size must be 0 or more'],
      ['20', '', 'Max backups must be a number'],
      ['20', '0', 'Max backups must be a whole number, 1 or more'],
      ['20', '2.5', 'Max backups must be a whole number, 1 or more'],
    ];
    for (const [sizeValue, filesValue, message] of cases) {
      await size.fill(sizeValue);
      await files.fill(filesValue);
      await save.click();
      await page.getByText(message, { exact: true }).waitFor();
      t.pass(`max_size "${sizeValue}", max_files "${filesValue}": ${message}`);
    }
    t.same(writes, [], 'no write left the page');
    await page.close();
  });

  t.test('a phone with its keyboard open: Enter on a bad value shows its message in view, and says it', async (t) => {
    // 390 x 450: what is left of a phone's screen above its on-screen keyboard.
    const page = await openLogs({ width: 390, height: 450 });
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });
    const files = page.getByLabel('Max backups');
    await files.fill('0');
    await files.press('Enter');
    // Said once, politely, with the field's name: the focus stayed in the field, whose description is not read again.
    await page.getByRole('status').filter({ hasText: /^Not sent: Max backups needs a change$/ }).waitFor({ state: 'attached' });
    await page.waitForFunction(() => {
      const shown = document.querySelector('.form-field__errors')?.getBoundingClientRect();
      return shown !== undefined && shown.bottom <= window.innerHeight + 1 && shown.top >= 0;
    }, undefined, { timeout: 3000 }).then(() => t.pass('the message is on screen'), () => t.fail('the message is off screen'));
    t.ok(await files.evaluate((element) => element === document.activeElement), 'the keyboard stays in the field');
    await page.getByLabel('Max size (MB)').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: /^Not sent: Max size \(MB\) needs a change, and 1 more field$/ }).waitFor({ state: 'attached' });
    t.pass('two fields: the first is said, and how many there are');
    t.same(writes, [], 'nothing was sent');
    // Said, the words leave the region: they must not be found later, on another page, after the fix.
    await page.waitForFunction(() => document.getElementById('form-refusal-said')?.textContent === '', undefined, { timeout: 10_000 });
    t.pass('the words leave the live region once said');
    await page.close();
  });

  t.test('the boundaries 0 and 1 save, reach the service and a toast closes by itself', async (t) => {
    const page = await openLogs();
    await speedUpAnimations(page);
    await page.getByLabel('Level').selectOption('debug');
    await page.getByLabel('Max size (MB)').fill('0');
    await page.getByLabel('Max backups').fill('1');
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByText('Log settings saved');
    await toast.waitFor();
    t.same(await (await fetch(`${gateway.url}/api/logs/settings`)).json(), { level: 'debug', max_size: 0, max_files: 1 });
    await toast.waitFor({ state: 'detached', timeout: 15_000 });
    t.pass('the toast closed by itself (its animations played 10x faster)');
    await page.close();
  });

  t.test('a recorded 400 from the service lands on each field it names', async (t) => {
    const page = await openLogs();
    const recorded = recording<ValidationFailedBody>('POST_api_logs_settings_invalid.json');
    await page.route('**/api/logs/settings', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(recorded.body) })
        : route.continue(),
    );
    await page.getByLabel('Max size (MB)').fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    for (const issue of recorded.body.errors as { path: string[]; message: string }[]) {
      const id = { level: 'log-level', max_size: 'log-max-size', max_files: 'log-max-files' }[issue.path[0]!]!;
      await page.locator(`#${id}-error`).getByText(issue.message, { exact: true }).waitFor();
      t.pass(`${issue.path[0]}: ${issue.message}`);
    }
    t.equal(await page.getByLabel('Max size (MB)').inputValue(), '12', 'the typed value is kept');
    await page.close();
  });

  t.test('the log files are listed with a working download link', async (t) => {
    const page = await openLogs();
    const files = (await (await fetch(`${gateway.url}/api/logs/files`)).json()) as { name: string }[];
    t.ok(files.length > 0, 'the sandbox has a log file');
    const link = page.getByRole('link', { name: files[0]!.name });
    await link.waitFor();
    const href = await link.getAttribute('href');
    t.equal(href, `/api/logs/files/${encodeURIComponent(files[0]!.name)}`);
    t.equal((await fetch(new URL(href!, gateway.url))).status, 200, 'the link downloads');
    await page.close();
  });

  t.test('many log files are paged newest first, ten at a time', async (t) => {
    // The sandbox keeps one file a day; here the service's answer is replaced by 23 files (ascending by name, as the service sends them).
    const files = Array.from({ length: 23 }, (_, i) => ({ name: `maintainerr-2026-10-${String(i + 1).padStart(2, '0')}.log`, size: 1024 * (i + 1) }));
    const page = await openPage(browser).then(({ page }) => page);
    await page.route('**/api/logs/files', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(files) }));
    await page.goto(`${gateway.url}/settings/logs`);
    const table = page.getByRole('table');
    await table.getByRole('link', { name: 'maintainerr-2026-10-23.log' }).waitFor();
    t.equal(await table.getByRole('link').count(), 10, 'ten files on a page');
    t.equal(await table.getByRole('link').first().innerText(), 'maintainerr-2026-10-23.log', 'newest first');
    const pages = page.getByRole('navigation', { name: 'Log file pages' });
    await pages.getByText('Page 1 of 3 (23 files)').waitFor();
    t.equal(await pages.getByRole('button', { name: 'Previous' }).isDisabled(), true);
    await pages.getByRole('button', { name: 'Next' }).click();
    await pages.getByRole('button', { name: 'Next' }).click();
    await pages.getByText('Page 3 of 3 (23 files)').waitFor();
    t.same(await table.getByRole('link').allInnerTexts(), ['maintainerr-2026-10-03.log', 'maintainerr-2026-10-02.log', 'maintainerr-2026-10-01.log']);
    t.equal(await pages.getByRole('button', { name: 'Next' }).isDisabled(), true);
    await page.close();
  });

  t.test('the live log shows a line written after the page opened, and filters', async (t) => {
    const page = await openLogs();
    await page.getByText('Connected', { exact: true }).waitFor();
    const response = await fetch(`${gateway.url}/api/logs/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ level: 'info', max_size: 13.25, max_files: 4 }),
    });
    t.equal(response.status, 201);
    const log = page.getByRole('log', { name: 'Live log' });
    await log.getByText(/max size 13\.25 MB/).waitFor();
    t.pass('the new line is shown');
    await page.getByLabel('Filter log lines').fill('13.25');
    await log.getByText('No line matches the filter.').waitFor({ state: 'detached' });
    const shown = await log.locator('div').allInnerTexts();
    t.ok(shown.length > 0 && shown.every((line) => line.includes('13.25')), 'only matching lines stay');
    await page.close();
  });

  t.test('under a BASE_PATH the file links and the live log live under it', async (t) => {
    const prefixed = await startGateway({ BASE_PATH: '/maintainerr' }, { sandboxApi: api });
    t.teardown(() => prefixed.close());
    const { page } = await openPage(browser);
    await page.goto(`${prefixed.url}/settings/logs`);
    await page.getByText('Connected', { exact: true }).waitFor();
    const files = (await (await fetch(`${prefixed.url}/api/logs/files`)).json()) as { name: string }[];
    const href = await page.getByRole('link', { name: files[0]!.name }).getAttribute('href');
    t.equal(href, `/maintainerr/api/logs/files/${encodeURIComponent(files[0]!.name)}`);
    await fetch(`${prefixed.url}/api/logs/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ level: 'info', max_size: 31.5, max_files: 7 }),
    });
    await page.getByRole('log', { name: 'Live log' }).getByText(/max size 31\.5 MB/).waitFor();
    t.pass('the live log streams through the prefixed path');
    await page.close();
  });

  t.test('after the log stream reconnects, the replayed lines are not shown twice', async (t) => {
    const { page } = await openPage(browser);
    const frame = (second: number, message: string) =>
      `event: log\ndata: ${JSON.stringify({ date: `2026-11-21T10:00:0${second}.000Z`, level: 'INFO', message })}\n\n`;
    const replay = frame(1, 'replayed one') + frame(2, 'replayed two');
    let connections = 0;
    // Each answer ends, so the browser reconnects, and the service replays its last lines first.
    await page.route('**/api/logs/stream', (route) => {
      connections += 1;
      const body = connections === 1 ? replay : replay + frame(3, 'new after reconnect');
      return route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream' }, body: `\n${body}` });
    });
    await page.goto(`${gateway.url}/settings/logs`);
    const log = page.getByRole('log', { name: 'Live log' });
    await log.getByText('new after reconnect').waitFor({ timeout: 15_000 });
    for (const message of ['replayed one', 'replayed two', 'new after reconnect']) {
      t.equal(await log.getByText(message, { exact: true }).count(), 1, `"${message}" once`);
    }
    await page.close();
  });
});
