// v3.24's GET /api/settings/database/download on the sandbox: the recorded headers (an SQLite file
// named after the day, never cached, not sniffed) and a body any SQLite tool opens: the demo keeps
// no SQLite database, so it sends an empty one. v2.21 has no such call.
import t from 'tap';
import { recorded324, removeDir, startTestSandbox } from './support.ts';

t.test('v3.24: an SQLite file with the recorded headers', async (t) => {
  const sandbox = await startTestSandbox({ apiVersion: '3.24' });
  t.teardown(async () => {
    await sandbox.close();
    await removeDir(sandbox.dataDir);
  });
  const recorded = recorded324('GET_settings_database_download.json');
  const answer = await fetch(`${sandbox.url}/api/settings/database/download`);
  t.equal(answer.status, recorded.status);
  for (const header of ['content-type', 'cache-control']) t.equal(answer.headers.get(header), recorded.headers?.[header], header);
  // The fixture keeps neither of these; the recording has nosniff and
  // `attachment; filename="maintainerr-2026-11-23.sqlite"` (recorded on 2026-11-23).
  t.equal(answer.headers.get('x-content-type-options'), 'nosniff');
  const day = new Date().toISOString().slice(0, 10);
  t.equal(answer.headers.get('content-disposition'), `attachment; filename="maintainerr-${day}.sqlite"`, 'named after the day, as recorded');

  // The file format's own checks (sqlite.org/fileformat.html): the magic string, a page size that
  // is a power of two, the fixed payload fractions, a size in pages that matches the file, and
  // page 1 a table b-tree leaf.
  const file = Buffer.from(await answer.arrayBuffer());
  t.equal(file.subarray(0, 16).toString('latin1'), 'SQLite format 3\0', 'the SQLite magic string');
  const pageSize = file.readUInt16BE(16);
  t.ok(pageSize >= 512 && (pageSize & (pageSize - 1)) === 0, `a page size of a power of two (${pageSize})`);
  t.same([file[21], file[22], file[23]], [64, 32, 32], 'the payload fractions SQLite requires');
  t.equal(file.readUInt32BE(28) * pageSize, file.length, 'the size in the header is the file\'s');
  t.equal(file.readUInt32BE(92), file.readUInt32BE(24), 'the size is valid for this change counter');
  t.equal(file[100], 0x0d, 'page 1 is a table leaf (the schema, empty)');
  t.equal(file.readUInt16BE(103), 0, 'with no tables');
});

t.test('v2.21: no such call', async (t) => {
  const sandbox = await startTestSandbox({ apiVersion: '2.21' });
  t.teardown(async () => {
    await sandbox.close();
    await removeDir(sandbox.dataDir);
  });
  t.equal((await fetch(`${sandbox.url}/api/settings/database/download`)).status, 404);
});
