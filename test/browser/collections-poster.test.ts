// Collection > Info > Poster (v3.x keeps a collection's own poster; v2.21 has none): a file that is
// no image is refused at the field and nothing is sent; an image is uploaded, shown and held by the
// service; one the service refuses says why; the poster is removed again.
import t from 'tap';
import { closeToastByClick, launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { collectionReader, SANDBOX_APIS } from '../helpers/generations.ts';
import { solidPng } from '../helpers/tiny-png.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  const control = gateway.app.sandbox!.control;
  const shown = (await collectionReader(gateway.url, api).collections())[0]!;
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  t.teardown(() => page.close());
  await page.goto(`${gateway.url}/collections/${shown.id}/info`);
  await page.getByRole('heading', { name: 'Logs' }).waitFor();

  const section = page.getByRole('region', { name: 'Poster' });
  if (api === '2.21') {
    t.equal(await section.count(), 0, 'v2.21 keeps no collection poster: no such section');
    return;
  }
  await section.getByText('No poster of its own: the media server shows the one it makes.').waitFor();
  const uploads = () => control.requestsTo('POST', `/api/collections/${shown.id}/poster`).length;

  await section.getByLabel('Upload a poster').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await section.getByRole('alert').filter({ hasText: 'Choose a PNG, JPEG or WebP image.' }).waitFor();
  t.equal(uploads(), 0, 'a file that is no image is refused at the field, and nothing is sent');

  // A phone's photo: an image of a type it takes, over the service's 500 KB (which it would refuse whole).
  const photo = Buffer.concat([solidPng(2, 2, [0, 0, 0]), Buffer.alloc(600 * 1024)]);
  await section.getByLabel('Upload a poster').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo });
  await section.getByRole('alert').filter({ hasText: 'That image is 601 KB; the service takes posters up to 500 KB. Choose a smaller one.' }).waitFor();
  t.equal(uploads(), 0, 'a file over 500 KB is refused at the field, and nothing is sent');

  // Named as a PNG but not one: the service reads the bytes and would refuse it (recorded); so does the field.
  await section.getByLabel('Upload a poster').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image either') });
  await section.getByRole('alert').filter({ hasText: 'That file is named as an image but is not one: choose a PNG, JPEG or WebP image.' }).waitFor();
  t.equal(uploads(), 0, 'a file that only says it is an image is refused at the field, and nothing is sent');

  // A PNG cut short: its first bytes pass, the service decodes the whole and refuses it (as recorded
  // for any file it cannot read as an image; the demo checks only the first bytes, so it answers here as the service does).
  const stopRefusing = control.respond('POST', `/api/collections/${shown.id}/poster`, () => ({
    status: 400,
    json: { message: 'Uploaded file is not a valid image', error: 'Bad Request', statusCode: 400 },
  }));
  const cutShort = solidPng(20, 30, [30, 120, 200]).subarray(0, 40);
  await section.getByLabel('Upload a poster').setInputFiles({ name: 'cut.png', mimeType: 'image/png', buffer: cutShort });
  await closeToastByClick(page.getByText('Could not upload the poster: Uploaded file is not a valid image'));
  t.equal(uploads(), 1, 'sent once, refused by the service, which says why');
  stopRefusing();

  const png = solidPng(20, 30, [30, 120, 200]);
  await section.getByLabel('Upload a poster').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: png });
  await closeToastByClick(page.getByText(`New poster for “${shown.title}”, sent to the media server`));
  const image = section.getByRole('img', { name: `Poster of ${shown.title}` });
  await image.waitFor();
  await page.waitForFunction((element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0, await image.elementHandle());
  t.equal(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth), 20, 'the poster uploaded is the one shown');
  const held = await fetch(`${gateway.url}/api/collections/${shown.id}/poster`);
  t.same(Buffer.from(await held.arrayBuffer()), png, 'the service holds the file, byte for byte');
  await section.getByLabel('Replace the poster').waitFor();

  // Opened afresh with a poster there: the image is read once, by the <img> itself.
  const reads = () => control.requestsTo('GET', `/api/collections/${shown.id}/poster`).length;
  const readsBefore = reads();
  const other = await page.context().newPage();
  await other.goto(`${gateway.url}/collections/${shown.id}/info`);
  await other.getByRole('region', { name: 'Poster' }).getByRole('img', { name: `Poster of ${shown.title}` }).waitFor();
  t.equal(reads() - readsBefore, 1, 'one read of the poster for a page that shows it');
  await other.close();

  await section.getByRole('button', { name: 'Remove poster' }).click();
  await section.getByText('No poster of its own: the media server shows the one it makes.').waitFor();
  await page.waitForFunction(() => document.activeElement instanceof HTMLInputElement && document.activeElement.type === 'file', undefined, { timeout: 5000 }).catch(() => undefined);
  t.ok(await section.getByLabel('Upload a poster').evaluate((input) => input === document.activeElement), 'the focus went to the upload, in the place of Remove');
  await closeToastByClick(page.getByText(`Removed the poster of “${shown.title}”: the media server makes its own again`));
  t.equal((await fetch(`${gateway.url}/api/collections/${shown.id}/poster`)).status, 404, 'the service holds none again');

});
