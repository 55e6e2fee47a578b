// Poster and backdrop look-ups, gathered into one request to the gateway (POST /images/lookups),
// which asks the service for each and answers them together: a grid of thirty cards is one request
// instead of thirty queued six at a time behind the browser's per-origin limit. DataLoader gathers
// the look-ups asked within a few milliseconds; SWR, above it, keeps each answer per look-up path.
import DataLoader from 'dataloader';
import { IMAGE_LOOKUPS_MAX, type ImageLookupsAnswer, type LookupAnswer } from '../../../wire/image-lookups.ts';
import { errorFrom, gatewayApi, parseResponseText } from '../lib/api-client.ts';

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

const lookups = new DataLoader<string, unknown>(
  async (paths) => readLookupAnswers((await gatewayApi.post<ImageLookupsAnswer>('/images/lookups', { paths })).answers),
  { cache: false, maxBatchSize: IMAGE_LOOKUPS_MAX, batchScheduleFn: (send) => setTimeout(send, GATHER_MS) },
);

/** The service's answer to one look-up path (after /api), asked together with the others of the moment. */
export function lookUpImage(path: string): Promise<unknown> {
  return lookups.load(path);
}
