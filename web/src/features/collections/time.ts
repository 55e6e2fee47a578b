// Dates and durations as a collection shows them (API.md §0.7: `addDate` of a collection may be
// YYYY-MM-DD; media and log dates are ISO strings).

const DAY_MS = 86_400_000;

/** A service date as a Date: YYYY-MM-DD is that day at local midnight (not UTC), anything else as Date parses it. */
export function parseServiceDate(text: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(text);
}

/** A service date as a short local day, e.g. "Jul 25, 2026"; "Unknown" when it does not parse. */
export function formatDay(text: string, locale?: string): string {
  const date = parseServiceDate(text);
  return Number.isNaN(date.getTime()) ? 'Unknown' : date.toLocaleDateString(locale, { dateStyle: 'medium' });
}

/** A service timestamp as a local day and time, e.g. "Oct 23, 2026, 8:27 PM"; "Unknown" when it does not parse. */
export function formatDateTime(text: string, locale?: string): string {
  const date = parseServiceDate(text);
  return Number.isNaN(date.getTime()) ? 'Unknown' : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * Whole days before the collection handler acts on an item added at `addDate`: `deleteAfterDays`
 * minus the full days since it was added (negative once overdue). Undefined when the collection is
 * never handled (deleteAfterDays null) or the date does not parse.
 */
export function daysLeft(addDate: string, deleteAfterDays: number | null, now: Date): number | undefined {
  if (deleteAfterDays === null) return undefined;
  const added = parseServiceDate(addDate).getTime();
  if (Number.isNaN(added)) return undefined;
  return deleteAfterDays - Math.floor((now.getTime() - added) / DAY_MS);
}

const UNITS: [name: string, seconds: number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/**
 * A duration in seconds as its largest unit and the next one when not zero, e.g. 3725 -> "1 hour 2 minutes",
 * 3601 -> "1 hour", 0 -> "0 seconds". Fractions are rounded to whole seconds.
 */
export function formatDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const largest = UNITS.findIndex(([, seconds]) => whole >= seconds);
  if (largest === -1) return '0 seconds';
  const counts = UNITS.map(([, seconds], index) => {
    const bigger = index === 0 ? Infinity : UNITS[index - 1]![1];
    return Math.floor((whole % bigger) / seconds);
  });
  return [largest, largest + 1]
    .filter((index) => index < UNITS.length && counts[index]! > 0)
    .map((index) => `${counts[index]} ${UNITS[index]![0]}${counts[index] === 1 ? '' : 's'}`)
    .join(' ');
}
