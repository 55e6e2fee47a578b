// v3.24's custom collection poster on the sandbox, replayed in the recorded order: none yet (404),
// an upload that is no image (400), an image (201), the poster read back, removed, and none again.
// Statuses, content types and error bodies as recorded. One deliberate difference: the service
// re-encodes an upload as JPEG (a PNG was uploaded, image/jpeg read back); the demo keeps the bytes
// it was sent and answers with their type. A file over 500 KB is refused (the limit the service's
// API description states; its answer is Nest's to multer's limit). v2.21 has no such call.
import t, { type Test } from 'tap';
import { solidPng } from '../helpers/tiny-png.ts';
import { recorded324, removeDir, startTestSandbox } from './support.ts';

function posterForm(bytes: Buffer, type: string): FormData {
  const form = new FormData();
  form.append('poster', new Blob([new Uint8Array(bytes)], { type }), 'poster.png');
  return form;
}

/** A sandbox of this generation, closed and its data folder removed with the test. */
async function sandboxFor(t: Test, apiVersion: '2.21' | '3.24') {
  const sandbox = await startTestSandbox({ apiVersion });
  t.teardown(async () => {
    await sandbox.close();
    await removeDir(sandbox.dataDir);
  });
  return sandbox;
}

async function expectRecorded(t: Test, answer: Response, file: string) {
  const recorded = recorded324(file);
  t.equal(answer.status, recorded.status, `${file}: status`);
  const contentType = answer.headers.get('content-type');
  if (recorded.contentType?.startsWith('application/json')) {
    t.equal(contentType, recorded.contentType, `${file}: content type`);
    t.same(await answer.json(), recorded.body, `${file}: the same body`);
  }
}

t.test('v3.24: none, a refused upload, an upload, read back, removed, none again', async (t) => {
  const sandbox = await sandboxFor(t, '3.24');
  const poster = `${sandbox.url}/api/collections/1/poster`;
  await expectRecorded(t, await fetch(poster), 'GET_collections_1_poster_none.json');
  const notAnImage = posterForm(Buffer.from('not an image at all'), 'image/png');
  await expectRecorded(t, await fetch(poster, { method: 'POST', body: notAnImage }), 'POST_collections_1_poster_upload_not_an_image.json');

  const png = solidPng(20, 30, [200, 40, 40]);
  await expectRecorded(t, await fetch(poster, { method: 'POST', body: posterForm(png, 'image/png') }), 'POST_collections_1_poster_upload.json');
  const read = await fetch(poster);
  t.equal(read.status, recorded324('GET_collections_1_poster.json').status);
  t.equal(read.headers.get('content-type'), 'image/png', 'the type of the bytes sent (the service answers image/jpeg)');
  t.equal(read.headers.get('cache-control'), recorded324('GET_collections_1_poster.json').headers?.['cache-control']);
  t.same(Buffer.from(await read.arrayBuffer()), png, 'the bytes sent');

  await expectRecorded(t, await fetch(poster, { method: 'DELETE' }), 'DELETE_collections_1_poster.json');
  await expectRecorded(t, await fetch(poster), 'GET_collections_1_poster_after_delete.json');
});

t.test("v3.24: a poster over 500 KB is refused whole, as the service's upload limit refuses it", async (t) => {
  const sandbox = await sandboxFor(t, '3.24');
  const poster = `${sandbox.url}/api/collections/1/poster`;
  // A PNG's signature then padding: an image by its first bytes, 1 byte over the limit.
  const tooLarge = Buffer.concat([solidPng(2, 2, [0, 0, 0]), Buffer.alloc(500 * 1024)]).subarray(0, 500 * 1024 + 1);
  const photo = Buffer.concat([solidPng(2, 2, [0, 0, 0]), Buffer.alloc(4 * 1024 * 1024)]);
  for (const [what, file] of [['1 byte over', tooLarge], ["a phone's photo of 4 MB", photo]] as const) {
    const refused = await fetch(poster, { method: 'POST', body: posterForm(file, 'image/png') });
    t.equal(refused.status, 413, what);
    t.same(await refused.json(), { message: 'File too large', error: 'Payload Too Large', statusCode: 413 }, `${what}: the service's words`);
  }
  t.equal((await fetch(poster)).status, 404, 'nothing was kept');
  const atTheLimit = await fetch(poster, { method: 'POST', body: posterForm(tooLarge.subarray(0, 500 * 1024), 'image/png') });
  t.equal(atTheLimit.status, 201, 'a file of exactly 500 KB is taken');
});

t.test('v2.21: no such call', async (t) => {
  const sandbox = await sandboxFor(t, '2.21');
  t.equal((await fetch(`${sandbox.url}/api/collections/1/poster`)).status, 404);
});
