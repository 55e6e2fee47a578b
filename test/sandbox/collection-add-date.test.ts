// A collection's addDate is SQLite's datetime on both generations (`2026-11-23 17:26:38`, recorded
// GET_collections on each), in the list and inside each rule group; no recording shows a bare date.
// An item's addDate is a day, kept as midnight of the service's zone (recorded with the service in
// UTC: `2026-11-23T00:00:00.000Z` on its collection's pages, and in the collection list
// `2026-11-23 00:00:00.000` (v3.24) or the ISO form (v2.21)). The app names the day from it, so a
// time of day in the sandbox would hide a day told wrong. The sandbox's zone is this process's.
import t from 'tap';
import { call, recorded324, recordedWithMedia, removeDir, startTestSandbox } from './support.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { parseServiceDate } from '../../web/src/lib/day-label.ts';

const SQLITE_DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const addDates = (body: unknown) => (body as { addDate: string }[]).map((collection) => collection.addDate);
const ITEM_DAY = /^\d{4}-\d{2}-\d{2}(T00:00:00\.000Z| 00:00:00\.000)$/;
const listedItemDates = (body: unknown) => (body as { media?: { addDate: string }[] }[]).flatMap((collection) => (collection.media ?? []).map((item) => item.addDate));
const pageItemDates = (body: unknown) => (body as { items: { addDate: string }[] }).items.map((item) => item.addDate);
const allMidnight = (dates: string[]) => dates.length > 0 && dates.every((date) => ITEM_DAY.test(date));
/** Midnight in this process's zone, the sandbox's; read as the app reads it (the list's `YYYY-MM-DD HH:MM:SS.sss` is UTC). */
const atLocalMidnight = (date: string) => {
  const day = parseServiceDate(date);
  return day.getHours() === 0 && day.getMinutes() === 0 && day.getSeconds() === 0 && day.getMilliseconds() === 0;
};
const allLocalMidnight = (dates: string[]) => dates.length > 0 && dates.every(atLocalMidnight);

t.test('the recordings: both generations send SQLite datetimes', async (t) => {
  for (const dates of [addDates(recordedWithMedia('GET_collections.json').body), addDates(recorded324('GET_collections.json').body)]) {
    t.ok(dates.length > 0 && dates.every((date) => SQLITE_DATETIME.test(date)), dates.join(', '));
  }
  t.ok(allMidnight(listedItemDates(recorded324('GET_collections.json').body)), 'v3.24: items in the list at midnight');
  t.ok(allMidnight(listedItemDates(recordedWithMedia('GET_collections.json').body)), 'v2.21: items in the list at midnight');
  t.ok(allMidnight(pageItemDates(recorded324('GET_collections_media_1_content_page1.json').body)), 'v3.24: items on a page at midnight');
  t.ok(allMidnight(pageItemDates(recordedWithMedia('GET_collections_media_1_content_1.json').body)), 'v2.21: items on a page at midnight');
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
  const listed = listedItemDates((await call(sandbox.url, 'GET', '/api/collections')).body);
  t.ok(allLocalMidnight(listed), `items in the list: ${listed.slice(0, 3).join(', ')}…`);
  const page = pageItemDates((await call(sandbox.url, 'GET', '/api/collections/media/1/content/1?size=25')).body);
  t.ok(allLocalMidnight(page), `items on a page: ${page.slice(0, 3).join(', ')}…`);
});
