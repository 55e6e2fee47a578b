// A save the service takes longer to answer than the gateway waits (its 504) is no failure the
// user can retry blindly: the service may still apply it, and a second save would make it twice.
// The rule editor and a settings form say so, and keep what was typed.
// The words are the app's own on both generations: one is enough.
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { editorReady } from './rules-editor-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

const gateway = await startGateway({ UPSTREAM_TIMEOUT_MS: '600' }, { sandboxApi: '3.24' });
t.teardown(() => gateway.close());
const control = gateway.app.sandbox!.control;

t.test('a rule group created without an answer in time: "may still be saved"', async (t) => {
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/rules/1/clone`);
  await editorReady(page);
  const name = 'Copied without an answer';
  await page.getByLabel('Name', { exact: true }).fill(name);
  control.slow('POST', '/api/rules', 1500);
  t.teardown(() => control.slow('POST', '/api/rules', 0));
  await page.getByRole('button', { name: /^(Create|Save)/ }).first().click();
  await page.getByText(`“${name}” may still be saved: the service did not answer in time. Check the Rules list before saving again; your changes are still here.`).waitFor();
  t.equal(await page.getByLabel('Name', { exact: true }).inputValue(), name, 'the form keeps what was typed');
  // As the real service does once it wakes, the sandbox applies the write the gateway gave up on:
  // which is why the words say to check before saving again.
  const deadline = Date.now() + 5000;
  let held = false;
  while (!held && Date.now() < deadline) {
    const groups = (await (await fetch(`${gateway.url}/api/rules`)).json()) as { name: string }[];
    held = groups.some((group) => group.name === name);
    if (!held) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  t.ok(held, 'the service holds the group after all');
});

t.test('a settings save without an answer in time says the change may still apply', async (t) => {
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/settings/logs`);
  const size = page.getByLabel('Max size (MB)');
  await size.waitFor();
  await size.fill('25');
  control.slow('POST', '/api/logs/settings', 1500);
  t.teardown(() => control.slow('POST', '/api/logs/settings', 0));
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(/the service did not answer in time \(.*\) and may still apply the change\. Reload to see what it holds before saving again; your changes are still here\./).waitFor();
  t.equal(await size.inputValue(), '25', 'the value typed is kept');
});

t.test('leaving while a settings save waits for the service asks first', async (t) => {
  const { page } = await openPage(browser);
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${gateway.url}/settings/logs`);
  const size = page.getByLabel('Max size (MB)');
  await size.waitFor();
  await size.fill('30');
  const held = control.hold('POST', '/api/logs/settings');
  await page.getByRole('button', { name: 'Save' }).click();
  await held.reached;
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Jobs' }).click();
  t.equal(asked.length, 1, 'the save not answered yet: leaving asks');
  t.equal(new URL(page.url()).pathname, '/settings/logs', 'kept: the page stays');
  held.release();
  await page.getByText('Log settings saved').waitFor();
});
