// Settings > Jellyfin and Settings > Emby in Chromium: v3.x runs one media server of three, and these
// tabs set up the two connected by URL and API key. (On v2.21, which runs Plex only, neither tab is
// offered: settings-v3-only-tabs.test.ts.) On 3.24: a bad URL or a missing key is said at its field
// and nothing is sent; Test sends the form's values; on the demo, which runs Plex, Save is refused
// until a switch, whose question counts what it clears; on a fresh install Save tests the server,
// chooses it, then stores it, as the official first run does; the setup check sends an unfinished
// Jellyfin install to the Jellyfin tab.
import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, settledValue, VIEWPORTS } from '../helpers/browser.ts';
import { freshInstallGateway } from '../helpers/fresh-install.ts';
import { startGateway } from '../helpers/gateway.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

/** Every settings write the page sends: method, path and body. */
function recordWrites(page: Page) {
  const writes: { method: string; path: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/settings')) writes.push({ method: request.method(), path: new URL(request.url()).pathname, body: request.postDataJSON() });
  });
  return writes;
}

/** A gateway before the 3.24 demo whose settings read names `mediaServer` as the server it runs, closed with the test. */
async function gatewayWhoseSettingsSay(t: Test, mediaServer: string | null) {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const control = gateway.app.sandbox!.control;
  const settings = (await (await fetch(`${gateway.url}/api/settings`)).json()) as Record<string, unknown>;
  t.teardown(control.respond('GET', '/api/settings', () => ({ json: { ...settings, media_server_type: mediaServer } })));
  return { gateway, control };
}

const NOTHING_TO_CLEAR = { collections: 0, collectionMedia: 0, exclusions: 0, collectionLogs: 0 };

/**
 * A gateway before the 3.24 demo whose service takes a switch from `from` to `to` (the demo declines
 * one away from Plex), closed with the test. Its settings read names the server that runs, with
 * `extra` laid over it; `switched()` says whether the switch has come.
 */
async function gatewayThatSwitches(t: Test, from: string, to: string, extra: Record<string, unknown> = {}) {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const control = gateway.app.sandbox!.control;
  const settings = (await (await fetch(`${gateway.url}/api/settings`)).json()) as Record<string, unknown>;
  let switched = false;
  t.teardown(
    control.respond('POST', '/api/settings/media-server/switch', () => {
      switched = true;
      return { status: 201, json: { status: 'OK', code: 1, message: `Successfully switched from ${from} to ${to}`, clearedData: NOTHING_TO_CLEAR } };
    }),
  );
  t.teardown(control.respond('GET', '/api/settings', () => ({ json: { ...settings, ...extra, media_server_type: switched ? to : from } })));
  return { gateway, control, switched: () => switched };
}

/** Opens a media server's tab, switches to that server there (after the question), and waits until the offer has gone. */
async function switchOnItsTab(page: Page, url: string, name: string) {
  await page.goto(url);
  const choice = page.getByRole('region', { name: 'Media server' });
  await choice.getByRole('button', { name: `Switch to ${name}` }).click();
  await page.getByRole('button', { name: `Yes, switch to ${name}` }).click();
  await page.getByText(`Maintainerr now runs with ${name}`).waitFor();
  await choice.waitFor({ state: 'detached' });
}

t.test('Maintainerr 3.24 running Plex (the demo)', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());

  t.test('the tabs are offered; bad values are said at their fields and nothing is sent', async (t) => {
    const { page } = await openPage(browser, VIEWPORTS.phone);
    const writes = recordWrites(page);
    await page.goto(`${gateway.url}/settings/emby`);
    const form = page.getByRole('form', { name: 'Emby server' });
    await form.waitFor();
    t.ok(await page.getByRole('combobox', { name: 'Settings section' }).getByRole('option', { name: 'Jellyfin' }).count(), 'the phone picker lists Jellyfin');
    await page.getByLabel('URL').fill('emby.lan:8096/');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Must start with http:// or https://').waitFor();
    t.ok(await page.getByText("Must not end with a '/'").isVisible(), 'both rules of the URL are said');
    t.ok(await page.getByText('API key is required').isVisible(), 'and the missing key');
    await form.getByRole('button', { name: 'Test', exact: true }).click();
    // Then good values: the one request that follows is the only one sent.
    await page.getByLabel('URL').fill('http://emby.demo');
    await page.getByLabel('API key').fill('k');
    const tested = page.waitForRequest((request) => request.url().endsWith('/api/settings/emby/test'));
    await form.getByRole('button', { name: 'Test', exact: true }).click();
    await tested;
    await page.getByText('Connected to Emby, version 4.8.10.0.').waitFor();
    t.same(writes, [{ method: 'POST', path: '/api/settings/emby/test', body: { emby_url: 'http://emby.demo', emby_api_key: 'k' } }], 'neither Save nor Test sent the bad values');
    await page.close();
  });

  t.test('Test sends the form; Save is refused while Plex runs; the switch counts what it clears, and the demo declines it', async (t) => {
    const { page } = await openPage(browser);
    const writes = recordWrites(page);
    await page.goto(`${gateway.url}/settings/jellyfin`);
    const choice = page.getByRole('region', { name: 'Media server' });
    await choice.getByText(/A switch to Jellyfin clears/).waitFor();
    t.match(await choice.innerText(), /This Maintainerr runs with Plex\.[\s\S]*A switch to Jellyfin clears \d+ collections with \d+ media items/, 'the server in use, and what a switch clears');

    await page.getByLabel('URL').fill('http://127.0.0.1:8096');
    await page.getByLabel('API key').fill('0123456789abcdef');
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await page.getByText('Could not connect to Jellyfin: Connection refused. Verify host, port, and that the service is running.').waitFor();
    await page.getByLabel('URL').fill('http://jellyfin.demo');
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await page.getByText('Connected to Jellyfin, version 10.10.7.').waitFor();
    t.same(
      writes.map(({ path, body }) => [path, body]),
      [
        ['/api/settings/jellyfin/test', { jellyfin_url: 'http://127.0.0.1:8096', jellyfin_api_key: '0123456789abcdef' }],
        ['/api/settings/jellyfin/test', { jellyfin_url: 'http://jellyfin.demo', jellyfin_api_key: '0123456789abcdef' }],
      ],
      'each test sent the values on screen',
    );

    writes.length = 0;
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'This Maintainerr runs with Plex: switch to Jellyfin above first. Nothing was saved.' }).waitFor();
    t.same(writes, [], 'Save sent nothing while Plex runs');

    await choice.getByRole('button', { name: 'Switch to Jellyfin' }).click();
    await page.getByText(/^Switch to Jellyfin and clear \d+ collections with \d+ media items, \d+ exclusions? and \d+ log entr(y|ies)\?$/).waitFor();
    t.same(writes, [], 'nothing is switched before the answer');
    await page.getByRole('button', { name: 'Yes, switch to Jellyfin' }).click();
    await page.getByText(/Switching to Jellyfin failed.*The demo runs Plex only/).waitFor();
    t.same(writes, [{ method: 'POST', path: '/api/settings/media-server/switch', body: { targetServerType: 'jellyfin', migrateRules: true } }], 'one switch, asking for the rules to be carried over');
    const settings = (await (await fetch(`${gateway.url}/api/settings`)).json()) as { media_server_type: string };
    t.equal(settings.media_server_type, 'plex', 'the demo still runs Plex');
    await page.close();
  });
});

t.test('Maintainerr 3.24 whose settings read says none is chosen while Plex runs: Save asks the service first and sends nothing', async (t) => {
  // A settings answer out of step with the service (read before a switch made elsewhere, say), and
  // the panel's preview not in yet: the save's own question to the service is what stops it.
  const { gateway, control } = await gatewayWhoseSettingsSay(t, null);
  const panelPreview = control.hold('GET', '/api/settings/media-server/switch/preview/jellyfin');
  t.teardown(panelPreview.release);
  const { page } = await openPage(browser);
  const writes = recordWrites(page);
  await page.goto(`${gateway.url}/settings/jellyfin`);
  await panelPreview.reached;
  await page.getByLabel('URL').fill('http://jellyfin.demo');
  await page.getByLabel('API key').fill('k');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Saving the Jellyfin settings failed: this Maintainerr runs with Plex: switch to Jellyfin first.').waitFor();
  t.same(writes, [], 'nothing was sent: a save would have made Jellyfin run over Plex’s collections');

  panelPreview.release();
  const choice = page.getByRole('region', { name: 'Media server' });
  await choice.getByText('This Maintainerr runs with Plex.').waitFor();
  t.equal(await page.getByText('Start here: connect your Jellyfin server.').count(), 0, 'the preview’s word wins: no first-run intro under it');
  await page.close();
});

t.test('Maintainerr 3.24 running Plex, switched to Jellyfin: every read follows, and Save then stores the connection', async (t) => {
  const { gateway, control, switched } = await gatewayThatSwitches(t, 'plex', 'jellyfin');
  t.teardown(
    control.respond('GET', /^\/api\/settings\/media-server\/switch\/preview\//, () =>
      switched() ? { json: { currentServerType: 'jellyfin', targetServerType: 'jellyfin', dataToBeCleared: NOTHING_TO_CLEAR } } : undefined,
    ),
  );
  t.teardown(control.respond('POST', '/api/settings/jellyfin', () => ({ status: 201, json: { status: 'OK', code: 1, message: 'Success' } })));
  const { page } = await openPage(browser);
  const writes = recordWrites(page);
  await switchOnItsTab(page, `${gateway.url}/settings/jellyfin`, 'Jellyfin');

  await page.getByLabel('URL').fill('http://jellyfin.lan:8096');
  await page.getByLabel('API key').fill('k');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Jellyfin settings saved').waitFor();
  t.same(
    writes.map((write) => write.path),
    ['/api/settings/media-server/switch', '/api/settings/jellyfin'],
    'the switch, then the save: the form knew the service now runs Jellyfin',
  );
  await page.close();
});

t.test('Maintainerr 3.24, a fresh install: Save tests Jellyfin, chooses it, then stores the connection; an unreachable one is not chosen', async (t) => {
  const gateway = await freshInstallGateway(t);
  const control = gateway.app.sandbox!.control;
  const { page } = await openPage(browser);
  const writes = recordWrites(page);
  await page.goto(`${gateway.url}/settings/jellyfin`);
  await page.getByText('Start here: connect your Jellyfin server.').waitFor();
  t.equal(await page.getByRole('region', { name: 'Media server' }).count(), 0, 'no switch is offered: none is chosen yet, and there is nothing to clear');

  await page.getByLabel('URL').fill('http://jellyfin.lan:8096');
  await page.getByLabel('API key').fill('abc123');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(/Saving the Jellyfin settings failed: the service said "Connection refused\./).waitFor();
  t.same(writes.map((write) => write.path), ['/api/settings/jellyfin/test'], 'a server that cannot be reached is not chosen');
  t.equal(((await (await fetch(`${gateway.url}/api/settings`)).json()) as { media_server_type: unknown }).media_server_type, null, 'the install still has none chosen');

  // The demo runs Plex only; here the service is a Jellyfin install's: the switch and the save succeed.
  t.teardown(control.respond('POST', '/api/settings/media-server/switch', () => ({ status: 201, json: { status: 'OK', code: 1, message: 'Successfully set jellyfin as media server' } })));
  t.teardown(control.respond('POST', '/api/settings/jellyfin', () => ({ status: 201, json: { status: 'OK', code: 1, message: 'Success' } })));
  writes.length = 0;
  await page.getByLabel('URL').fill('  http://jellyfin.demo  ');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Jellyfin settings saved').waitFor();
  t.same(
    writes,
    [
      { method: 'POST', path: '/api/settings/jellyfin/test', body: { jellyfin_url: 'http://jellyfin.demo', jellyfin_api_key: 'abc123' } },
      { method: 'POST', path: '/api/settings/media-server/switch', body: { targetServerType: 'jellyfin' } },
      { method: 'POST', path: '/api/settings/jellyfin', body: { jellyfin_url: 'http://jellyfin.demo', jellyfin_api_key: 'abc123' } },
    ],
    'tested, chosen, then its trimmed URL and key stored',
  );
  await page.close();
});

t.test('Maintainerr 3.24 running Jellyfin, not set up yet: the setup check opens the Jellyfin tab, which can clear its settings', async (t) => {
  const { gateway, control } = await gatewayWhoseSettingsSay(t, 'jellyfin');
  t.teardown(control.respond('GET', '/api/settings/test/setup', () => ({ text: 'false' })));
  t.teardown(control.respond('GET', '/api/settings/jellyfin', () => ({ json: { jellyfin_url: 'http://jellyfin.lan:8096', jellyfin_api_key: 'old-key', jellyfin_user_id: 'u1' } })));
  t.teardown(control.respond('GET', /^\/api\/settings\/media-server\/switch\/preview\//, () => ({ json: { currentServerType: 'jellyfin', targetServerType: 'jellyfin', dataToBeCleared: NOTHING_TO_CLEAR } })));
  const { page } = await openPage(browser);
  const writes = recordWrites(page);
  await page.goto(`${gateway.url}/overview`);
  await page.waitForURL('**/settings/jellyfin');
  t.equal(await settledValue(page.getByLabel('URL'), 'http://jellyfin.lan:8096'), 'http://jellyfin.lan:8096', 'the stored URL is shown');
  t.equal(await page.getByRole('region', { name: 'Media server' }).count(), 0, 'Jellyfin runs: no switch offered');

  // The service tests before it saves; the sandbox cannot reach jellyfin.lan, and says so.
  await page.getByLabel('API key').fill('new-key');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(/Connection refused\. Verify host, port, and that the service is running\./).first().waitFor();
  t.same(
    writes,
    [{ method: 'POST', path: '/api/settings/jellyfin', body: { jellyfin_url: 'http://jellyfin.lan:8096', jellyfin_api_key: 'new-key', jellyfin_user_id: 'u1' } }],
    'the same server keeps its stored admin user',
  );
  t.equal(await page.getByLabel('API key').inputValue(), 'new-key', 'the refused value stays in the form');

  writes.length = 0;
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await page.getByText('Remove the Jellyfin settings? Maintainerr runs with Jellyfin and cannot reach it without them.').waitFor();
  await page.getByRole('button', { name: 'Yes, remove' }).click();
  await page.getByText('Jellyfin settings removed').waitFor();
  t.same(writes, [{ method: 'DELETE', path: '/api/settings/jellyfin', body: {} }], 'one removal, after the question');
  await page.close();
});

t.test('Maintainerr 3.24 running Jellyfin with no libraries: the Overview leads to the Jellyfin tab, not Plex', async (t) => {
  const { gateway, control } = await gatewayWhoseSettingsSay(t, 'jellyfin');
  t.teardown(control.respond('GET', '/api/media-server/libraries', () => ({ json: [] })));
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/overview`);
  await page.getByText('There are no movie or show libraries yet.').waitFor();
  const link = page.getByRole('link', { name: 'Set up Jellyfin' });
  await link.waitFor();
  await link.click();
  await page.waitForURL('**/settings/jellyfin');
  await page.close();
});

t.test('Maintainerr 3.24 running Jellyfin, switched to Plex from the Plex tab: the tab follows, and wants a Plex token before the server', async (t) => {
  // No Plex token on this Jellyfin install; after the switch the service runs Plex, still without one.
  const { gateway, control, switched } = await gatewayThatSwitches(t, 'jellyfin', 'plex', { plex_auth_token: null });
  const preview = (await (await fetch(`${gateway.url}/api/settings/media-server/switch/preview/plex`)).json()) as Record<string, unknown>;
  t.teardown(control.respond('GET', '/api/settings/media-server/switch/preview/plex', () => ({ json: { ...preview, currentServerType: switched() ? 'plex' : 'jellyfin' } })));
  const { page } = await openPage(browser);
  const writes = recordWrites(page);
  await switchOnItsTab(page, `${gateway.url}/settings/plex`, 'Plex');

  await page.getByLabel('Port').fill('32401');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Sign in with Plex or paste a token below first: this Maintainerr saves the server only once it has a token.').waitFor();
  t.same(writes.map((write) => write.path), ['/api/settings/media-server/switch'], 'the Plex server is not sent before a token: every read followed the switch');
  await page.close();
});
