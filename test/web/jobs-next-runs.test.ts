// When a handler's schedule next runs, as the Jobs tab says it: the schedule's fields expanded as
// the service's validator reads them, its wall times in the service's time zone (offsets of whole
// and half hours, the clock going forward or back), days read as the `cron` package the service
// schedules with reads them, a run due this minute not counted, and a date that never comes round.
import t from 'tap';
import { parseCron, type CronSchedule } from '../../web/src/api/cron-fields.ts';
import { nextRuns } from '../../web/src/api/cron-next-runs.ts';

const schedule = (text: string): CronSchedule => {
  const parsed = parseCron(text);
  if (!parsed) throw new Error(`not a schedule: ${text}`);
  return parsed;
};
const runs = (text: string, now: string, zone = 'UTC', count = 2) => nextRuns(schedule(text), new Date(now), zone, count).map((date) => date.toISOString());

t.test('each field is expanded as the validator reads it', async (t) => {
  t.same(schedule('*/15 0-23/8 1,15 * 1-5').minutes, [0, 15, 30, 45], '*/15');
  t.same(schedule('*/15 0-23/8 * * *').hours, [0, 8, 16], '0-23/8');
  t.same(schedule('5/20 * * * *').minutes, [5, 25, 45], 'a start with a step runs on to the end');
  t.same(schedule('0 0 1,15 * *').daysOfMonth, [1, 15], 'a list');
  t.same(schedule('0 0 * 12,1 *').months, [1, 12], 'a list, ascending');
  t.same(schedule('0 0 * * 1-5').daysOfWeek, [1, 2, 3, 4, 5], 'a range');
  t.equal(parseCron('0 25 * * *'), undefined, 'an hour out of range is no schedule');
  t.equal(parseCron('0 0 * *'), undefined, 'four fields are no schedule');
  t.equal(parseCron(' 0 3 * * 1 ')?.hours[0], 3, 'spaces around are ignored');
});

t.test('the next runs of a schedule in UTC', async (t) => {
  t.same(runs('0 0-23/8 * * *', '2026-11-29T12:15:00Z'), ['2026-11-29T16:00:00.000Z', '2026-11-30T00:00:00.000Z'], 'every eight hours');
  t.same(runs('30 3 * * 1', '2026-11-29T12:15:00Z'), ['2026-11-30T03:30:00.000Z', '2026-12-07T03:30:00.000Z'], '03:30 every Monday');
  t.same(runs('0 16 * * *', '2026-11-29T16:00:30Z', 'UTC', 1), ['2026-11-30T16:00:00.000Z'], 'a run due this minute is under way: the next is tomorrow');
  t.same(runs('59 23 31 12 *', '2026-12-31T23:58:59Z', 'UTC', 1), ['2026-12-31T23:59:00.000Z'], 'the next minute counts, across a year end');
});

t.test('wall times are read in the service time zone', async (t) => {
  t.same(runs('0 3 * * *', '2026-11-29T12:15:00Z', 'America/New_York'), ['2026-11-30T08:00:00.000Z', '2026-12-01T08:00:00.000Z'], '03:00 in New York in winter is 08:00 UTC');
  t.same(runs('0 0 * * *', '2026-11-29T12:15:00Z', 'Asia/Kolkata', 1), ['2026-11-29T18:30:00.000Z'], 'midnight in India (UTC+5:30) is 18:30 UTC the day before');
  t.same(runs('0 0 * * 1', '2026-11-29T20:00:00Z', 'Asia/Tokyo', 1), ['2026-12-06T15:00:00.000Z'], "the day of week is the zone's: Monday has begun in Tokyo, so the next Monday midnight is a week on");
  t.same(
    runs('30 2 * * *', '2027-03-13T12:00:00Z', 'America/New_York'),
    ['2027-03-14T07:00:00.000Z', '2027-03-15T06:30:00.000Z'],
    'the 02:30 the clock skips going forward (March 14) runs as the clock jumps, at 03:00; later days at 02:30 of the new offset',
  );
  t.same(
    runs('0,30 2,3 * * *', '2027-03-14T06:00:00Z', 'America/New_York', 3),
    ['2027-03-14T07:00:00.000Z', '2027-03-14T07:30:00.000Z', '2027-03-15T06:00:00.000Z'],
    'several skipped times run once, at the jump, which the 03:00 run shares',
  );
  t.same(
    runs('30 1 * * *', '2026-11-01T04:00:00Z', 'America/New_York', 1),
    ['2026-11-01T05:30:00.000Z'],
    'the 01:30 the clock passes twice going back (November 1) is the first of them, daylight time',
  );
  t.same(runs('30 2 * * *', '2026-10-25T00:00:00Z', 'Europe/Berlin', 1), ['2026-10-25T00:30:00.000Z'], 'in Berlin too, where the offset is ahead of UTC');
});

t.test('a date that never or rarely comes round', async (t) => {
  t.same(runs('0 0 31 2 *', '2026-11-29T12:15:00Z'), [], 'February 31: no run');
  t.same(runs('0 0 29 2 *', '2026-11-29T12:15:00Z', 'UTC', 1), ['2028-02-29T00:00:00.000Z'], 'February 29: the next leap year');
});

t.test('a day of month and a day of week both narrowed match either, as the cron package reads them', async (t) => {
  t.same(runs('0 0 1 * 1', '2026-11-29T12:15:00Z', 'UTC', 3), ['2026-11-30T00:00:00.000Z', '2026-12-01T00:00:00.000Z', '2026-12-07T00:00:00.000Z'], 'Mondays and the 1st');
  t.same(runs('0 0 */2 * 1', '2026-11-29T12:15:00Z', 'UTC', 3), ['2026-11-30T00:00:00.000Z', '2026-12-01T00:00:00.000Z', '2026-12-03T00:00:00.000Z'], '*/2 narrows the days too: odd days or Mondays');
  t.same(runs('0 0 1 * *', '2026-11-29T12:15:00Z', 'UTC', 1), ['2026-12-01T00:00:00.000Z'], 'the day of month alone');
  t.same(runs('0 0 * * 0-6', '2026-11-29T12:15:00Z', 'UTC', 1), ['2026-11-30T00:00:00.000Z'], 'every day of the week is no narrowing');
});
