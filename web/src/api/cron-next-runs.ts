// When a handler's cron schedule next runs, so that a schedule can be read back as times before it
// is saved ("0 0-23/8 * * *" is 00:00, 08:00 and 16:00). The service runs its schedules with the
// `cron` package (under @nestjs/schedule) in its own time zone (GET /app/timezone); its readings are
// followed here: a day of month and a day of week both narrowed match either, and a time the clock
// skips going forward runs once, as the clock jumps. Loaded with components/schedule-next-runs.tsx,
// when a schedule is first shown.
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

/** The wall time of `instant` in the zone of `format`, to the minute. */
function wallTimeIn(format: Intl.DateTimeFormat, instant: number): WallTime {
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute! };
}

/** The wall time as if it were UTC, in ms: wall times compare and step as numbers this way. */
const asUtc = ({ year, month, day, hour, minute }: WallTime) => Date.UTC(year, month - 1, day, hour, minute);

/**
 * The instant the wall time `target` (as asUtc gives it) names in the zone of `format`: the earlier
 * of two when the clock goes back; when the clock goes forward past it, the first minute after the
 * jump, where the `cron` package runs what the jump skipped. Tried with the zone's offsets a day
 * either side, so a change of offset near it is seen.
 */
function instantOf(format: Intl.DateTimeFormat, target: number): number {
  const offsetAt = (instant: number) => asUtc(wallTimeIn(format, instant)) - instant;
  const candidates = [target - offsetAt(target - DAY_MS), target - offsetAt(target + DAY_MS)];
  const named = candidates.filter((instant) => asUtc(wallTimeIn(format, instant)) === target);
  if (named.length > 0) return Math.min(...named);
  // Skipped: the jump lies between the two candidates; the first minute whose wall time is past it.
  let [before, after] = [Math.min(...candidates), Math.max(...candidates)];
  while (after - before > MINUTE_MS) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE_MS) * MINUTE_MS;
    if (asUtc(wallTimeIn(format, middle)) > target) after = middle;
    else before = middle;
  }
  return after;
}

/** Whether the `cron` package runs `schedule` on this day: a narrowed day of month or day of week must match, either of them when both are narrowed. */
function runsOn(schedule: CronSchedule, date: Date): boolean {
  const dayOfMonthNarrowed = schedule.daysOfMonth.length !== 31;
  const dayOfWeekNarrowed = schedule.daysOfWeek.length !== 7;
  const dayOfMonthMatches = schedule.daysOfMonth.includes(date.getUTCDate());
  const dayOfWeekMatches = schedule.daysOfWeek.includes(date.getUTCDay());
  if (dayOfMonthNarrowed && dayOfWeekNarrowed) return dayOfMonthMatches || dayOfWeekMatches;
  return dayOfMonthMatches && dayOfWeekMatches;
}

/**
 * The next `count` times after `now` that `schedule` runs in `timeZone`, earliest first; fewer when
 * the schedule does not come round within four years. A run due this very minute is under way or
 * done, and not counted.
 */
export function nextRuns(schedule: CronSchedule, now: Date, timeZone: string, count = 2): Date[] {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const earliest = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  const today = wallTimeIn(format, now.getTime());
  const runs: number[] = [];
  for (let offset = 0; offset < SEARCH_DAYS && runs.length < count; offset += 1) {
    // The day `offset` days after today's wall date: stepped in UTC, where days are all 24 hours.
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day) + offset * DAY_MS);
    if (!schedule.months.includes(date.getUTCMonth() + 1) || !runsOn(schedule, date)) continue;
    for (const hour of schedule.hours) {
      // Today's hours gone by are not looked at: "* * * * *" late in the day would ask for each minute.
      if (offset === 0 && hour < today.hour) continue;
      for (const minute of schedule.minutes) {
        const instant = instantOf(format, date.getTime() + hour * 3_600_000 + minute * MINUTE_MS);
        // Several skipped times run once, at the jump.
        if (instant < earliest || instant === runs.at(-1)) continue;
        runs.push(instant);
        if (runs.length === count) break;
      }
      if (runs.length === count) break;
    }
  }
  return runs.map((instant) => new Date(instant));
}
