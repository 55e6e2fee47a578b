// Collection > Media > Postpone (v3.x has it, v2.21 has not): the item leaves the days asked later,
// as the service then holds it, and the toast and the row say the day it now leaves; a wrong number
// of days is said at the field and nothing is sent. A collection the handler never acts on offers none.
import t from 'tap';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { collectionReader, SANDBOX_APIS } from '../helpers/generations.ts';
import { POSTPONE_DAYS_MESSAGE, titleOfRow } from '../../web/src/features/collections/media-actions.ts';
import { leaveDate } from '../../web/src/features/collections/time.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  const control = gateway.app.sandbox!.control;
  const read = collectionReader(gateway.url, api);
  const shown = [...(await read.collections())].sort((a, b) => b.mediaCount - a.mediaCount)[0]!;
  const row = (await read.media(shown.id, 1)).items[0]!;

  const { page } = await openPage(browser, VIEWPORTS.desktop);
  await page.goto(`${gateway.url}/collections/${shown.id}/media`);
  const list = page.getByRole('list', { name: 'Media' });
  // A day as the app writes it (lib/day-label.ts), in the browser's own locale and zone.
  const dayInPage = (iso: string) => page.evaluate((text) => new Date(text).toLocaleDateString(undefined, { dateStyle: 'medium' }), iso);
  await list.getByRole('heading', { name: titleOfRow(row), exact: true }).waitFor();

  if (api === '2.21') {
    t.equal(await page.getByRole('button', { name: /^Postpone/ }).count(), 0, 'v2.21 cannot postpone: no such button');
    return;
  }

  t.test('a collection the handler never acts on (Do nothing, or no days) offers no Postpone', async (t) => {
    const idle = (await read.collections()).find((collection) => collection.mediaCount > 0 && (collection.arrAction === 4 || collection.deleteAfterDays === null))!;
    t.ok(idle, 'the demo has such a collection with items');
    const other = await browser.newPage();
    t.teardown(() => other.close());
    await other.goto(`${gateway.url}/collections/${idle.id}/media`);
    await other.getByRole('list', { name: 'Media' }).getByRole('listitem').first().waitFor();
    t.equal(await other.getByRole('button', { name: /^Postpone/ }).count(), 0, 'no Postpone there');
    t.ok((await page.getByRole('button', { name: /^Postpone/ }).count()) > 0, 'where the handler acts, Postpone is offered');
  });

  t.test('a wrong number of days is said at the field and nothing is sent', async (t) => {
    await page.getByRole('button', { name: `Postpone: ${titleOfRow(row)}` }).click();
    const form = page.getByRole('form', { name: `Postpone ${titleOfRow(row)}` });
    const days = form.getByLabel('Postpone by (days)');
    await days.waitFor();
    const offered = await days.inputValue();
    t.ok(offered !== '', `days are offered (${offered})`);
    await page.keyboard.type('10');
    t.equal(await days.inputValue(), '10', 'typing in the field that opened replaces them, not adds to them');
    await days.fill('0');
    await form.getByRole('button', { name: 'Postpone' }).click();
    await form.getByRole('alert').filter({ hasText: POSTPONE_DAYS_MESSAGE }).waitFor();
    t.equal(control.requestsTo('POST', '/api/collections/media/postpone').length, 0, 'nothing reached the service');
  });

  t.test('postponing by 45 days: it leaves 45 days later, and the toast and the row say the day', async (t) => {
    const before = leaveDate(row.addDate, shown.deleteAfterDays)!;
    t.ok(before.getTime() > Date.now(), 'the item was not overdue');
    const form = page.getByRole('form', { name: `Postpone ${titleOfRow(row)}` });
    await form.getByLabel('Postpone by (days)').fill('45');
    await form.getByRole('button', { name: 'Postpone' }).click();
    // The toast comes once the service has answered: then what it holds is read.
    const toast = page.getByText(`Postponed “${titleOfRow(row)}”: it now leaves on `);
    await toast.waitFor();
    const held = (await read.allMedia(shown.id)).find((entry) => entry.itemId === row.itemId)!;
    const after = leaveDate(held.addDate, shown.deleteAfterDays)!;
    // The service counts in days at its midnight (recorded, in UTC: 2026-12-23T00:00:00.000Z): 45
    // days after the day it was added. The sandbox runs in this process, in its zone.
    const added = new Date(row.addDate);
    t.equal(held.addDate, new Date(added.getFullYear(), added.getMonth(), added.getDate() + 45).toISOString(), 'the service moved its clock 45 days on');
    t.ok(after.getTime() - before.getTime() > 44 * 86_400_000, 'so it leaves about 45 days later');
    t.equal(await toast.textContent(), `Postponed “${titleOfRow(row)}”: it now leaves on ${await dayInPage(after.toISOString())}`, 'the toast says the new day');
    const item = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: titleOfRow(row), exact: true }) });
    await t.resolves(item.getByText(`Postponed: its countdown starts ${await dayInPage(held.addDate)}`).waitFor(), 'no "Added" day in the future');
    t.equal(await form.count(), 0, 'the form closed');
  });

  t.test('keyboard: Escape and Cancel close the form and give the focus back to its Postpone button, as a postpone does', async (t) => {
    const opener = page.getByRole('button', { name: `Postpone: ${titleOfRow(row)}` });
    const form = page.getByRole('form', { name: `Postpone ${titleOfRow(row)}` });
    const openerFocused = async () => {
      await page.waitForFunction(() => document.activeElement?.tagName === 'BUTTON', undefined, { timeout: 5000 }).catch(() => undefined);
      return opener.evaluate((element) => element === document.activeElement);
    };
    await opener.focus();
    await page.keyboard.press('Enter');
    await form.getByLabel('Postpone by (days)').waitFor();
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    t.ok(await openerFocused(), 'Escape: closed, the focus on Postpone');
    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await form.waitFor({ state: 'detached' });
    t.ok(await openerFocused(), 'Cancel: the same');
    await page.keyboard.press('Enter');
    await form.getByLabel('Postpone by (days)').fill('5');
    await page.keyboard.press('Enter');
    await page.getByText(`Postponed “${titleOfRow(row)}”: it now leaves on `).last().waitFor();
    await form.waitFor({ state: 'detached' });
    t.ok(await openerFocused(), 'postponed: the focus back on the row\'s Postpone');
  });

  t.test('an overdue item postponed by 10 days leaves 10 days from today, not in the past', async (t) => {
    const overdue = (await read.allMedia(shown.id)).find((entry) => leaveDate(entry.addDate, shown.deleteAfterDays)!.getTime() < Date.now() - 86_400_000);
    t.ok(overdue, 'the demo collection holds an overdue item');
    if (!overdue) return;
    const answer = await fetch(`${gateway.url}/api/collections/media/postpone`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ collectionId: shown.id, mediaId: overdue.itemId, days: 10 }),
    });
    t.equal(answer.status, 201);
    const body = (await answer.json()) as { deletionDate: string; deleteAfterDays: number };
    const now = new Date();
    t.equal(body.deleteAfterDays, shown.deleteAfterDays, "the answer names the collection's days");
    t.equal(body.deletionDate, new Date(now.getFullYear(), now.getMonth(), now.getDate() + 10).toISOString(), 'it leaves 10 days from today');
  });
});
