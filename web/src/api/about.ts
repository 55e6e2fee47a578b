// Facts the About page shows that the service answers as raw text on both generations: its time
// zone, how many rule groups it has and how many media its collections hold. The time zone also
// dates a collection's leave days and the Jobs tab's next runs.
import useSWR from 'swr';
import { isKnownTimeZone } from '../lib/time-zone.ts';

export const TIMEZONE_KEY = '/app/timezone';
export const RULES_COUNT_KEY = '/rules/count';
export const COLLECTION_MEDIA_COUNT_KEY = '/collections/media/count';

export type AboutFact = typeof TIMEZONE_KEY | typeof RULES_COUNT_KEY | typeof COLLECTION_MEDIA_COUNT_KEY;

/** One fact as display text; undefined while loading. */
export function useAboutFact(key: AboutFact) {
  const result = useSWR<unknown>(key);
  return { ...result, text: result.data === undefined || result.data === null ? undefined : String(result.data) };
}

/** The service's time zone (GET /app/timezone, raw text on both generations); undefined until known, or when Intl does not know it. */
export function useServerTimeZone(): string | undefined {
  const { data } = useSWR<unknown>(TIMEZONE_KEY);
  const zone = typeof data === 'string' ? data.trim() : undefined;
  return isKnownTimeZone(zone) ? zone : undefined;
}
