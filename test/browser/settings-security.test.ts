// Settings > Security in Chromium: changing the password (a wrong current one is said by
// the field; success keeps this browser signed in and signs the others out) and regenerating the
// API key (the old one stops working at once). With AUTH=off the tab says login is off.
import t from 'tap';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { ADMIN, createAdmin } from '../helpers/auth.ts';

const browser = await launchBrowser();
const gateway = await startGateway({ AUTH: 'login' }, { sandboxApi: '3.24' });
t.teardown(async () => {
  await browser.close();
  await gateway.close();
});
await createAdmin(gateway.url);
/** The admin's password now: the first test changes it. */
let password: string = ADMIN.password;

/** A browser context signed in through the sign-in screen, on /settings/security. */
async function signedInOnSecurityTab() {
  const opened = await openPage(browser, VIEWPORTS.desktop);
  await opened.page.goto(`${gateway.url}/settings/security`);
  await opened.page.getByLabel('Username').fill(ADMIN.username);
  await opened.page.getByLabel('Password').fill(password);
  await opened.page.getByRole('button', { name: 'Sign in' }).click();
  await opened.page.getByRole('heading', { name: 'Change password' }).waitFor();
  return opened;
}

t.test('change the password', async (t) => {
  const { page } = await signedInOnSecurityTab();
  const other = await signedInOnSecurityTab();
  t.ok(await page.getByRole('link', { name: 'Security' }).isVisible(), 'a Security tab');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(new URL(request.url()).pathname);
  });

  await page.getByLabel('Current password').fill(ADMIN.password);
  await page.getByLabel('New password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Confirm new password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('The new password is the same as the current one').waitFor();
  t.same(sent, [], 'the same password again is refused at its field, and nothing is sent');

  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill('the next password');
  await page.getByLabel('Confirm new password').fill('the next password');
  await page.getByLabel('Confirm new password').press('Enter');
  await page.getByText('The current password is wrong').waitFor();
  // The keyboard goes to the field to mend, where a screen reader reads the message with it.
  await page.waitForFunction(() => document.activeElement?.id === 'current-password', undefined, { timeout: 5000 }).catch(() => undefined);
  t.equal(await page.evaluate(() => document.activeElement?.id), 'current-password', 'the focus moves to Current password');

  await page.getByLabel('Current password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Password changed; every other session has been signed out').waitFor();
  password = 'the next password';
  t.equal(await page.getByLabel('Current password').inputValue(), '', 'the form is emptied');

  await page.reload();
  await page.getByRole('heading', { name: 'Change password' }).waitFor();
  t.pass('this browser stays signed in');
  await other.page.reload();
  await other.page.getByRole('heading', { name: 'Sign in' }).waitFor();
  t.pass('the other browser must sign in again');
  await other.page.getByLabel('Username').fill(ADMIN.username);
  await other.page.getByLabel('Password').fill('the next password');
  await other.page.getByRole('button', { name: 'Sign in' }).click();
  await other.page.getByRole('heading', { name: 'Change password' }).waitFor();
  t.equal(new URL(other.page.url()).pathname, '/settings/security', 'with the new password, back on the tab');
  await page.close();
  await other.page.close();
});

t.test('regenerate the API key', async (t) => {
  const { page } = await signedInOnSecurityTab();
  const field = page.getByRole('textbox', { name: 'API key' });
  await page.waitForFunction(() => (document.querySelector('#api-key') as HTMLInputElement | null)?.value.length === 32);
  const oldKey = await field.inputValue();
  t.equal((await fetch(`${gateway.url}/api/settings`, { headers: { 'x-api-key': oldKey } })).status, 200, 'the key shown works');

  await page.getByRole('button', { name: 'Regenerate' }).click();
  await page.getByRole('button', { name: 'Yes, regenerate' }).click();
  await page.getByText('A new API key is in use; the old one no longer works').waitFor();
  const newKey = await field.inputValue();
  t.match(newKey, /^[0-9a-f]{32}$/);
  t.not(newKey, oldKey, 'a new key is shown');
  t.equal((await fetch(`${gateway.url}/api/settings`, { headers: { 'x-api-key': oldKey } })).status, 401, 'the old one is refused');
  t.equal((await fetch(`${gateway.url}/api/settings?apikey=${newKey}`)).status, 200, 'the new one works');
  await page.close();
});

t.test('with login off the tab says so and offers no password form', async (t) => {
  const open = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => open.close());
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  await page.goto(`${open.url}/settings/security`);
  await page.getByText('Login is off (AUTH=off): anyone who can reach this address controls Maintainerr.').waitFor();
  t.equal(await page.getByRole('heading', { name: 'Change password' }).count(), 0);
  t.equal(await page.getByRole('button', { name: 'Sign out' }).count(), 0, 'no session to sign out of');
  await page.close();
});
