// Settings > Download client (Maintainerr 3.x): qBittorrent's URL, optional credentials, whether
// the downloaded files go too, and the fallback seeding ratio. Every value is checked at its field
// before anything is sent; Save and Test send the whole setting as the service takes it (recorded
// POST_settings_test_download-client_unreachable); Remove resets it. (v2.21 has none: settings-v3-only-tabs.test.ts.)
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

const OFFLINE = 'Connection refused. Verify host, port, and that the service is running.';

t.test('Maintainerr 3.24: checked at the fields, tested, saved whole, removed', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const stored = async () => (await fetch(`${gateway.url}/api/settings/download-client`)).json();
  const { page } = await openPage(browser);
  const writes: { method: string; path: string; body: unknown }[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'GET' && path.startsWith('/api/settings')) writes.push({ method: request.method(), path, body: request.postDataJSON() });
  });
  await page.goto(`${gateway.url}/settings/download-client`);
  const form = page.getByRole('region', { name: 'Download client' });
  const url = form.getByRole('textbox', { name: 'qBittorrent URL' });
  const ratio = form.getByRole('spinbutton', { name: 'Seeding ratio to reach' });
  const deleteFiles = form.getByRole('checkbox', { name: 'Delete the downloaded files too' });
  await url.waitFor();
  t.equal(await ratio.inputValue(), '0.5', 'the recorded defaults: ratio 0.5');
  t.ok(await deleteFiles.isChecked(), 'and the files deleted too');
  t.ok(await form.getByRole('button', { name: 'Remove' }).isDisabled(), 'nothing to remove yet');

  await url.fill('qbittorrent.lan:8080/');
  await ratio.fill('0.2');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await form.getByText('Must start with http:// or https://').waitFor();
  t.ok(await form.getByText("Must not end with a '/'").isVisible(), 'both URL rules');
  t.ok(await form.getByText('Enter a ratio of 0.5 or higher').isVisible(), 'the ratio rule');
  await ratio.fill('');
  await form.getByRole('button', { name: 'Test', exact: true }).click();
  await form.getByText('Enter a ratio of 0.5 or higher').waitFor();
  t.same(writes, [], 'nothing sent while a value breaks a rule');

  await url.fill('http://qbittorrent.lan:8080');
  await form.getByRole('textbox', { name: 'Username' }).fill('admin');
  await form.getByLabel('Password').fill(' secret ');
  await deleteFiles.uncheck();
  await ratio.fill('1.5');
  await form.getByRole('button', { name: 'Test', exact: true }).click();
  await form.getByText(`Could not connect to qBittorrent: ${OFFLINE}`).waitFor();
  await url.fill('http://qbittorrent.demo:8080');
  t.equal(await form.getByText(/Could not connect/).count(), 0, 'an edit to what the test sent clears its outcome');
  await form.getByRole('button', { name: 'Test', exact: true }).click();
  await form.getByText('Connected to qBittorrent, version v5.0.4.').waitFor();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Download client settings saved').waitFor();
  const saved = {
    download_client_url: 'http://qbittorrent.demo:8080',
    download_client_username: 'admin',
    download_client_password: ' secret ',
    download_client_delete_data: false,
    download_client_fallback_ratio: 1.5,
  };
  t.same(await stored(), saved, 'stored as typed: credentials are not trimmed');

  await page.reload();
  await url.waitFor();
  t.equal(await ratio.inputValue(), '1.5', 'read back after a reload');
  t.notOk(await deleteFiles.isChecked());
  await form.getByRole('button', { name: 'Remove' }).click();
  await form.getByRole('button', { name: 'Yes, remove' }).click();
  await page.getByText('Download client settings removed').waitFor();
  t.equal(await url.inputValue(), '', 'the form empties');
  t.equal(await ratio.inputValue(), '0.5', 'back to the default ratio');
  t.same(
    await stored(),
    { download_client_url: '', download_client_username: '', download_client_password: '', download_client_delete_data: true, download_client_fallback_ratio: 0.5 },
    'the service holds the defaults again',
  );

  const test = (url: string) => ({ method: 'POST', path: '/api/settings/test/download-client', body: { ...saved, download_client_url: url } });
  t.same(
    writes,
    [test('http://qbittorrent.lan:8080'), test('http://qbittorrent.demo:8080'), { method: 'POST', path: '/api/settings/download-client', body: saved }, { method: 'DELETE', path: '/api/settings/download-client', body: {} }],
    'Test and Save send the whole setting',
  );
  await page.close();
});
