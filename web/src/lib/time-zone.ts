// Time zones as the browser knows them: the user's own, and whether a zone the service names is one
// Intl can show times in.

/** Whether Intl knows a time zone by this name (a service may send anything as its zone). */
export function isKnownTimeZone(zone: string | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone the browser shows times in. */
export const userTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Two zone names that show the same wall time at `date` (e.g. "UTC" and "Etc/UTC") count as one. */
export function sameZone(date: Date, a: string, b: string): boolean {
  const wallTime = (timeZone: string) => date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return a === b || wallTime(a) === wallTime(b);
}
