// Settings → Logs lists today's log file and downloads it; names outside the real pattern are refused.
import t from 'tap';
import { call, removeDir, startTestSandbox } from './support.ts';

const sandbox = await startTestSandbox();
t.teardown(async () => {
  await sandbox.close();
  await removeDir(sandbox.dataDir);
});

t.test('the listed log file downloads as an attachment holding the written lines', async (t) => {
  await call(sandbox.url, 'POST', '/api/settings/overseerr', { url: 'http://overseerr.demo:5055', api_key: 'k' });
  const [file] = (await call(sandbox.url, 'GET', '/api/logs/files')).body as { name: string; size: number }[];
  const response = await fetch(`${sandbox.url}/api/logs/files/${file!.name}`);
  t.equal(response.status, 200);
  t.equal(response.headers.get('content-disposition'), `attachment; filename="${file!.name}"`);
  const text = await response.text();
  t.equal(Buffer.byteLength(text), file!.size, 'the listed size is the file size');
  t.match(text, /\[INFO\] Overseerr settings updated\n/);
});

t.test('a name without the maintainerr-YYYY-MM-DD.log pattern is refused', async (t) => {
  const answer = await call(sandbox.url, 'GET', '/api/logs/files/passwd');
  t.equal(answer.status, 400);
  t.same(answer.body, { statusCode: 400, message: 'Invalid file' });
});
