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

