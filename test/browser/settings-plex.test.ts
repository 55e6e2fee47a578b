// /settings/plex in Chromium against the sandbox, on both generations: clearing the token (after a
// confirmation) makes setup incomplete and shows the first-run intro, pasting a token unlocks it,
// the server fields save (v2.21 derives SSL from an https:// hostname; v3.24 takes plex_ssl as
// sent) and Test connection shows its answer. Find my servers asks plex.tv through the service:
// the v2.21 demo lists a server, v3.24's answers as offline, as recorded. A fresh v3.24 install
// chooses Plex as its media server before the first token, as the official first run does.
import t from 'tap';
import { PLEX_HOST_PORT_MESSAGE, type MainSettings } from '../../wire/v2/settings.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { freshInstallGateway } from '../helpers/fresh-install.ts';
import { startGateway } from '../helpers/gateway.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());
const INTRO = 'Start here: connect your Plex server.';

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  const get = async (path: string) => (await fetch(`${gateway.url}/api${path}`)).text();

  t.test('clearing the token asks first, then the first-run intro explains the step; a pasted token unlocks it', async (t) => {
    const { page } = await openPage(browser, VIEWPORTS.phone);
    await page.goto(`${gateway.url}/settings/plex`);
    await page.getByText('A Plex token is saved.').waitFor();
    t.equal(await page.getByText(INTRO).count(), 0, 'no intro while setup is complete');

    await page.getByRole('button', { name: 'Clear token' }).click();
    await page.getByText('Clear the saved Plex token?').waitFor();
    t.equal(await get('/settings/test/setup'), 'true', 'nothing cleared before confirming');
    await page.getByRole('button', { name: 'Yes, clear it' }).click();
    await page.getByText('No Plex token yet.').waitFor();
    await page.getByText(INTRO).waitFor();
    t.equal(await get('/settings/test/setup'), 'false', 'the service has no token any more');
    // Plex is chosen already: choosing another server now would clear every collection, so the
    // intro does not offer it (a fresh 3.24 install's does, below).
    t.equal(await page.getByText('Using Jellyfin or Emby?').count(), 0, 'the intro says nothing of Jellyfin or Emby once Plex is chosen');
    // The focus goes where the user starts again: the field for a new token, not the page's heading.
    await page.waitForFunction(() => document.activeElement?.id === 'plex-token', undefined, { timeout: 5_000 }).catch(() => undefined);
    t.equal(await page.evaluate(() => document.activeElement?.id), 'plex-token', 'cleared: the focus is in "Paste a Plex token"');

    const writes: string[] = [];
    page.on('request', (r) => r.method() !== 'GET' && writes.push(r.url()));
    await page.getByRole('button', { name: 'Save token' }).click();
    await page.getByText('Enter a Plex token').waitFor();
    t.same(writes, [], 'an empty token is not sent');

    t.ok(await page.getByRole('button', { name: 'Sign in with Plex' }).isVisible(), 'the plex.tv sign-in is offered');
    await page.getByLabel('Paste a Plex token').fill('  pasted-token  ');
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/settings/plex/token'));
    await page.getByRole('button', { name: 'Save token' }).click();
    // The sandbox trims too, so the request itself is what shows the form trimmed.
    t.same((await posted).postDataJSON(), { plex_auth_token: 'pasted-token' }, 'the request carries the trimmed token');
    await page.getByText('Plex token saved').waitFor();
    await page.getByText('A Plex token is saved.').waitFor();
    await page.getByText(INTRO).waitFor({ state: 'detached' });
    const after = JSON.parse(await get('/settings')) as MainSettings;
    // v3.24 only ever shows the first and last three characters of a token.
    t.equal(after.plex_auth_token, api === '2.21' ? 'pasted-token' : 'pas...ken', 'the trimmed token reached the service');
    t.equal(await get('/settings/test/setup'), 'true');
    await page.close();
  });

  t.test('the server fields save with SSL as the service derives it, and Test connection answers', async (t) => {
    const { page } = await openPage(browser);
    await page.goto(`${gateway.url}/settings/plex`);
    await page.getByLabel('Server name').waitFor();
    const writes: string[] = [];
    page.on('request', (r) => r.method() !== 'GET' && writes.push(r.url()));
    await page.getByLabel('Port').fill('70000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Port must be a whole number from 1 to 65535').waitFor();
    t.same(writes, [], 'a bad port is not sent');
    // The service would keep it and add its own port after it: plex.lan:32400:32400.
    await page.getByLabel('Port').fill('32400');
    await page.getByLabel('Hostname or IP').fill('http://plex.lan:32400');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(PLEX_HOST_PORT_MESSAGE).waitFor();
    t.same(writes, [], 'a hostname with a port is not sent');

    await page.getByLabel('Hostname or IP').fill('Plex.Example.com');
    await page.getByLabel('Port').fill('32443');
    await page.getByLabel('Use SSL (https)').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Plex settings saved').waitFor();
    const saved = JSON.parse(await get('/settings')) as MainSettings;
    // v2.21 lower-cases the submitted hostname; v3.24 stores it as sent.
    const stored = api === '2.21' ? 'plex.example.com' : 'Plex.Example.com';
    t.same({ host: saved.plex_hostname, port: saved.plex_port, ssl: saved.plex_ssl }, { host: stored, port: 32443, ssl: 1 });
    await page.reload();
    await page.getByLabel('Server name').waitFor();
    await page.getByText('A Plex token is saved.').waitFor();
    t.equal(await page.getByLabel('Hostname or IP').inputValue(), stored, 'after a reload the form shows what the service stored');
    t.ok(await page.getByLabel('Use SSL (https)').isChecked(), 'the box stays on after reload');

    const answer = JSON.parse(await get('/settings/test/plex')) as { code: number; message: string };
    await page.getByRole('button', { name: 'Test connection' }).click();
    const outcome = page.getByRole('status').filter({ hasText: answer.message });
    await outcome.waitFor();
    t.pass(`Test connection shows: ${answer.message}`);
    // It spoke of the saved server: edited, the form no longer is that server.
    await page.getByLabel('Hostname or IP').fill('elsewhere.lan');
    await outcome.waitFor({ state: 'detached' });
    t.pass('an edit clears the outcome');
    await page.close();
  });

  if (api === '3.24') t.test('Find my servers says when plex.tv lists no server (offline, as recorded), until the token is cleared', async (t) => {
    const { page } = await openPage(browser);
    await page.goto(`${gateway.url}/settings/plex`);
    await page.getByText('A Plex token is saved.').waitFor();
    await page.getByRole('button', { name: 'Find my servers' }).click();
    await page.getByText(/^No server found/).waitFor();
    t.equal(await page.getByLabel('Servers found').count(), 0);
    // The answer was about the saved token: once it is cleared, the line goes with it.
    await page.getByRole('button', { name: 'Clear token' }).click();
    await page.getByRole('button', { name: 'Yes, clear it' }).click();
    await page.getByText('No Plex token yet.').waitFor();
    t.equal(await page.getByText(/^No server found/).count(), 0, 'cleared token: "No server found" is gone');
    await page.close();
  });

  if (api === '2.21') t.test('Find my servers fills the fields from a found connection, and Save sends them', async (t) => {
    const { page } = await openPage(browser);
    await page.goto(`${gateway.url}/settings/plex`);
    await page.getByText('A Plex token is saved.').waitFor();
    const before = await get('/settings');
    await page.getByRole('button', { name: 'Find my servers' }).click();
    const picker = page.getByLabel('Servers found');
    await picker.waitFor();
    const labels = await picker.locator('option:not([disabled])').allInnerTexts();
    t.equal(labels.length, 2, 'one choice per connection of the demo server');
    t.match(labels[0], /\(plex\.demo:32400\) local$/, 'the local connection first');
    t.match(labels[1], /plex\.direct:32443\) remote, secure$/);

    await picker.selectOption({ label: labels[1]! });
    t.match(await page.getByLabel('Hostname or IP').inputValue(), /plex\.direct$/, 'the hostname is filled in');
    t.equal(await page.getByLabel('Port').inputValue(), '32443');
    t.equal(await page.getByLabel('Use SSL (https)').isChecked(), true);
    t.equal(await get('/settings'), before, 'nothing is saved before Save');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Plex settings saved').waitFor();
    const saved = JSON.parse(await get('/settings')) as MainSettings;
    t.match(saved.plex_hostname, /plex\.direct$/);
    t.equal(saved.plex_port, 32443);
    t.equal(saved.plex_ssl, 1, 'the service derived SSL from the https:// hostname');
    await page.close();
  });

  if (api === '3.24') t.test('a service that runs Jellyfin is told apart, and the switch back to Plex says what it clears', async (t) => {
    // GET /settings as the recorded answer, with the service on Jellyfin.
    const recorded = JSON.parse(await get('/settings')) as Record<string, unknown>;
    const control = gateway.app.sandbox!.control;
    t.teardown(control.respond('GET', '/api/settings', () => ({ json: { ...recorded, media_server_type: 'jellyfin' } })));
    // The demo's preview speaks of its Plex; this service runs Jellyfin.
    const preview = (await (await fetch(`${gateway.url}/api/settings/media-server/switch/preview/plex`)).json()) as Record<string, unknown>;
    t.teardown(control.respond('GET', '/api/settings/media-server/switch/preview/plex', () => ({ json: { ...preview, currentServerType: 'jellyfin' } })));
    const { page } = await openPage(browser);
    await page.goto(`${gateway.url}/settings/plex`);
    const notice = page.getByRole('region', { name: 'Media server' });
    await notice.getByText(/A switch to Plex clears/).waitFor();
    t.match(
      await notice.innerText(),
      /This Maintainerr runs with Jellyfin\.[\s\S]*A switch to Plex clears \d+ collections? with \d+ media items?/,
      'it names the server in use and counts what a switch would clear',
    );
    t.ok(await notice.getByRole('button', { name: 'Switch to Plex' }).isEnabled(), 'the switch is offered');
    t.equal(await page.getByText(INTRO).count(), 0, 'no "connect your Plex server" intro');
    await page.close();
  });

  t.test('without a token, Find my servers says what to do first', async (t) => {
    await fetch(`${gateway.url}/api/settings/plex/auth`, { method: 'DELETE' });
    const { page } = await openPage(browser, VIEWPORTS.phone);
    await page.goto(`${gateway.url}/settings/plex`);
    await page.getByText('No Plex token yet.').waitFor();
    t.equal(await page.getByRole('button', { name: 'Find my servers' }).isDisabled(), true);
    await page.getByText('Sign in with Plex or paste a token below first.').waitFor();

    // Save: v3.24 refuses the server without a token (recorded), so it is said here and nothing is
    // sent; v2.21 saves it.
    const writes: string[] = [];
    page.on('request', (r) => r.method() !== 'GET' && writes.push(`${r.method()} ${new URL(r.url()).pathname}`));
    await page.getByLabel('Hostname or IP').fill('10.0.0.9');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    if (api === '3.24') {
      await page.getByRole('alert').filter({ hasText: 'this Maintainerr saves the server only once it has a token' }).waitFor();
      t.same(writes, [], 'nothing is sent');
    } else {
      await page.getByText('Plex settings saved').waitFor();
      t.same(writes, ['POST /api/settings'], 'v2.21 saves the server without a token');
    }
    await page.close();
  });
});

// v3.24 only: v2.21 runs Plex and nothing else, so its first run has no media server to choose.
t.test('Maintainerr 3.24, a fresh install: the app opens the Plex page, chooses Plex before the token, and setup completes', async (t) => {
  const gateway = await freshInstallGateway(t);
  const get = async (path: string) => (await fetch(`${gateway.url}/api${path}`)).text();
  const { page } = await openPage(browser);
  const writes: { method: string; path: string; body: unknown }[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET') writes.push({ method: r.method(), path: new URL(r.url()).pathname, body: r.postDataJSON() });
  });
  await page.goto(`${gateway.url}/overview`);
  await page.waitForURL('**/settings/plex');
  await page.getByText(INTRO).waitFor();
  await page.getByText('No Plex token yet.').waitFor();
  // No server chosen yet: v3.x runs Jellyfin or Emby too, each set up on its own tab.
  t.ok(await page.getByText(/^Using Jellyfin or Emby\? Set it up on its own tab instead/).isVisible(), 'the intro says where Jellyfin and Emby are set up');
  t.ok(await page.getByRole('note', { name: 'First step' }).getByRole('link', { name: 'Jellyfin' }).isVisible(), 'with a link to the Jellyfin tab');

  await page.getByLabel('Paste a Plex token').fill('first-token');
  await page.getByRole('button', { name: 'Save token' }).click();
  await page.getByText('Plex token saved').waitFor();
  t.same(
    writes,
    [
      { method: 'POST', path: '/api/settings/media-server/switch', body: { targetServerType: 'plex' } },
      { method: 'POST', path: '/api/settings/plex/token', body: { plex_auth_token: 'first-token' } },
    ],
    'Plex is chosen as the media server, then the token stored, as the official first run does',
  );
  t.equal((JSON.parse(await get('/settings')) as { media_server_type: unknown }).media_server_type, 'plex');

  await page.getByLabel('Server name').fill('Home Plex');
  await page.getByLabel('Hostname or IP').fill('plex.demo');
  await page.getByLabel('Port').fill('32400');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Plex settings saved').waitFor();
  await page.getByText(INTRO).waitFor({ state: 'detached' });
  t.equal(await get('/settings/test/setup'), 'true', 'setup is complete');

  writes.length = 0;
  await page.getByLabel('Paste a Plex token').fill('second-token');
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/settings/plex/token'));
  await page.getByRole('button', { name: 'Save token' }).click();
  await stored;
  t.same(writes.map((write) => write.path), ['/api/settings/plex/token'], 'with Plex chosen, a new token is only stored: never another switch');
  await page.close();
});

t.test('Maintainerr 3.24, a fresh install whose switch preview fails: the token is stored alone, never a switch in the dark', async (t) => {
  const gateway = await freshInstallGateway(t);
  // Failing every time: the Plex tab reads the preview too, to show what a switch would clear.
  t.teardown(gateway.app.sandbox!.control.respond('GET', '/api/settings/media-server/switch/preview/plex', () => ({ status: 500, json: { statusCode: 500, message: 'Internal server error' } })));
  const { page } = await openPage(browser);
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET') writes.push(new URL(r.url()).pathname);
  });
  await page.goto(`${gateway.url}/settings/plex`);
  await page.getByText('No Plex token yet.').waitFor();
  await page.getByLabel('Paste a Plex token').fill('first-token');
  await page.getByRole('button', { name: 'Save token' }).click();
  await page.getByText('Plex token saved').waitFor();
  t.same(writes, ['/api/settings/plex/token'], 'no switch without knowing what it would clear');
  await page.close();
});
