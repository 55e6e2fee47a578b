// Collection > Exclusions: each listed with its poster; remove one exclusion, or several selected, after a question that says what
// removing does; what the service then holds is read back; a refusal is named in the summary and
// the rows stay. On both API generations (v2.21: one DELETE per row; v3.24: the bulk call).
import t from 'tap';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { collectionReader, SANDBOX_APIS } from '../helpers/generations.ts';
import { mediaTitle } from '../../web/src/features/collections/labels.ts';
import type { CollectionExclusion } from '../../web/src/api/collections.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());
const titleOf = (row: CollectionExclusion) => (row.item ? mediaTitle(row.item) : `Item ${row.itemId}`);

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  const control = gateway.app.sandbox!.control;
  const read = collectionReader(gateway.url, api);
  const shown = (await read.collections())[0]!;
  const held = async () => (await read.exclusions(shown.id)).items;
  const before = await held();
  const own = before.find((row) => row.ruleGroupId !== null)!;
  const globals = before.filter((row) => row.ruleGroupId === null);
  t.ok(own && globals.length >= 2, `the demo collection has its own exclusion and two global ones (${before.length} rows)`);

  const { page } = await openPage(browser, VIEWPORTS.desktop);
  await page.goto(`${gateway.url}/collections/${shown.id}/exclusions`);
  const list = page.getByRole('list', { name: 'Exclusions' });
  await list.waitFor();
  t.equal(await list.getByRole('listitem').count(), before.length, 'every exclusion is listed');
  await list.locator('.item-poster__image--loaded').nth(before.length - 1).waitFor();
  t.pass('each exclusion shows its poster');

  t.test('a selection of both kinds: the question says which one frees the item everywhere', async (t) => {
    const global = globals[0]!;
    for (const row of [own, global]) await page.getByRole('checkbox', { name: `Select ${titleOf(row)}` }).check();
    await page.getByRole('button', { name: 'Remove selected (2)' }).click();
    const question = `The rules may add these 2 items to this collection again, and “${titleOf(global)}” (a global exclusion) to every other collection too. Remove?`;
    await page.getByText(question, { exact: true }).waitFor();
    t.pass(question);
    await page.getByRole('button', { name: 'Cancel' }).click();
    for (const row of [own, global]) await page.getByRole('checkbox', { name: `Select ${titleOf(row)}` }).uncheck();
  });

  t.test('one exclusion of its own is removed after a question that says what it does', async (t) => {
    await page.getByRole('button', { name: `Remove exclusion: ${titleOf(own)}` }).click();
    await page.getByText(`The rules may add “${titleOf(own)}” to this collection again. Remove?`).waitFor();
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    await page.getByText(`Removed the exclusion of “${titleOf(own)}”`).waitFor();
    await list.getByRole('heading', { name: titleOf(own), exact: true }).waitFor({ state: 'detached' });
    t.notOk((await held()).some((row) => row.id === own.id), 'the service no longer holds it');
  });

  t.test('a refusal is named and the rows stay', async (t) => {
    const refuse =
      api === '2.21'
        ? control.respond('DELETE', /^\/api\/rules\/exclusion\/\d+$/, () => ({ json: { code: 0, result: 'Failed' } }))
        : control.respond('POST', '/api/rules/exclusions/bulk', ({ body }) => ({
            status: 201,
            json: { results: ((body as { mediaIds: string[] }).mediaIds).map((mediaId) => ({ mediaId, code: 0, message: 'Failed' })) },
          }));
    const [row] = globals;
    await page.getByRole('checkbox', { name: `Select ${titleOf(row!)}` }).check();
    await page.getByRole('button', { name: 'Remove selected (1)' }).click();
    await page.getByText(/a global exclusion\)\. Remove\?$/).waitFor();
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    await page.getByText(`Could not remove the exclusion of “${titleOf(row!)}” (Failed)`).waitFor();
    refuse();
    t.ok((await held()).some((entry) => entry.id === row!.id), 'the service still holds it');
    await list.getByRole('heading', { name: titleOf(row!), exact: true }).waitFor();
  });

  t.test('several selected global exclusions go in one action', async (t) => {
    const rows = globals.slice(0, 2);
    for (const row of rows) await page.getByRole('checkbox', { name: `Select ${titleOf(row)}` }).check();
    await page.getByRole('button', { name: 'Remove selected (2)' }).click();
    await page.getByText('The rules may add these 2 items again, here and in every other collection (global exclusions). Remove?').waitFor();
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    await page.getByText('Removed 2 exclusions').waitFor();
    const after = await held();
    t.notOk(after.some((entry) => rows.some((row) => row.id === entry.id)), 'the service holds neither');
    // The list is read again after the toast; its removed rows go when that answer is in.
    for (const row of rows) await list.getByRole('heading', { name: titleOf(row), exact: true }).waitFor({ state: 'detached' });
    t.equal(await list.getByRole('listitem').count(), after.length, 'the list shows what the service holds');
    t.equal(await page.getByRole('button', { name: 'Remove selected (0)' }).isDisabled(), true, 'the selection was cleared');
  });

  t.test('Select all shown picks every row', async (t) => {
    await page.getByRole('checkbox', { name: 'Select all shown' }).check();
    const count = await list.getByRole('listitem').count();
    await page.getByRole('button', { name: `Remove selected (${count})` }).waitFor();
    await page.getByRole('checkbox', { name: 'Select all shown' }).uncheck();
    await page.getByRole('button', { name: 'Remove selected (0)' }).waitFor();
    t.pass(`all ${count} rows were selected, then none`);
  });
});
