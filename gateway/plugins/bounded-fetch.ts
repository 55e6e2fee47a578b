// One GET whose answer is read into memory within a time limit and a size limit, and that never
// follows a redirect. The images plugin fetches posters with it; nothing here knows about images.
import type { Dispatcher } from 'undici';
import { readAnswer } from '../http-client.ts';

/** Why a bounded fetch gave no body: the host answered 404 (`notFound`), or anything else went wrong. */
export class BoundedFetchError extends Error {
  constructor(readonly notFound: boolean) {
    super(notFound ? 'not found' : 'upstream failure');
  }
}

export interface FetchBounds {
  /** How long the whole fetch, body included, may take, in ms. */
  timeoutMs: number;
  /** Largest body accepted, in bytes; a bigger one is refused, not buffered. */
  maxBytes: number;
}

/**
 * The body of a 2xx answer to GET `path` from the pool's origin. Throws BoundedFetchError on a 404
 * (notFound), and on any other status, a redirect, a network error, the timeout, or a body over
 * maxBytes (declared or sent; the connection is closed there, so a host that never stops sending
 * costs at most maxBytes of memory).
 */
export async function fetchBounded(pool: Dispatcher, path: string, { timeoutMs, maxBytes }: FetchBounds): Promise<Buffer> {
  let answer;
  try {
    answer = await readAnswer(pool, path, { timeoutMs, maxBytes });
  } catch {
    throw new BoundedFetchError(false);
  }
  if (answer.status < 200 || answer.status > 299) throw new BoundedFetchError(answer.status === 404);
  return answer.body;
}
