// One GET whose answer is read into memory within a time limit and a size limit, and that never
// follows a redirect. The images plugin fetches posters with it; nothing here knows about images.

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
 * The body of a 2xx answer to GET `url`. Throws BoundedFetchError on a 404 (notFound), and on any
 * other status, a redirect, a network error, the timeout, or a body over maxBytes (declared or sent).
 */
export async function fetchBounded(url: string, { timeoutMs, maxBytes }: FetchBounds): Promise<Buffer> {
  let response: Response;
  try {
    // redirect: 'error' so an answer can never send the gateway on to another host.
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch {
    throw new BoundedFetchError(false);
  }
  if (response.status === 404) {
    await response.body?.cancel();
    throw new BoundedFetchError(true);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (!response.ok || !response.body || declared > maxBytes) {
    await response.body?.cancel();
    throw new BoundedFetchError(false);
  }
  // Counted as it streams: a chunked answer has no content-length to check up front, and one that
  // never ends must cost at most maxBytes of memory, not everything it sends.
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      received += read.value.byteLength;
      if (received > maxBytes) break;
      chunks.push(read.value);
    }
  } catch {
    throw new BoundedFetchError(false);
  }
  if (received > maxBytes) {
    // Cancelling closes the connection, so the host stops sending.
    await reader.cancel().catch(() => undefined);
    throw new BoundedFetchError(false);
  }
  return Buffer.concat(chunks, received);
}
