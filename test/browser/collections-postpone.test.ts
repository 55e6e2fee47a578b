// Collection > Media > Postpone (v3.x has it, v2.21 has not): the item's clock restarts the days
// asked from today, as the service then holds it; a wrong number of days is said at the field and
// nothing is sent.
import t from 'tap';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { collectionReader, SANDBOX_APIS } from '../helpers/generations.ts';
import { POSTPONE_DAYS_MESSAGE, titleOfRow } from '../../web/src/features/collections/media-actions.ts';

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
  await list.getByRole('heading', { name: titleOfRow(row), exact: true }).waitFor();

  if (api === '2.21') {
    t.equal(await page.getByRole('button', { name: /^Postpone/ }).count(), 0, 'v2.21 cannot postpone: no such button');
    return;
  }

  t.test('a wrong number of days is said at the field and nothing is sent', async (t) => {
    await page.getByRole('button', { name: `Postpone: ${titleOfRow(row)}` }).click();
    const form = page.getByRole('form', { name: `Postpone ${titleOfRow(row)}` });
    await form.getByLabel('Days from today').fill('0');
    await form.getByRole('button', { name: 'Postpone' }).click();
    await form.getByRole('alert').filter({ hasText: POSTPONE_DAYS_MESSAGE }).waitFor();
    t.equal(control.requestsTo('POST', '/api/collections/media/postpone').length, 0, 'nothing reached the service');
  });

  t.test('postponing by 45 days restarts its clock 45 days from today', async (t) => {
    const form = page.getByRole('form', { name: `Postpone ${titleOfRow(row)}` });
    await form.getByLabel('Days from today').fill('45');
    await form.getByRole('button', { name: 'Postpone' }).click();
    await page.getByText(`Postponed “${titleOfRow(row)}” by 45 days`).waitFor();
    const held = (await read.allMedia(shown.id)).find((entry) => entry.itemId === row.itemId)!;
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    t.equal(held.addDate, new Date(today.getTime() + 45 * 86_400_000).toISOString(), 'the service restarted its clock 45 days from today');
    t.equal(await form.count(), 0, 'the form closed');
  });
});
