// How the app writes a service's date as a day: collections, their media and the Overview's detail
// view read the same dates (a collection's `addDate` may be YYYY-MM-DD; media and log dates are ISO).

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
