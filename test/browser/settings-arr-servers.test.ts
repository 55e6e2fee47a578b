// Radarr / Sonarr servers in Chromium against the sandbox: add, edit and delete reach
// the service; a broken rule sends nothing; Test reports the service's answer; a refused or failed
// write keeps what was typed and says why; Sonarr works the same on a phone.
import t from 'tap';
import type { Page, Request } from 'playwright-core';
import type { ArrServer } from '../../wire/v2/arr.ts';
import { afterNextPaint, holdRequests, launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());

  /** Every non-GET request the page sends to the API, from now on. */
  function watchWrites(page: Page): Request[] {
    const writes: Request[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.includes('/api/')) writes.push(request);
    });
    return writes;
  }

  /** What the service stores for one kind, read through the gateway. */
  async function storedServers(kind: 'radarr' | 'sonarr'): Promise<ArrServer[]> {
    return (await (await fetch(`${gateway.url}/api/settings/${kind}`)).json()) as ArrServer[];
  }

  /** Stores a server straight through the gateway, as another client would. */
  async function seedServer(kind: 'radarr' | 'sonarr', serverName: string): Promise<ArrServer> {
    const response = await fetch(`${gateway.url}/api/settings/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ serverName, url: `http://${kind}.demo:7878`, apiKey: 'seeded' }),
    });
    return ((await response.json()) as { data: ArrServer }).data;
  }

  async function openTab(kind: 'radarr' | 'sonarr', viewport: { width: number; height: number } = VIEWPORTS.desktop) {
    const { page } = await openPage(browser, viewport);
    await page.goto(`${gateway.url}/settings/${kind}`);
    await page.getByRole('heading', { name: kind === 'radarr' ? 'Radarr' : 'Sonarr', exact: true }).waitFor();
    return page;
  }

  async function fillServer(page: Page, values: { serverName?: string; url?: string; apiKey?: string }) {
    if (values.serverName !== undefined) await page.getByLabel('Server name').fill(values.serverName);
    if (values.url !== undefined) await page.getByLabel('URL', { exact: true }).fill(values.url);
    if (values.apiKey !== undefined) await page.getByLabel('API key').fill(values.apiKey);
  }

  t.test('a fresh sandbox says there is no Radarr server', async (t) => {
    t.same(await storedServers('radarr'), [], 'the service has none');
    const page = await openTab('radarr');
    await page.getByText('No Radarr server is set up.').waitFor();
    t.equal(await page.getByText('cannot be edited in this front end').count(), 0, 'no read-only note any more');
    await page.close();
  });

  t.test('adding a server sends it trimmed, lists it and the service has it', async (t) => {
    const page = await openTab('radarr');
    await page.getByRole('button', { name: 'Add a Radarr server' }).click();
    await fillServer(page, { serverName: '  Movies 4K ', url: '  http://radarr.demo:7878  ', apiKey: ' secret ' });
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/settings/radarr'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    t.same((await posted).postDataJSON(), { serverName: 'Movies 4K', url: 'http://radarr.demo:7878', apiKey: 'secret' });
    await page.getByText('Radarr server Movies 4K added').waitFor();
    const item = page.getByRole('listitem', { name: 'Movies 4K' });
    await item.waitFor();
    t.equal(await item.getByRole('link').getAttribute('href'), 'http://radarr.demo:7878', 'the url is a link');
    t.equal(await page.getByLabel('Server name').count(), 0, 'the form closed');
    t.match(await storedServers('radarr'), [{ serverName: 'Movies 4K', url: 'http://radarr.demo:7878', apiKey: 'secret' }]);
    await page.close();
  });

  t.test('each broken rule shows its message beside the field and nothing is sent', async (t) => {
    const page = await openTab('radarr');
    await page.getByRole('button', { name: 'Add a Radarr server' }).click();
    const writes = watchWrites(page);
    const good = { serverName: 'Bad values', url: 'http://radarr.demo:7878', apiKey: 'k' };
    const cases: [Partial<typeof good>, string, string[]][] = [
      [{ url: 'http://radarr.demo:7878/' }, '#radarr-new-url-error', ["Must not end with a '/'"]],
      [{ url: 'ftp://radarr.demo' }, '#radarr-new-url-error', ['Must start with http:// or https://']],
      [{ url: '   ' }, '#radarr-new-url-error', ['Must start with http:// or https://']],
      [{ serverName: '  ' }, '#radarr-new-name-error', ['Enter a server name']],
      [{ apiKey: '' }, '#radarr-new-api-key-error', ['Enter the API key']],
    ];
    for (const [change, errorList, messages] of cases) {
      await fillServer(page, { ...good, ...change });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      for (const message of messages) await page.locator(errorList).getByText(message, { exact: true }).waitFor();
      t.same(await page.locator(`${errorList} li`).allTextContents(), messages, `${JSON.stringify(change)}: its message only`);
      const field = Object.keys(change)[0] as keyof typeof good;
      const label = { serverName: 'Server name', url: 'URL', apiKey: 'API key' }[field];
      t.equal(await page.getByLabel(label, { exact: true }).inputValue(), change[field], 'what was typed is kept');
    }
    await fillServer(page, { ...good, url: 'ftp://radarr.demo' });
    await page.getByRole('button', { name: 'Test' }).click();
    await page.locator('#radarr-new-url-error').getByText('Must start with http:// or https://').waitFor();
    t.same(writes.map((r) => `${r.method()} ${r.url()}`), [], 'no request left the page');
    await page.close();
  });

  t.test('Test succeeds against the demo host and shows another host\'s failure', async (t) => {
    const before = await storedServers('radarr');
    const page = await openTab('radarr');
    await page.getByRole('button', { name: 'Add a Radarr server' }).click();
    await fillServer(page, { serverName: ' Movies 4K ', url: 'http://radarr.demo:7878', apiKey: 'key' });
    const success = page.waitForResponse((r) => r.url().endsWith('/api/settings/test/radarr'));
    await page.getByRole('button', { name: 'Test' }).click();
    const answer = await success;
    const connection = { url: 'http://radarr.demo:7878', apiKey: 'key' };
    if (api === '3.24') t.same(answer.request().postDataJSON(), { serverName: 'Movies 4K', ...connection }, 'the name, url and key, as v3.24\'s own UI sends them');
    else t.same(answer.request().postDataJSON(), connection, 'url and key, no name, as v2.21\'s UI sends them');
    const version = ((await answer.json()) as { code: number; message: string }).message;
    const connected = page.getByRole('status').filter({ hasText: `Connected to Radarr, version ${version}` });
    await connected.waitFor();
    t.pass(`connected, version ${version}`);
    // The outcome speaks of the values tested: an edit of the key takes it away, one of the name does not.
    await fillServer(page, { serverName: 'Movies UHD' });
    t.equal(await connected.count(), 1, 'a new name keeps the outcome');
    await fillServer(page, { apiKey: 'another key' });
    await connected.waitFor({ state: 'detached' });
    t.pass('an edit of the key takes the outcome away');

    await fillServer(page, { url: 'http://127.0.0.1:7878' });
    const failure = page.waitForResponse((r) => r.url().endsWith('/api/settings/test/radarr'));
    await page.getByRole('button', { name: 'Test' }).click();
    const said = ((await (await failure).json()) as { code: number; message: string }).message;
    await page.getByRole('status').filter({ hasText: `Could not connect to Radarr: ${said}` }).waitFor();
    // The service says only "Failure": the outcome says what to check.
    await page.getByRole('status').filter({ hasText: "Check that Radarr answers at this URL (its port and any base path) and that the API key is the one in Radarr's Settings > General." }).waitFor();
    t.equal(await page.getByText(/Connected to Radarr/).count(), 0, 'the success is gone');
    t.same(await storedServers('radarr'), before, 'testing saves nothing');

    // An answer that arrives after the URL was edited speaks of the old URL: it is not shown.
    const held = await holdRequests(page, (path) => path === '/api/settings/test/radarr');
    await page.getByRole('button', { name: 'Test' }).click();
    await held.reached;
    await fillServer(page, { url: 'http://127.0.0.1:7879' });
    const late = page.waitForResponse((r) => r.url().endsWith('/api/settings/test/radarr'));
    held.release();
    await (await late).finished();
    await afterNextPaint(page);
    t.equal(await page.getByText(/Connected to Radarr|Could not connect to Radarr/).count(), 0, 'an answer for values edited since is not shown');
    await page.close();
  });

  t.test('Edit renames a server with a PUT to its id', async (t) => {
    const seeded = await seedServer('radarr', 'Old name');
    const page = await openTab('radarr');
    await page.getByRole('button', { name: 'Edit Old name' }).click();
    t.equal(await page.getByLabel('URL', { exact: true }).inputValue(), seeded.url, 'the stored url is filled in');
    t.equal(await page.getByLabel('API key').inputValue(), 'seeded', 'so is the key');
    await page.getByLabel('Server name').fill('New name');
    const put = page.waitForRequest((r) => r.method() === 'PUT');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    t.equal(new URL((await put).url()).pathname, `/api/settings/radarr/${seeded.id}`);
    await page.getByText('Radarr server New name saved').waitFor();
    await page.getByRole('listitem', { name: 'New name' }).waitFor();
    t.equal(await page.getByRole('listitem', { name: 'Old name' }).count(), 0, 'the old name is gone from the list');
    const stored = (await storedServers('radarr')).find((server) => server.id === seeded.id);
    t.same(stored, { ...seeded, serverName: 'New name' }, 'the service has the new name');
    await page.close();
  });

  t.test('Cancel and Escape close the editor without sending anything', async (t) => {
    const page = await openTab('radarr');
    const writes = watchWrites(page);
    await page.getByRole('button', { name: 'Add a Radarr server' }).click();
    await fillServer(page, { serverName: 'Never saved' });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Add a Radarr server' }).waitFor();
    t.equal(await page.getByLabel('Server name').count(), 0, 'Cancel closed it');
    await page.getByRole('button', { name: 'Add a Radarr server' }).click();
    await page.getByLabel('Server name').press('Escape');
    await page.getByRole('button', { name: 'Add a Radarr server' }).waitFor();
    t.equal(await page.getByLabel('Server name').count(), 0, 'Escape closed it');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Add a Radarr server');
    t.pass('focus is back on Add');
    t.same(writes.length, 0, 'nothing was sent');
    await page.close();
  });

  t.test('a refused or failed save keeps what was typed and says why', async (t) => {
    const page = await openTab('radarr');
    let answer = { status: 201, body: { status: 'NOK', code: 0, message: 'Failure' } as object };
    await page.route('**/api/settings/radarr', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Add a Radarr server' }).click();
    await fillServer(page, { serverName: 'Kept', url: 'http://radarr.demo:7878', apiKey: 'kept key' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Adding the Radarr server failed: the service said "Failure".').waitFor();
    t.equal(await page.getByLabel('Server name').inputValue(), 'Kept', 'a NOK answer keeps the form open and filled');

    answer = {
      status: 502,
      body: { statusCode: 502, error: 'Bad Gateway', code: 'GW_ERR_UPSTREAM_UNREACHABLE', message: 'Maintainerr is unreachable' },
    };
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/Adding the Radarr server failed: the service could not be reached/).waitFor();
    t.equal(await page.getByLabel('API key').inputValue(), 'kept key', 'an HTTP failure keeps it too');
    t.equal(await page.getByRole('listitem', { name: 'Kept' }).count(), 0, 'nothing was added to the list');
    await page.close();
  });

  t.test('Delete asks first, then deletes the server', async (t) => {
    const seeded = await seedServer('radarr', 'To delete');
    const page = await openTab('radarr');
    const writes = watchWrites(page);
    const item = page.getByRole('listitem', { name: 'To delete' });
    await item.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Delete To delete?').waitFor();
    t.same(writes.length, 0, 'nothing deleted before confirming');
    t.ok((await storedServers('radarr')).some((server) => server.id === seeded.id), 'the service still has it');
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText('Radarr server To delete deleted').waitFor();
    await item.waitFor({ state: 'detached' });
    t.same(writes.map((r) => `${r.method()} ${new URL(r.url()).pathname}`), [`DELETE /api/settings/radarr/${seeded.id}`]);
    t.notOk((await storedServers('radarr')).some((server) => server.id === seeded.id), 'the service no longer has it');
    await page.close();
  });

  t.test('a delete refused because collections use the server names them', async (t) => {
    const seeded = await seedServer('radarr', 'In use');
    const page = await openTab('radarr');
    // The service's refusal (the server is in use by collections, named in the answer) is played
    // here with titles of its own, so the words are checked whatever the demo's collections are.
    await page.route(`**/api/settings/radarr/${seeded.id}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({
              status: 'NOK',
              code: 0,
              message: 'Cannot delete setting with associated collections',
              data: { collectionsInUse: [{ id: 4, title: 'Leaving soon' }, { id: 9, title: 'Old 4K films' }] },
            }),
          })
        : route.continue(),
    );
    const item = page.getByRole('listitem', { name: 'In use' });
    await item.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    const alert = item.getByRole('alert');
    await alert.waitFor();
    t.same(await alert.getByRole('listitem').allTextContents(), ['Leaving soon', 'Old 4K films']);
    t.match(await alert.textContent(), /In use was not deleted/);
    t.ok((await storedServers('radarr')).some((server) => server.id === seeded.id), 'still stored');
    t.equal(await item.count(), 1, 'still listed');
    await page.close();
  });

  t.test('Sonarr on a phone: add a server, then delete it', async (t) => {
    t.same(await storedServers('sonarr'), [], 'a fresh sandbox has no Sonarr server');
    const page = await openTab('sonarr', VIEWPORTS.phone);
    await page.getByText('No Sonarr server is set up.').waitFor();
    await page.getByRole('button', { name: 'Add a Sonarr server' }).click();
    await fillServer(page, { serverName: 'Shows', url: 'http://sonarr.demo:8989', apiKey: 'tv' });
    await page.getByRole('button', { name: 'Test' }).click();
    const outcome = page.getByRole('status').filter({ hasText: /^Connected to Sonarr, version / });
    await outcome.waitFor();
    // Below the form's buttons it would be under the phone's edge: the page scrolls to it.
    await page.waitForFunction(() => {
      const line = [...document.querySelectorAll('[role="status"]')].find((element) => element.textContent?.startsWith('Connected to Sonarr'));
      return line !== undefined && line.getBoundingClientRect().bottom <= window.innerHeight;
    }, undefined, { timeout: 5000 }).catch(() => undefined);
    const box = await outcome.boundingBox();
    t.ok(box && box.y + box.height <= VIEWPORTS.phone.height, `the outcome is on the screen (bottom at ${box && Math.round(box.y + box.height)} px)`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const item = page.getByRole('listitem', { name: 'Shows' });
    await item.waitFor();
    t.match(await storedServers('sonarr'), [{ serverName: 'Shows', url: 'http://sonarr.demo:8989', apiKey: 'tv' }]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    t.ok(width <= VIEWPORTS.phone.width, `nothing overflows the 390 px screen (${width} px)`);
    await item.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText('No Sonarr server is set up.').waitFor();
    t.same(await storedServers('sonarr'), [], 'the service has none again');
    await page.close();
  });
});
