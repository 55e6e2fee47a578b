// Poster and backdrop look-ups, gathered into one request to the gateway (POST /images/lookups),
// which asks the service for each and answers them together: a grid of thirty cards is one request
// instead of thirty queued six at a time behind the browser's per-origin limit. DataLoader gathers
// the look-ups asked within a few milliseconds; SWR, above it, keeps each answer per look-up path.
import DataLoader from 'dataloader';
import { IMAGE_LOOKUPS_MAX, type ImageLookupsAnswer, type LookupAnswer } from '../../../wire/image-lookups.ts';
import { errorFrom, gatewayApi, parseResponseText } from '../lib/api-client.ts';
import { startEarlyRead, takeEarlyRead } from '../lib/early-reads.ts';

/**
 * How long look-ups are gathered before they are sent, in ms: cards mounted by one scroll frame
 * start theirs from separate timers, a moment apart.
 */
const GATHER_MS = 5;

/** Each look-up's data as the service's own answer would read (lib/api-client), or its error. */
export function readLookupAnswers(answers: readonly LookupAnswer[]): unknown[] {
  return answers.map(({ status, body }) => {
    const data = parseResponseText(body);
    return status >= 200 && status < 300 ? data : errorFrom(status, data);
  });
}

/** Sends one batch: each path's answer in order, a failed look-up as its Error (DataLoader rejects those). */
async function sendLookups(paths: readonly string[]): Promise<unknown[]> {
  return readLookupAnswers((await gatewayApi.post<ImageLookupsAnswer>('/images/lookups', { paths })).answers);
}

const lookups = new DataLoader<string, unknown>(sendLookups, {
  cache: false,
  maxBatchSize: IMAGE_LOOKUPS_MAX,
  batchScheduleFn: (send) => setTimeout(send, GATHER_MS),
});

const earlyKey = (path: string) => `image-lookup ${path}`;

/** The service's answer to one look-up path (after /api), asked together with the others of the moment. */
export function lookUpImage(path: string): Promise<unknown> {
  return takeEarlyRead(earlyKey(path)) ?? lookups.load(path);
}

/**
 * Sends these look-ups at once, in one batch, before their cards ask (the first page's posters); each
 * card's lookUpImage takes its answer. Not through the gathering timer: the grid renders as soon as
 * the first page is in, and on a slow phone that render held the timer's batch back by 300 ms.
 */
export function lookUpImagesEarly(paths: readonly string[]): void {
  const unique = [...new Set(paths)].slice(0, IMAGE_LOOKUPS_MAX);
  if (unique.length === 0) return;
  const answers = sendLookups(unique);
  unique.forEach((path, index) =>
    startEarlyRead(earlyKey(path), async () => {
      const answer = (await answers)[index];
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  );
}
