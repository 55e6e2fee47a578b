// Notification agents in Chromium against the sandbox, on both generations: an agent added by form
// sends the body the service's own UI sent (recorded), Test shows the service's answer in words,
// Edit, Disable and Delete reach the service and the list follows; a broken rule sends nothing;
// a refused save keeps every typed value and says why above the form.
import t from 'tap';
import type { Page, Request } from 'playwright-core';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import type { RecordedEntry } from '../fixtures/recorded-contract.mjs';
import { readFileSync } from 'node:fs';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/recorded-contract-3.24.json', import.meta.url), 'utf8')) as { recordings: RecordedEntry[] };
const recorded = (file: string) => fixture.recordings.find((entry) => entry.file === file)!;
const addBody = recorded('POST_notifications_configuration_add_webhook.json').request.body;
const testBody = recorded('POST_notifications_test_webhook_unreachable.json').request.body;
const [storedRow] = recorded('GET_notifications_configurations_after_add.json').body as { id: number }[];

interface Stored {
  id: number;
  name: string;
  agent: string;
  enabled: boolean;
  types: number[];
  options: Record<string, unknown>;
  aboutScale: number;
}

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());

  const stored = async (): Promise<Stored[]> => (await (await fetch(`${gateway.url}/api/notifications/configurations`)).json()) as Stored[];

  function watchWrites(page: Page): Request[] {
    const writes: Request[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.includes('/api/')) writes.push(request);
    });
    return writes;
  }

  async function openTab() {
    const { page } = await openPage(browser);
    await page.goto(`${gateway.url}/settings/notifications`);
    await page.getByRole('heading', { name: 'Notifications', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add agent' }).waitFor();
    return page;
  }

  async function fillWebhook(page: Page, values: { name: string; url: string; payload: string }) {
    await page.getByLabel('Agent type').selectOption({ label: 'Webhook' });
    await page.getByLabel('Name', { exact: true }).fill(values.name);
    await page.getByLabel('Webhook URL').fill(values.url);
    await page.getByLabel('JSON payload').fill(values.payload);
  }

  t.test('the demo agent is listed with its type, state and events in words', async (t) => {
    const [demo] = await stored();
    const page = await openTab();
    const item = page.getByRole('listitem', { name: demo!.name });
    await item.waitFor();
    t.match(await item.textContent(), /Discord · Disabled/);
    t.match(await item.textContent(), /Sends: Media Handled, Rule Handling Failed, Collection Handling Failed/);
    t.equal(await page.getByText('cannot be edited in this front end').count(), 0, 'no read-only note any more');
    const typeNames = await (async () => {
      await page.getByRole('button', { name: 'Add agent' }).click();
      return page.getByLabel('Agent type').locator('option').allTextContents();
    })();
    t.equal(typeNames.includes('Ntfy'), api === '3.24', 'the agent types are the service\'s own (ntfy only on 3.24)');
    t.equal(await page.getByRole('checkbox', { name: 'Update Available' }).count(), api === '3.24' ? 1 : 0, 'and so are the events');
    await page.close();
  });

  t.test('add by form: Test shows the failure in words, Save sends the recorded body and the service lists it', async (t) => {
    const before = await stored();
    const page = await openTab();
    await page.getByRole('button', { name: 'Add agent' }).click();
    await fillWebhook(page, {
      name: 'Local webhook',
      url: 'http://127.0.0.1:9/maintainerr',
      payload: '{"subject": "{{notification_type}}", "message": "{{message}}"}',
    });
    await page.getByRole('checkbox', { name: 'Media Added To Collection' }).check();
    await page.getByRole('checkbox', { name: 'Media Removed From Collection' }).check();

    const tested = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/notifications/test'));
    await page.getByRole('button', { name: 'Test' }).click();
    t.same((await tested).postDataJSON(), testBody, 'the test body is the recorded one');
    await page
      .getByRole('status')
      .filter({ hasText: 'The test notification could not be sent: nothing accepted the connection at 127.0.0.1:9. The service said "connect ECONNREFUSED 127.0.0.1:9".' })
      .waitFor();
    t.same(await stored(), before, 'testing saves nothing');

    const saved = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/notifications/configuration/add'));
    await page.getByRole('button', { name: 'Save' }).click();
    t.same((await saved).postDataJSON(), addBody, 'the add body is the recorded one');
    await page.getByText('Notification agent Local webhook added').waitFor();
    const item = page.getByRole('listitem', { name: 'Local webhook' });
    await item.waitFor();
    t.match(await item.textContent(), /Webhook · Enabled.*Sends: Media Added To Collection, Media Removed From Collection/);
    t.equal(await page.getByLabel('Agent type').count(), 0, 'the form closed');
    const added = (await stored()).find((entry) => entry.name === 'Local webhook');
    t.same(added && { ...added, id: storedRow!.id }, storedRow, 'the service holds what the real one held after the recorded add');
    await page.waitForFunction(() => document.activeElement?.id === 'notification-add');
    t.pass('focus is back on Add agent');
    await page.close();
  });

  t.test('edit, disable, test the disabled agent, enable, then delete after a confirmation naming it', async (t) => {
    const page = await openTab();
    const writes = watchWrites(page);
    const id = (await stored()).find((entry) => entry.name === 'Local webhook')!.id;
    await page.getByRole('button', { name: 'Edit Local webhook' }).click();
    t.equal(await page.getByLabel('Name', { exact: true }).inputValue(), 'Local webhook', 'the stored name is filled in');
    t.equal(await page.getByLabel('Webhook URL').inputValue(), 'http://127.0.0.1:9/maintainerr', 'and the URL');
    t.ok(await page.getByRole('checkbox', { name: 'Media Removed From Collection' }).isChecked(), 'and the events');
    await page.getByLabel('Name', { exact: true }).fill('Renamed hook');
    await page.getByLabel('Webhook URL').fill('https://hooks.example.com/maintainerr');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Notification agent Renamed hook saved').waitFor();
    await page.getByRole('listitem', { name: 'Renamed hook' }).waitFor();
    t.match(writes[0]?.postDataJSON(), { id, name: 'Renamed hook' }, 'the update carries the id');
    t.match((await stored()).find((entry) => entry.id === id), { name: 'Renamed hook', enabled: true, options: { webhookUrl: 'https://hooks.example.com/maintainerr' } });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Edit Renamed hook');
    t.pass('focus is back on the Edit button that opened the form');

    await page.getByRole('button', { name: 'Disable Renamed hook' }).click();
    await page.getByRole('button', { name: 'Enable Renamed hook' }).waitFor();
    t.match(await page.getByRole('listitem', { name: 'Renamed hook' }).textContent(), /Disabled/);
    const disabled = (await stored()).find((entry) => entry.id === id)!;
    t.equal(disabled.enabled, false, 'the service has it disabled');
    t.same(writes[1]?.postDataJSON(), { ...disabled }, 'the disable sent the stored agent back with only enabled changed');

    await page.getByRole('button', { name: 'Edit Renamed hook' }).click();
    t.notOk(await page.getByRole('checkbox', { name: 'Enabled' }).isChecked(), 'the form shows it disabled');
    await page.getByRole('button', { name: 'Test' }).click();
    await page.getByRole('status').filter({ hasText: 'The test notification was not sent: the agent is disabled or a required field is empty.' }).waitFor();
    await page.getByRole('checkbox', { name: 'Enabled' }).check();
    await page.getByRole('button', { name: 'Test' }).click();
    await page.getByRole('status').filter({ hasText: 'The test notification was sent.' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    t.equal((await stored()).find((entry) => entry.id === id)?.enabled, false, 'testing and cancelling saved nothing');
    await page.getByRole('button', { name: 'Enable Renamed hook' }).click();
    await page.getByRole('button', { name: 'Disable Renamed hook' }).waitFor();
    t.equal((await stored()).find((entry) => entry.id === id)?.enabled, true, 'enabled again');

    const count = writes.length;
    await page.getByRole('button', { name: 'Delete Renamed hook' }).click();
    await page.getByText('Delete the agent Renamed hook?').waitFor();
    t.equal(writes.length, count, 'nothing deleted before confirming');
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText('Notification agent Renamed hook deleted').waitFor();
    await page.getByRole('listitem', { name: 'Renamed hook' }).waitFor({ state: 'detached' });
    t.same(writes.slice(count).map((r) => `${r.method()} ${new URL(r.url()).pathname}`), [`DELETE /api/notifications/configuration/${id}`]);
    t.notOk((await stored()).some((entry) => entry.id === id), 'the service no longer has it');
    await page.close();
  });

  t.test('each broken rule shows its message at the field and nothing is sent', async (t) => {
    const page = await openTab();
    const writes = watchWrites(page);
    await page.getByRole('button', { name: 'Add agent' }).click();
    await fillWebhook(page, { name: '  ', url: 'hooks.example.com', payload: '{nope' });
    const days = page.getByLabel('Days before handling');
    t.equal(await days.count(), 0, 'no day count without the event that uses it');
    await page.getByRole('button', { name: 'Save' }).click();
    const messages: [string, string][] = [
      ['#notification-new-name-error', 'Enter a name for the agent'],
      ['#notification-new-triggers-error', 'Choose at least one event'],
      ['#notification-new-webhook-webhookUrl-error', 'Must start with http:// or https://'],
      ['#notification-new-webhook-jsonPayload-error', 'Must be valid JSON'],
    ];
    for (const [list, message] of messages) await page.locator(list).getByText(message, { exact: true }).waitFor();
    t.pass('every message is at its field');
    await page.getByRole('checkbox', { name: 'Media About To Be Handled' }).check();
    await days.fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('#notification-new-about-scale-error').getByText('Enter a whole number of days, 1 or more', { exact: true }).waitFor();
    t.pass('with "Media About To Be Handled" the day count is asked, and checked');
    t.equal(await page.getByLabel('Webhook URL').getAttribute('aria-invalid'), 'true', 'the field is marked invalid');
    await page.getByRole('button', { name: 'Test' }).click();
    await page.getByLabel('Webhook URL').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('#notification-new-webhook-webhookUrl-error').getByText('Enter the webhook URL').waitFor();
    t.equal(await page.getByLabel('JSON payload').inputValue(), '{nope', 'what was typed is kept');
    t.same(writes.map((r) => `${r.method()} ${r.url()}`), [], 'no request left the page');
    await page.close();
  });

  t.test('a refused or failed save keeps every typed value and says why above the form', async (t) => {
    const before = await stored();
    const page = await openTab();
    let answer = { status: 201, body: { code: 0, status: 'NOK', message: 'Agent could not be stored' } as object };
    await page.route('**/api/notifications/configuration/add', (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) }),
    );
    await page.getByRole('button', { name: 'Add agent' }).click();
    await fillWebhook(page, { name: 'Kept', url: 'https://hooks.example.com/x', payload: '{"a": 1}' });
    await page.getByRole('checkbox', { name: 'Media Handled' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Adding the notification agent failed: the service said "Agent could not be stored".' }).waitFor();
    t.equal(await page.getByLabel('Name', { exact: true }).inputValue(), 'Kept', 'the name is kept');
    t.equal(await page.getByLabel('JSON payload').inputValue(), '{"a": 1}', 'and the payload');
    t.ok(await page.getByRole('checkbox', { name: 'Media Handled' }).isChecked(), 'and the events');

    answer = { status: 400, body: { message: 'Validation failed', errors: [{ path: ['options', 'webhookUrl'], message: 'Invalid url' }] } };
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('#notification-new-webhook-webhookUrl-error').getByText('Invalid url').waitFor();
    t.pass("a 400 naming a field puts the service's message at it");
    t.same(await stored(), before, 'nothing was stored');
    await page.close();
  });
});
