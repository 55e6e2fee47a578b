// Collection > Media > Handle now (v3.x only): the confirmation names the collection's action, and
// the item is handled at once and leaves the collection, as the service then holds it. A "Do
// nothing" collection, which the service refuses to handle (409), offers no Handle now. The Info
// tab then counts the space the collection's deletions freed (v3.x only).
import t from 'tap';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { collectionReader, SANDBOX_APIS } from '../helpers/generations.ts';
import { titleOfRow } from '../../web/src/features/collections/media-actions.ts';
import { actionInWords } from '../../web/src/features/collections/labels.ts';
import { actionKeepsFiles, DO_NOTHING_ACTION } from '../../web/src/api/collection-types.ts';
import { formatBytes } from '../../web/src/lib/size-label.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  const read = collectionReader(gateway.url, api);
  const collections = await read.collections();
  const acting = collections.find((entry) => !actionKeepsFiles(entry.arrAction) && entry.mediaCount > 0)!;
  const idle = collections.find((entry) => entry.arrAction === DO_NOTHING_ACTION)!;
  t.ok(acting && idle, 'the demo has a collection that deletes and one that does nothing');

  const { page } = await openPage(browser, VIEWPORTS.desktop);
  const open = async (id: number) => {
    await page.goto(`${gateway.url}/collections/${id}/media`);
    await page.getByRole('list', { name: 'Media' }).getByRole('listitem').first().waitFor();
  };

  if (api === '2.21') {
    await open(acting.id);
    t.equal(await page.getByRole('button', { name: /^Handle now/ }).count(), 0, 'v2.21 has no such call: no such button');
    await page.getByRole('navigation', { name: 'Collection sections' }).getByRole('link', { name: 'Info' }).click();
    await page.locator('dt', { hasText: 'Handled media items' }).waitFor();
    t.equal(await page.locator('dt', { hasText: 'Space freed' }).count(), 0, 'nor does it count the space freed');
    return;
  }

  t.test('a Do nothing collection: no Handle now, as the service would refuse it', async (t) => {
    // The service answers 409 for such a collection (recorded POST_collections_media_handle_do_nothing_collection).
    // The demo's Do nothing collection may be empty: one item joins it by hand first.
    if (idle.mediaCount === 0) {
      const answer = await fetch(`${gateway.url}/api/collections/media/bulk`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mediaIds: [(await read.media(acting.id, 1)).items.at(-1)!.itemId], collectionId: idle.id, action: 0, mediaType: idle.kind }),
      });
      t.equal(answer.status, 201);
    }
    const refused = await fetch(`${gateway.url}/api/collections/media/handle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ collectionId: idle.id, mediaId: (await read.media(idle.id, 1)).items[0]!.itemId }),
    });
    t.equal(refused.status, 409, 'the service refuses to handle an item of a Do nothing collection');
    const row = (await read.media(idle.id, 1)).items[0]!;
    await open(idle.id);
    await page.getByRole('button', { name: `Exclude everywhere: ${titleOfRow(row)}` }).waitFor();
    t.equal(await page.getByRole('button', { name: /^Handle now/ }).count(), 0, 'no row offers Handle now');
    await page.getByRole('navigation', { name: 'Collection sections' }).getByRole('link', { name: 'Info' }).click();
    const freedFact = page.locator('dt', { hasText: 'Space freed' }).locator('xpath=following-sibling::dd[1]');
    t.equal(await freedFact.innerText(), 'None: the action keeps the files', 'its Info tab says why it frees no space');
  });

  t.test('another collection: the item is handled and leaves the collection', async (t) => {
    const row = (await read.media(acting.id, 1)).items[0]!;
    const title = titleOfRow(row);
    await open(acting.id);
    await page.getByRole('button', { name: `Handle now: ${title}` }).click();
    await page.getByText(`“${actionInWords(acting.arrAction, acting.kind)}”, happens to it at once`, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Yes, handle now' }).click();
    await page.getByText(`Handled “${title}”: ${actionInWords(acting.arrAction, acting.kind)}`).waitFor();
    t.notOk((await read.allMedia(acting.id)).some((entry) => entry.itemId === row.itemId), 'the service no longer holds it in the collection');
    t.equal((await read.logs(acting.id)).items[0]?.message, `Successfully handled "${row.item!.title}"`, 'the collection log says so, in the words of the service');
    await page.getByRole('heading', { name: title, exact: true }).waitFor({ state: 'detached' });

    // The Info tab counts the space the collection's deletions freed, this item's files among them.
    const freed = (await read.collections()).find((entry) => entry.id === acting.id)!.freedBytes!;
    t.ok(row.sizeBytes! > 0 && freed >= row.sizeBytes!, `the service counts ${row.sizeBytes} bytes freed`);
    await page.getByRole('navigation', { name: 'Collection sections' }).getByRole('link', { name: 'Info' }).click();
    const freedFact = page.locator('dt', { hasText: 'Space freed' }).locator('xpath=following-sibling::dd[1]');
    t.equal(await freedFact.innerText(), formatBytes(freed), 'the Info tab shows it');
  });
});
