// How the app writes a service's date as a day: collections, their media and the Overview's detail
// view read the same dates (a collection's `addDate` is SQLite's `2026-11-23 17:26:38`, in UTC, and
// the collection list's items' `2026-11-23 00:00:00.000`; media and log dates are ISO; a bare
// YYYY-MM-DD is read too).

/**
 * A service date as a Date: YYYY-MM-DD is that day at local midnight (not UTC); SQLite's
 * `YYYY-MM-DD HH:MM:SS`, with or without milliseconds, is UTC (Date would read it as local time,
 * and some browsers not at all); anything else as Date parses it.
 */
export function parseServiceDate(text: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,3})?$/.test(text)) return new Date(`${text.replace(' ', 'T')}Z`);
  return new Date(text);
}

/**
 * A service date as a short day, e.g. "Jul 25, 2026"; "Unknown" when it does not parse. The day is
 * the browser's, or `timeZone`'s when given: the service writes a day it keeps (the day an item
 * joined a collection) as midnight of its own zone, which west of that zone is the evening before.
 */
export function formatDay(text: string, { timeZone, locale }: { timeZone?: string; locale?: string } = {}): string {
  const date = parseServiceDate(text);
  return Number.isNaN(date.getTime()) ? 'Unknown' : date.toLocaleDateString(locale, { dateStyle: 'medium', timeZone });
}
