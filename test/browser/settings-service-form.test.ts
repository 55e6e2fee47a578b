// The request service's and Tautulli's settings in Chromium, on both generations (the request
// service is Overseerr and Jellyseerr on v2.21, Seerr on v3.24): the messages the service uses block the save,
// a good save reaches the service trimmed, Test and Remove work, a service 400 lands on its field,
// and a failed save keeps what was typed.
import t from 'tap';
import { URL_ADDRESS_MESSAGE, type ValidationFailedBody } from '../../wire/v2/settings.ts';
import { recording } from '../helpers/recordings.ts';
import type { Page, Request } from 'playwright-core';
import { launchBrowser, openPage, speedUpAnimations, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';

const TOAST_GONE_MS = 15_000;

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  // The request service's tab, and a second one to test against.
  const [request, other] = api === '2.21' ? (['overseerr', 'jellyseerr'] as const) : (['seerr', 'seerr'] as const);
  const requestName = { overseerr: 'Overseerr', seerr: 'Seerr' }[request];

  /** Every non-GET request the page sends to the API, from now on. */
  function watchWrites(page: Page): Request[] {
    const writes: Request[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.includes('/api/')) writes.push(request);
    });
    return writes;
  }

  async function openForm(service: string, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
    const { page } = await openPage(browser, viewport);
    await page.goto(`${gateway.url}/settings/${service}`);
    await page.getByLabel('URL', { exact: true }).waitFor();
    return page;
  }

  async function serviceSays(path: string): Promise<unknown> {
    return (await fetch(`${gateway.url}/api${path}`)).json();
  }

  t.test('each broken rule shows its message by the field and nothing is sent', async (t) => {
    const page = await openForm(request);
    const writes = watchWrites(page);
    const url = page.getByLabel('URL', { exact: true });
    const cases: [string, string[]][] = [
      ['ftp://x', ['Must start with http:// or https://']],
      ['http://127.0.0.1:5055/', ["Must not end with a '/'"]],
      ['ftp://x/', ['Must start with http:// or https://', "Must not end with a '/'"]],
      // The service would take this one, and then fail every call to it.
      ['http://tautulli lan:8181', [URL_ADDRESS_MESSAGE]],
    ];
    for (const [value, messages] of cases) {
      await url.fill(value);
      await page.getByRole('button', { name: 'Save' }).click();
      for (const message of messages) await page.getByText(message, { exact: true }).waitFor();
      t.equal(await page.locator(`#${request}-url-error li`).count(), messages.length, `${value}: only its messages`);
      await page.getByRole('button', { name: 'Test' }).click();
      t.equal(await url.inputValue(), value, `${value} is kept`);
    }
    t.same(writes.map((r) => r.url()), [], 'no request left the page');
    await page.close();
  });

  t.test('a good save reaches the service trimmed and a toast says so, then closes', async (t) => {
    const page = await openForm(request);
    await speedUpAnimations(page);
    await page.getByLabel('URL', { exact: true }).fill('  http://127.0.0.1:9  ');
    await page.getByLabel('API key').fill(' k ');
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/settings/${request}`));
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByText(`${requestName} settings saved`);
    await toast.waitFor();
    // The sandbox trims too, so the request itself is what shows the form trimmed.
    t.same((await posted).postDataJSON(), { url: 'http://127.0.0.1:9', api_key: 'k' }, 'the request carries the trimmed values');
    t.same(await serviceSays(`/settings/${request}`), { url: 'http://127.0.0.1:9', api_key: 'k' });
    t.equal(await page.getByLabel('URL', { exact: true }).inputValue(), 'http://127.0.0.1:9', 'the field shows the saved value');
    await toast.waitFor({ state: 'detached', timeout: TOAST_GONE_MS });
    t.pass('the toast closed by itself (its animations played 10x faster)');
    await page.close();
  });

  t.test('Test shows the service\'s answer for the typed values', async (t) => {
    const stored = await serviceSays(`/settings/${other}`);
    const page = await openForm(other);
    await page.getByLabel('URL', { exact: true }).fill('http://127.0.0.1:5055');
    await page.getByLabel('API key').fill('abc');
    const answer = page.waitForResponse((r) => r.url().endsWith(`/api/settings/test/${other}`));
    await page.getByRole('button', { name: 'Test' }).click();
    const body = (await (await answer).json()) as { code: number; message: string };
    t.same((await answer).request().postDataJSON(), { url: 'http://127.0.0.1:5055', api_key: 'abc' });
    await page.getByRole('status').filter({ hasText: body.message }).waitFor();
    t.pass(`shown: ${body.message}`);
    t.same(await serviceSays(`/settings/${other}`), stored, 'testing saves nothing');

    // The sandbox answers a test against its demo host with a version (code 1, the service's success).
    await page.getByLabel('URL', { exact: true }).fill(`http://${other}.demo:5055`);
    const success = page.waitForResponse((r) => r.url().endsWith(`/api/settings/test/${other}`));
    await page.getByRole('button', { name: 'Test' }).click();
    const version = (await (await success).json()) as { code: number; message: string };
    t.equal(version.code, 1, 'the demo host answers');
    const connected = page.getByRole('status').filter({ hasText: `version ${version.message}` });
    await connected.waitFor();
    // The outcome speaks of the values tested: an edit of the URL takes it away.
    await page.getByLabel('URL', { exact: true }).fill(`http://${other}.elsewhere:5055`);
    await connected.waitFor({ state: 'detached' });
    t.pass('the outcome went with the edit of the URL');
    await page.close();
  });

  t.test('Remove asks first, then clears the service\'s settings', async (t) => {
    const page = await openForm('tautulli');
    await page.getByLabel('URL', { exact: true }).fill('http://127.0.0.1:8181');
    await page.getByLabel('API key').fill('secret');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Tautulli settings saved').waitFor();
    const writes = watchWrites(page);
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Remove the Tautulli settings?').waitFor();
    t.same(writes.length, 0, 'nothing removed before confirming');
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    await page.getByText('Tautulli settings removed').waitFor();
    t.same(await serviceSays('/settings/tautulli'), { url: null, api_key: null });
    t.equal(await page.getByLabel('URL', { exact: true }).inputValue(), '');
    // The Remove button is disabled now: the focus goes to the emptied form, not the top of the page.
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT', undefined, { timeout: 5000 }).catch(() => undefined);
    t.ok(await page.getByLabel('URL', { exact: true }).evaluate((field) => field === document.activeElement), 'the focus is on the URL field');
    await page.close();
  });

  t.test('a service 400 puts its message on the field it names', async (t) => {
    const page = await openForm(request);
    const recorded = recording<ValidationFailedBody>('scenarios/POST_settings_overseerr_missing_api_key.json');
    await page.route(`**/api/settings/${request}`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(recorded.body) })
        : route.continue(),
    );
    await page.getByLabel('URL', { exact: true }).fill('http://127.0.0.1:5055');
    await page.getByLabel('API key').fill('typed key');
    await page.getByRole('button', { name: 'Save' }).click();
    const message = recorded.body.errors[0].message as string;
    await page.locator(`#${request}-api-key-error`).getByText(message).waitFor();
    t.equal(await page.getByLabel('API key').inputValue(), 'typed key', 'the typed key is kept');
    await page.close();
  });

  t.test('an unreachable service keeps the typed values and says why', async (t) => {
    const page = await openForm(request, VIEWPORTS.phone);
    await page.route(`**/api/settings/${request}`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 502,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 502, error: 'Bad Gateway', code: 'GW_ERR_UPSTREAM_UNREACHABLE', message: 'Maintainerr is unreachable' }),
          })
        : route.continue(),
    );
    await page.getByLabel('URL', { exact: true }).fill('https://requests.example.com');
    await page.getByLabel('API key').fill('kept');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(new RegExp(`Saving the ${requestName} settings failed: the service could not be reached`)).waitFor();
    t.equal(await page.getByLabel('URL', { exact: true }).inputValue(), 'https://requests.example.com');
    t.equal(await page.getByLabel('API key').inputValue(), 'kept');
    await page.close();
  });
});
