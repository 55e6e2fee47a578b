// Days left before the collection handler acts, durations and service dates as the detail view shows them.
import t from 'tap';
import { formatDay, parseServiceDate } from '../../web/src/lib/day-label.ts';
import { daysLeft } from '../../web/src/features/collections/time.ts';
import { formatDuration } from '../../web/src/lib/duration.ts';
import { daysLeftLabel } from '../../web/src/features/collections/labels.ts';

t.test('days left count calendar days to the day the item leaves, in the browser zone', async (t) => {
  // Local times, as the browser's zone is the one the leave day is shown in; an hour or more from
  // midnight, so a daylight-saving hour between the dates moves no day.
  const now = new Date(2026, 10, 27, 9, 0);
  const added = (month: number, day: number, hour: number) => new Date(2026, month, day, hour, 0).toISOString();
  t.equal(daysLeft(added(10, 27, 8), 30, now), 30, 'added this morning: 30 days left');
  t.equal(daysLeft(added(10, 26, 23), 30, now), 29, 'added late yesterday: one day fewer, though not 24 hours ago');
  t.equal(daysLeft(added(9, 28, 14), 30, now), 0, 'leaves later today: 0, not "1 day left" because 30 whole days have not passed');
  t.equal(daysLeft(added(9, 29, 14), 30, now), 1, 'leaves tomorrow');
  t.equal(daysLeft(added(9, 29, 8), 30, now), 1, 'leaves tomorrow whatever the hour: two items leaving the same day count alike');
  t.equal(daysLeft(added(9, 25, 14), 30, now), -3, 'overdue reads negative');
  t.equal(daysLeft(added(9, 25, 14), null, now), undefined, 'a collection that is never handled has no days left');
  t.equal(daysLeft('not a date', 30, now), undefined, 'an unreadable date has none either');
});

t.test('days left read as a pill', async (t) => {
  t.equal(daysLeftLabel(12), '12 days left');
  t.equal(daysLeftLabel(1), '1 day left');
  t.equal(daysLeftLabel(0), 'Leaves today');
  t.equal(daysLeftLabel(-1), '1 day overdue');
  t.equal(daysLeftLabel(-4), '4 days overdue');
});

t.test('durations show their largest unit and the next one', async (t) => {
  const cases: [number, string][] = [
    [0, '0 seconds'],
    [1, '1 second'],
    [3, '3 seconds'],
    [59.6, '1 minute'],
    [60, '1 minute'],
    [65, '1 minute 5 seconds'],
    [3600, '1 hour'],
    [3601, '1 hour'],
    [3725, '1 hour 2 minutes'],
    [7200 + 59, '2 hours'],
    [86_400 + 3600 * 3 + 60, '1 day 3 hours'],
    [-5, '0 seconds'],
    [Number.NaN, '0 seconds'],
  ];
  for (const [seconds, text] of cases) t.equal(formatDuration(seconds), text, `${seconds} s`);
});

t.test('service dates: a YYYY-MM-DD is that local day, SQLite datetimes are UTC, a day is told in the zone asked', async (t) => {
  const date = parseServiceDate('2026-07-25');
  t.same([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()], [2026, 6, 25, 0]);
  t.equal(parseServiceDate('2026-11-22T01:16:10.531Z').getTime(), Date.UTC(2026, 10, 22, 1, 16, 10, 531), 'ISO strings keep their instant');
  // In a zone other than UTC (Node follows TZ as it changes), so that reading it as local time shows.
  const zone = process.env.TZ;
  process.env.TZ = 'America/Los_Angeles';
  t.equal(parseServiceDate('2026-11-23 17:26:38').getTime(), Date.UTC(2026, 10, 23, 17, 26, 38), "SQLite's datetime (a collection's addDate, recorded) is UTC, whatever the local zone");
  t.equal(parseServiceDate('2026-11-23 00:00:00.000').getTime(), Date.UTC(2026, 10, 23), "with milliseconds too (an item's addDate in v3.24's collection list, recorded)");
  // The service keeps an item's day as midnight of its zone (UTC here): west of it, that is the evening before.
  t.equal(formatDay('2026-11-23T00:00:00.000Z', { locale: 'en-US' }), 'Nov 22, 2026', "the browser's day, west of the service");
  t.equal(formatDay('2026-11-23T00:00:00.000Z', { locale: 'en-US', timeZone: 'UTC' }), 'Nov 23, 2026', "the service's day, given its zone");
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
  t.equal(formatDay('2026-07-25', { locale: 'en-US' }), 'Jul 25, 2026');
  t.equal(formatDay('soon', { locale: 'en-US' }), 'Unknown');
});
