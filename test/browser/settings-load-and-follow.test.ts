// What a settings screen shows while its data loads or fails to load (a spinner, then a clear
// error with a retry), and how the live log follows the newest line unless the user scrolled up.
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());

  async function writeLogLine(maxSize: number) {
    const response = await fetch(`${gateway.url}/api/logs/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ level: 'info', max_size: maxSize, max_files: 7 }),
    });
    if (response.status !== 201) throw new Error(`log settings answered ${response.status}`);
  }

  t.test('a spinner while loading, a clear error with a retry when loading fails', async (t) => {
    const { page } = await openPage(browser);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let fail = false;
    await page.route('**/api/logs/settings', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      if (fail) return route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"Internal server error"}' });
      await held;
      return route.continue();
    });
    await page.goto(`${gateway.url}/settings/logs`);
    await page.getByRole('status', { name: 'Loading the log settings' }).waitFor();
    t.equal(await page.getByLabel('Max size (MB)').count(), 0, 'no form before the data');
    release();
    await page.getByLabel('Max size (MB)').waitFor();
    t.pass('the form appears once loaded');

    fail = true;
    await page.reload();
    await page.getByText(/Could not load the log settings: Internal server error/).waitFor();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByLabel('Max size (MB)').waitFor();
    t.pass('Try again loads the form');
    await page.close();
  });

  t.test('the live log follows the newest line until the user scrolls up', async (t) => {
    const { page } = await openPage(browser);
    await page.goto(`${gateway.url}/settings/logs`);
    await page.getByText('Connected', { exact: true }).waitFor();
    const log = page.getByRole('log', { name: 'Live log' });
    for (let i = 1; i <= 40; i++) await writeLogLine(100 + i);
    await log.getByText('max size 140 MB').waitFor();
    const distanceFromBottom = () =>
      log.evaluate((box) => box.scrollHeight - box.scrollTop - box.clientHeight);
    t.ok((await distanceFromBottom()) < 30, 'it shows the newest line');

    await log.evaluate((box) => box.scrollTo({ top: 0 }));
    await page.getByRole('button', { name: 'Jump to newest' }).waitFor();
    await writeLogLine(999);
    await log.getByText('max size 999 MB').waitFor({ state: 'attached' });
    t.equal(await log.evaluate((box) => box.scrollTop), 0, 'a new line does not pull the reader down');

    await page.getByRole('button', { name: 'Jump to newest' }).click();
    t.ok((await distanceFromBottom()) < 30, 'Jump to newest goes back to the end');
    await writeLogLine(1000);
    await log.getByText('max size 1000 MB').waitFor();
    t.ok((await distanceFromBottom()) < 30, 'and it follows again');
    await page.close();
  });
});
