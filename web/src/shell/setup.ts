// The setup check (SPEC.md §2, API.md §2): GET /settings/test/setup answers the text `true` or
// `false`; anything falsy sends the user to /settings/plex.

/** The SWR key of the setup check. */
export const SETUP_KEY = '/settings/test/setup';

/** True only for a truthy answer; the text 'false', false, 0, null and an empty body are falsy. */
export function isSetupComplete(answer: unknown): boolean {
  if (typeof answer === 'string') {
    return !['', 'false', '0', 'null', 'undefined'].includes(answer.trim().toLowerCase());
  }
  return Boolean(answer);
}
