// Dates as a collection shows them (a collection's `addDate` is SQLite's UTC
// `YYYY-MM-DD HH:MM:SS`; media and log dates are ISO strings); days as lib/day-label.ts writes them.
import { parseServiceDate } from '../../lib/day-label.ts';
import { isKnownTimeZone, sameZone } from '../../lib/time-zone.ts';

const DAY_MS = 86_400_000;

/** A service timestamp as a local day and time, e.g. "Oct 23, 2026, 8:27 PM"; "Unknown" when it does not parse. */
export function formatDateTime(text: string, locale?: string): string {
  const date = parseServiceDate(text);
  return Number.isNaN(date.getTime()) ? 'Unknown' : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * Days from today to the day the collection handler acts on an item added at `addDate` (see
 * leaveDate), both as days of the browser's zone, the one "Leaves on <day>" names: 0 on that day,
 * negative once it is past. Counted by calendar day, not by whole 24 hours since the item was added,
 * which said "1 day left" beside "Leaves on <today>" until the hour it was added came round. Undefined
 * when the collection is never handled (deleteAfterDays null) or the date does not parse.
 */
export function daysLeft(addDate: string, deleteAfterDays: number | null, now: Date): number | undefined {
  const leaves = leaveDate(addDate, deleteAfterDays);
  if (!leaves) return undefined;
  // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
  return Math.round((startOfLocalDay(leaves) - startOfLocalDay(now)) / DAY_MS);
}

const startOfLocalDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * When an item added at `addDate` leaves: `deleteAfterDays` days later, to the millisecond of the
 * service's date. Undefined when the collection is never handled or the date does not parse.
 */
export function leaveDate(addDate: string, deleteAfterDays: number | null): Date | undefined {
  if (deleteAfterDays === null) return undefined;
  const added = parseServiceDate(addDate).getTime();
  return Number.isNaN(added) ? undefined : new Date(added + deleteAfterDays * DAY_MS);
}

const dayIn = (date: Date, timeZone: string, locale?: string) => date.toLocaleDateString(locale, { dateStyle: 'medium', timeZone });
const dayTimeIn = (date: Date, timeZone: string, locale?: string) =>
  date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });

/**
 * The day an item leaves, in the user's zone; when the service runs in another zone (and Intl knows
 * it), both with their times, as the day itself may differ: "Dec 23, 2026, 1:00 AM (Dec 23, 2026,
 * 12:00 AM server time, UTC)".
 */
export function leaveDayText(date: Date, userZone: string, serverZone?: string, locale?: string): string {
  if (!isKnownTimeZone(serverZone) || sameZone(date, userZone, serverZone)) return dayIn(date, userZone, locale);
  return `${dayTimeIn(date, userZone, locale)} (${dayTimeIn(date, serverZone, locale)} server time, ${serverZone})`;
}

/** "Leaves on <day>", the day as leaveDayText writes it. */
export function leavesLabel(date: Date, userZone: string, serverZone?: string, locale?: string): string {
  return `Leaves on ${leaveDayText(date, userZone, serverZone, locale)}`;
}
