// A collection's addDate is SQLite's datetime on both generations (`2026-11-23 17:26:38`, recorded
// GET_collections on each), in the list and inside each rule group; no recording shows a bare date.
import t from 'tap';
import { call, recorded324, recordedWithMedia, removeDir, startTestSandbox } from './support.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';

const SQLITE_DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const addDates = (body: unknown) => (body as { addDate: string }[]).map((collection) => collection.addDate);

t.test('the recordings: both generations send SQLite datetimes', async (t) => {
  for (const dates of [addDates(recordedWithMedia('GET_collections.json').body), addDates(recorded324('GET_collections.json').body)]) {
    t.ok(dates.length > 0 && dates.every((date) => SQLITE_DATETIME.test(date)), dates.join(', '));
  }
});

for (const apiVersion of SANDBOX_APIS) t.test(`Maintainerr ${apiVersion}: the sandbox does too`, async (t) => {
  const sandbox = await startTestSandbox({ apiVersion });
  t.teardown(async () => {
    await sandbox.close();
    await removeDir(sandbox.dataDir);
  });
  const demo = addDates((await call(sandbox.url, 'GET', '/api/collections')).body);
  t.ok(demo.length > 0 && demo.every((date) => SQLITE_DATETIME.test(date)), `the demo's: ${demo.join(', ')}`);
  const groups = (await call(sandbox.url, 'GET', '/api/rules')).body as Record<string, unknown>[];
  t.ok(groups.length > 0);
  const inGroups = groups.map((group) => (group.collection as { addDate: string } | undefined)?.addDate).filter((date) => date !== undefined);
  t.ok(inGroups.length > 0 && inGroups.every((date) => SQLITE_DATETIME.test(date!)), `inside the rule groups: ${inGroups.join(', ')}`);
});
