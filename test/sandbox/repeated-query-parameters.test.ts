// A number in the query given twice (`?size=25&size=10`) arrives as a list, which the service's
// ParseIntPipe refuses with its 400 (a bad request, not a failure of the service).
import t from 'tap';
import { call, removeDir, startTestSandbox } from './support.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';

const parseIntFailed = { statusCode: 400, error: 'Bad Request', message: 'Validation failed (numeric string is expected)' };
const PAGES = ['/api/collections/media/1/content/1', '/api/collections/exclusions/1/content/1', '/api/collections/logs/1/content/1'];

for (const apiVersion of SANDBOX_APIS) t.test(`Maintainerr ${apiVersion}`, async (t) => {
  const sandbox = await startTestSandbox({ apiVersion });
  t.teardown(async () => {
    await sandbox.close();
    await removeDir(sandbox.dataDir);
  });
  for (const page of PAGES) {
    const once = await call(sandbox.url, 'GET', `${page}?size=10`);
    t.equal(once.status, 200, `${page}?size=10 answers`);
    const twice = await call(sandbox.url, 'GET', `${page}?size=25&size=10`);
    t.equal(twice.status, 400, `${page} with size twice: 400`);
    t.match(twice.body, parseIntFailed, "ParseIntPipe's answer");
  }
});
