// Collection > Media: remove an item (the service excludes it from the collection's rules so it is
// not added back), exclude items everywhere, one or many selected; what the service then holds is
// read back; a long action shows that it runs; a refusal is named and the items stay. On both
// generations (v2.21: calls per item; v3.24: the bulk calls of its own UI). Once a row leaves, the
// focus goes on to the row that took its place; after a bulk action, to the bar's "Select all shown".
import t from 'tap';
import type { Locator } from 'playwright-core';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { collectionReader, mediaReader, SANDBOX_APIS } from '../helpers/generations.ts';
import type { CollectionMedia } from '../../web/src/api/collections.ts';
import { titleOfRow } from '../../web/src/features/collections/media-actions.ts';

const browser = await launchBrowser();

/** The title of the item shown after the one titled `title` in the list. */
function titleAfter(list: Locator, title: string): Promise<string> {
  const heading = list.getByRole('heading', { name: title, exact: true });
  return heading.locator('xpath=ancestor::li[1]/following-sibling::li[1]').getByRole('heading').innerText();
}

/** Whether the element holds the focus, within 5 s (the focus moves once the list is read again). */
function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate(
    (element) =>
      new Promise<boolean>((resolve) => {
        const deadline = performance.now() + 5000;
        const check = () => (element === document.activeElement ? resolve(true) : performance.now() > deadline ? resolve(false) : requestAnimationFrame(check));
        check();
      }),
  );
}
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  const control = gateway.app.sandbox!.control;
  const read = collectionReader(gateway.url, api);
  const media = mediaReader(gateway.url, api);
  const shown = [...(await read.collections())].sort((a, b) => b.mediaCount - a.mediaCount)[0]!;
  const firstPage = async () => (await read.media(shown.id, 1)).items;
  const holds = async (row: CollectionMedia) => (await read.allMedia(shown.id)).some((entry) => entry.itemId === row.itemId);
  const rows = await firstPage();
  t.ok(rows.length >= 5, `the demo collection has items to act on (${rows.length} on its first page)`);

  const { page } = await openPage(browser, VIEWPORTS.desktop);
  await page.goto(`${gateway.url}/collections/${shown.id}/media`);
  const list = page.getByRole('list', { name: 'Media' });
  await list.getByRole('heading', { name: titleOfRow(rows[0]!), exact: true }).waitFor();

  t.test('Remove takes one item out and keeps the rules from adding it back, after saying so', async (t) => {
    const row = rows[0]!;
    const nextTitle = await titleAfter(list, titleOfRow(row));
    await page.getByRole('button', { name: `Remove: ${titleOfRow(row)}` }).click();
    await page.getByText(`“${titleOfRow(row)}” leaves this collection and is excluded from its rules, so the next run does not add it back. Remove?`).waitFor();
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    await page.getByText(`Removed “${titleOfRow(row)}” from this collection`).waitFor();
    await list.getByRole('heading', { name: titleOfRow(row), exact: true }).waitFor({ state: 'detached' });
    t.ok(await hasFocus(list.getByRole('heading', { name: nextTitle, exact: true })), `the focus goes on to the item that took its place (${nextTitle})`);
    // From its title, the next Tab reaches that item's first action, not the top of the page.
    await page.keyboard.press('Tab');
    t.ok(await hasFocus(list.getByRole('button', { name: `Remove: ${nextTitle}` })), 'and Tab goes on to its Remove');
    t.notOk(await holds(row), 'the service no longer holds it in the collection');
    t.ok((await read.exclusions(shown.id)).items.some((entry) => entry.itemId === row.itemId), "and lists it among the collection's exclusions");
  });

  t.test('two selected items are excluded everywhere in one action, which shows while it runs', async (t) => {
    const picked = rows.slice(1, 3);
    for (const row of picked) await page.getByRole('checkbox', { name: `Select ${titleOfRow(row)}` }).check();
    const held = control.hold('POST', api === '2.21' ? '/api/rules/exclusion' : '/api/rules/exclusions/bulk');
    await page.getByRole('button', { name: 'Exclude selected everywhere (2)' }).click();
    await page.getByText("These 2 items will be excluded from every collection's rules and leave this one. Exclude?").waitFor();
    await page.getByRole('button', { name: 'Yes, exclude' }).click();
    await held.reached;
    await page.getByRole('status').filter({ hasText: /^Excluding 2 items…$/ }).waitFor();
    t.ok(await page.getByRole('button', { name: `Remove: ${titleOfRow(rows[3]!)}` }).isDisabled(), 'other actions wait meanwhile');
    held.release();
    await page.getByText('Excluded 2 items from every collection').waitFor();
    for (const row of picked) {
      t.ok((await media.excludedIds(row.itemId)).includes(row.itemId), `the service excludes ${titleOfRow(row)}`);
      t.notOk(await holds(row), `and no longer holds ${titleOfRow(row)} here`);
    }
    t.ok(await page.getByRole('button', { name: 'Remove selected (0)' }).isDisabled(), 'the selection was cleared');
    // The button is disabled with nothing selected: the focus stays in the bar, on its first control.
    await page.getByRole('checkbox', { name: 'Select all shown' }).waitFor();
    t.ok(await hasFocus(page.getByRole('checkbox', { name: 'Select all shown' })), 'the focus goes to "Select all shown", not the top of the page');
  });

  t.test('on a phone, the item after one excluded takes the focus, in view', async (t) => {
    const { page } = await openPage(browser, VIEWPORTS.phone);
    await page.goto(`${gateway.url}/collections/${shown.id}/media`);
    const list = page.getByRole('list', { name: 'Media' });
    const row = rows[4]!;
    await list.getByRole('heading', { name: titleOfRow(row), exact: true }).waitFor();
    const nextTitle = await titleAfter(list, titleOfRow(row));
    await page.getByRole('button', { name: `Exclude everywhere: ${titleOfRow(row)}` }).click();
    await page.getByRole('button', { name: 'Yes, exclude' }).click();
    await list.getByRole('heading', { name: titleOfRow(row), exact: true }).waitFor({ state: 'detached' });
    const next = list.getByRole('heading', { name: nextTitle, exact: true });
    t.ok(await hasFocus(next), `the focus is on ${nextTitle}, not on the page's heading screens above`);
    const box = (await next.boundingBox())!;
    t.ok(box.y >= 0 && box.y + box.height <= VIEWPORTS.phone.height, `and it is on screen (y ${Math.round(box.y)})`);
    await page.close();
  });

  t.test('a refusal is named, with the service’s reason, and the item stays', async (t) => {
    const row = rows[3]!;
    const refuse =
      api === '2.21'
        ? control.respond('POST', '/api/rules/exclusion', () => ({ status: 201, json: { code: 0, result: 'Failed' } }))
        : control.respond('POST', '/api/rules/exclusions/bulk', ({ body }) => ({
            status: 201,
            json: { results: (body as { mediaIds: string[] }).mediaIds.map((mediaId) => ({ mediaId, code: 0, message: 'Failed' })) },
          }));
    await page.getByRole('checkbox', { name: `Select ${titleOfRow(row)}` }).check();
    await page.getByRole('button', { name: 'Remove selected (1)' }).click();
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    await page.getByText(`1 of 1 could not be removed: “${titleOfRow(row)}” (Failed)`).waitFor();
    refuse();
    t.ok(await holds(row), 'the service still holds it');
    await list.getByRole('heading', { name: titleOfRow(row), exact: true }).waitFor();
  });
});
