// Settings > Metadata (Maintainerr 3.x): TMDB's and TVDB's API keys, the primary source, and the
// refresh of a provider's cache. A key is checked at its field before anything is sent; the service
// tests a key before it stores it, so one that does not work is refused with its reason; TVDB can
// be primary, and refreshed, only once its key is saved. (v2.21 has none: settings-v3-only-tabs.test.ts.)
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

/** Where the demo's providers are offline, as the recorded server's were (POST_settings_test_tmdb_offline). */
const OFFLINE = 'Connection refused. Verify host, port, and that the service is running.';

t.test('Maintainerr 3.24: keys checked, tested, refused, saved; TVDB made primary once it has a key', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const stored = async (path: string) => (await fetch(`${gateway.url}/api/settings/${path}`)).json();
  const { page } = await openPage(browser);
  const writes: { method: string; path: string; body: unknown }[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'GET' && path.startsWith('/api/settings')) writes.push({ method: request.method(), path, body: request.postDataJSON() });
  });
  await page.goto(`${gateway.url}/settings/metadata`);
  const tmdb = page.getByRole('region', { name: 'TMDB' });
  const tvdb = page.getByRole('region', { name: 'TVDB' });
  await tmdb.getByRole('textbox', { name: 'API key' }).waitFor();
  t.ok(await tmdb.getByText('Primary source', { exact: true }).isVisible(), 'TMDB is the primary source (recorded: tmdb_primary)');
  t.ok(await tvdb.getByRole('button', { name: 'Make TVDB the primary source' }).isDisabled(), 'TVDB cannot be primary without a key');
  t.ok(await tvdb.getByRole('button', { name: 'Refresh TVDB metadata' }).isDisabled(), 'nor be refreshed');

  await tmdb.getByRole('button', { name: 'Test', exact: true }).click();
  await tmdb.getByText('API key is required').waitFor();
  // Nothing is sent for it: the list of writes at the end holds none.
  await tmdb.getByRole('button', { name: 'Save', exact: true }).click();

  await tmdb.getByRole('textbox', { name: 'API key' }).fill('0123456789abcdef0123456789abcdef');
  await tmdb.getByRole('button', { name: 'Test', exact: true }).click();
  await tmdb.getByText(`Could not connect to TMDB: ${OFFLINE}`).waitFor();
  await tmdb.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(`Saving the TMDB key failed: the service said "${OFFLINE}".`).waitFor();
  t.same(await stored('tmdb'), { api_key: '' }, 'a key the service could not test is not stored');
  t.equal(await tmdb.getByRole('textbox', { name: 'API key' }).inputValue(), '0123456789abcdef0123456789abcdef', 'and the typed key stays');

  // Without a key of its own the service asks TMDB with its shared one, which the offline demo cannot reach.
  await tmdb.getByRole('button', { name: 'Refresh TMDB metadata' }).click();
  await page.getByText(`Refreshing the TMDB metadata failed: the service said "${OFFLINE}".`).waitFor();

  await tmdb.getByRole('textbox', { name: 'API key' }).fill('demo');
  await tmdb.getByRole('button', { name: 'Test', exact: true }).click();
  await tmdb.getByText('Connected to TMDB.').waitFor();
  await tmdb.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('TMDB key saved').waitFor();
  t.same(await stored('tmdb'), { api_key: 'demo' }, 'stored');
  await tmdb.getByRole('button', { name: 'Refresh TMDB metadata' }).click();
  await page.getByText('TMDB metadata refresh started').waitFor();

  await tvdb.getByRole('textbox', { name: 'API key' }).fill('demo');
  await tvdb.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('TVDB key saved').waitFor();
  const makeTvdbPrimary = tvdb.getByRole('button', { name: 'Make TVDB the primary source' });
  t.ok(await makeTvdbPrimary.isEnabled(), 'with its key saved, TVDB can be made primary');
  await makeTvdbPrimary.click();
  await page.getByText('TVDB is the primary source').waitFor();
  await tvdb.getByText('Primary source', { exact: true }).waitFor();
  await tmdb.getByRole('button', { name: 'Make TMDB the primary source' }).waitFor();
  t.same(await stored('metadata-provider'), { preference: 'tvdb_primary' }, 'the service holds the choice');

  // Without its key TVDB cannot be asked: TMDB is the source again, on the page and in the service.
  await tvdb.getByRole('button', { name: 'Remove' }).click();
  await tvdb.getByText('Remove the TVDB key? TMDB becomes the primary source again.').waitFor();
  await tvdb.getByRole('button', { name: 'Yes, remove' }).click();
  await page.getByText('TVDB key removed').waitFor();
  await tmdb.getByText('Primary source', { exact: true }).waitFor();
  t.equal(await tvdb.getByRole('textbox', { name: 'API key' }).inputValue(), '', 'the field empties');
  t.same(await stored('metadata-provider'), { preference: 'tmdb_primary' }, 'and the stored choice is TMDB');
  t.equal(
    await tvdb.getByRole('button', { name: 'Make TVDB the primary source' }).getAttribute('aria-describedby'),
    'tvdb-api-key-hint',
    'the disabled button points at the hint that says why',
  );

  t.same(
    writes,
    [
      { method: 'POST', path: '/api/settings/test/tmdb', body: { api_key: '0123456789abcdef0123456789abcdef' } },
      { method: 'POST', path: '/api/settings/tmdb', body: { api_key: '0123456789abcdef0123456789abcdef' } },
      { method: 'POST', path: '/api/settings/metadata/refresh/tmdb', body: {} },
      { method: 'POST', path: '/api/settings/test/tmdb', body: { api_key: 'demo' } },
      { method: 'POST', path: '/api/settings/tmdb', body: { api_key: 'demo' } },
      { method: 'POST', path: '/api/settings/metadata/refresh/tmdb', body: {} },
      { method: 'POST', path: '/api/settings/tvdb', body: { api_key: 'demo' } },
      { method: 'POST', path: '/api/settings/metadata-provider', body: { preference: 'tvdb_primary' } },
      { method: 'DELETE', path: '/api/settings/tvdb', body: {} },
      { method: 'POST', path: '/api/settings/metadata-provider', body: { preference: 'tmdb_primary' } },
    ],
    'each write as the service takes it',
  );
  await page.close();
});
