// Facts the About page shows that the service answers as raw text on both generations: its time
// zone, how many rule groups it has and how many media its collections hold.
import useSWR from 'swr';

export const TIMEZONE_KEY = '/app/timezone';
export const RULES_COUNT_KEY = '/rules/count';
export const COLLECTION_MEDIA_COUNT_KEY = '/collections/media/count';

export type AboutFact = typeof TIMEZONE_KEY | typeof RULES_COUNT_KEY | typeof COLLECTION_MEDIA_COUNT_KEY;

/** One fact as display text; undefined while loading. */
export function useAboutFact(key: AboutFact) {
  const result = useSWR<unknown>(key);
  return { ...result, text: result.data === undefined || result.data === null ? undefined : String(result.data) };
}
