// When a handler's cron schedule next runs, so that a schedule can be read back as times before it
// is saved ("0 0-23/8 * * *" is 00:00, 08:00 and 16:00). The service runs its schedules in its own
// time zone (GET /app/timezone), so the schedule's wall times are read in that zone.
import type { CronSchedule } from './cron-fields.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** How far ahead a run is looked for: a schedule such as "0 0 29 2 *" runs once in four years. */
const SEARCH_DAYS = 4 * 366 + 1;

interface WallTime {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall time of `instant` in `timeZone`, to the minute. */
function wallTimeIn(format: Intl.DateTimeFormat, instant: number): WallTime {
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute! };
}

/** The wall time as if it were UTC, in ms: wall times compare and step as numbers this way. */
const asUtc = ({ year, month, day, hour, minute }: WallTime) => Date.UTC(year, month - 1, day, hour, minute);

/**
 * The instant `wall` names in the zone of `format`, or undefined when the zone skips it (the hour a
 * clock goes forward). Found from the zone's offset near it, asked twice as the offset may change.
 */
function instantOf(format: Intl.DateTimeFormat, wall: WallTime): number | undefined {
  const target = asUtc(wall);
  let instant = target;
  for (let attempt = 0; attempt < 2; attempt += 1) instant = target - (asUtc(wallTimeIn(format, instant)) - instant);
  return asUtc(wallTimeIn(format, instant)) === target ? instant : undefined;
}

/**
 * The next `count` times after `now` that `schedule` runs in `timeZone`, earliest first; fewer when
 * the schedule does not come round within four years. Undefined when the day of month and the day
 * of week are both narrowed: cron implementations differ on whether a run needs either or both.
 */
export function nextRuns(schedule: CronSchedule, now: Date, timeZone: string, count = 2): Date[] | undefined {
  if (schedule.bothDaysNarrowed) return undefined;
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const today = wallTimeIn(format, now.getTime());
  const runs: Date[] = [];
  for (let offset = 0; offset < SEARCH_DAYS && runs.length < count; offset += 1) {
    // The day `offset` days after today's wall date: stepped in UTC, where days are all 24 hours.
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day) + offset * DAY_MS);
    const [month, day] = [date.getUTCMonth() + 1, date.getUTCDate()];
    if (!schedule.months.includes(month)) continue;
    if (!schedule.daysOfMonth.includes(day) || !schedule.daysOfWeek.includes(date.getUTCDay())) continue;
    for (const hour of schedule.hours) {
      for (const minute of schedule.minutes) {
        const instant = instantOf(format, { year: date.getUTCFullYear(), month, day, hour, minute });
        // Strictly later than now: a run due this very minute is under way or done.
        if (instant !== undefined && instant >= Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS) runs.push(new Date(instant));
        if (runs.length === count) return runs;
      }
    }
  }
  return runs;
}
