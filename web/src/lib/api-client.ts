// The one helper for calls under <base>/api: GET sends no body, POST, PUT and PATCH send JSON (a
// FormData as multipart: an upload), DELETE sends a body too. It hands back the response's data,
// parsed by its text, not its content type, because the real service sends JSON strings and raw
// scalars as text/html and empty 201s: empty body -> null, else JSON when the text parses, else the
// raw text.
import { ApiError } from './api-error.ts';
import { SLOW_ANSWER_MS } from './constants.ts';
import { forgetEarlyReads, startEarlyRead, takeEarlyRead } from './early-reads.ts';
import { gatewayMeta } from './gateway-meta.ts';
import { reachability } from './reachability.ts';
import { signInEvents } from './sign-in-events.ts';

export { ApiError };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Turns a response text into data: '' -> null, JSON when it parses, the raw string otherwise. */
export function parseResponseText(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The ApiError for an answer with a 4xx/5xx status and its parsed body. */
export function errorFrom(status: number, data: unknown): ApiError {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const message =
    // An HTML page (a proxy's error page) is no message to show.
    typeof record.message === 'string' ? record.message : typeof data === 'string' && data && !data.startsWith('<') ? data : `HTTP ${status}`;
  return new ApiError(status, message, typeof record.code === 'string' ? record.code : undefined, data);
}

export interface ApiClientOptions {
  /** The fetch to use; injected by tests. */
  fetch: typeof fetch;
  /** Prefix before /api: '' or '/maintainerr'. */
  basePath: string;
  /** What every path starts with after the base path; default '/api' (the service). '' reaches the gateway's own routes. */
  prefix?: string;
  /** Told the outcome of every call that got an answer or failed to (not of aborted ones). */
  observer?: CallObserver;
  /** Whether a POST, PUT, PATCH or DELETE changes data, so early reads are dropped; default true. */
  writesChangeData?: boolean;
}

/** Follows whether calls reach the service, e.g. the shell's unreachable banner (lib/reachability.ts). */
export interface CallObserver {
  reportSuccess(): void;
  reportFailure(error: unknown, path: string, method: HttpMethod): void;
  /** A call has waited SLOW_ANSWER_MS for its answer, and no other call was answered meanwhile. */
  reportSlow?(path: string, method: HttpMethod): void;
}

export interface ApiClient {
  /** A GET; it takes the answer of an early read of the same path when one is waiting (readEarly). */
  get<T = unknown>(path: string, init?: { signal?: AbortSignal }): Promise<T>;
  /** A GET whose answer is a file: the response itself, to read as a blob; a 4xx/5xx throws as any call does. */
  getFile(path: string): Promise<Response>;
  /** Starts a GET now, for the next get() of the same path to take (lib/early-reads.ts). */
  readEarly<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  put<T = unknown>(path: string, body?: unknown): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown): Promise<T>;
  delete<T = unknown>(path: string, body?: unknown): Promise<T>;
}

/**
 * Builds an API client. `path` is the part after /api, already URL-encoded: callers encode dynamic
 * segments with encodeURIComponent, e.g. `/tasks/${encodeURIComponent('Rule Handler')}/status`.
 */
export function createApiClient({ fetch: fetchImpl, basePath, prefix = '/api', observer, writesChangeData = true }: ApiClientOptions): ApiClient {
  /** Calls the service has answered, whatever the answer: a count, not a clock, which a sleeping laptop or a test's clock would move. */
  let answered = 0;
  async function request<T>(method: HttpMethod, path: string, body?: unknown, signal?: AbortSignal, as: 'data' | 'file' = 'data'): Promise<T> {
    const answeredBefore = answered;
    const slow = setTimeout(() => answered === answeredBefore && observer?.reportSlow?.(path, method), SLOW_ANSWER_MS);
    try {
      const data = await send<T>(method, path, body, signal, as);
      observer?.reportSuccess();
      return data;
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') observer?.reportFailure(error, path, method);
      throw error;
    } finally {
      clearTimeout(slow);
    }
  }

  async function send<T>(method: HttpMethod, path: string, body?: unknown, signal?: AbortSignal, as: 'data' | 'file' = 'data'): Promise<T> {
    const url = `${basePath}${prefix}${path}`;
    const headers: Record<string, string> = { accept: 'application/json, text/plain, */*' };
    const init: RequestInit = { method, headers, signal };
    if (body instanceof FormData) {
      // A file upload: the browser writes the multipart body and its content type (with the boundary).
      init.body = body;
    } else if (method !== 'GET') {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body ?? {});
    }
    let response: Response;
    try {
      response = await fetchImpl(url, init);
    } catch (cause) {
      if ((cause as Error)?.name === 'AbortError') throw cause;
      throw new ApiError(0, `Network error: ${(cause as Error)?.message ?? 'no answer'}`, 'NETWORK_ERROR', null);
    }
    answered += 1;
    if (as === 'file' && response.ok) return response as T;
    const data = parseResponseText(await response.text());
    if (!response.ok) throw errorFrom(response.status, data);
    return data as T;
  }
  const earlyKey = (path: string) => `GET ${basePath}${prefix}${path}`;

  /**
   * An early read's answer for its taker. Its failure was reported when it came, perhaps before the
   * sign-in gate listened, so it is reported again: a 401 must still bring the sign-in screen back.
   */
  function takeEarly<T>(path: string): Promise<T> | undefined {
    return takeEarlyRead<T>(earlyKey(path))?.catch((error: unknown) => {
      observer?.reportFailure(error, path, 'GET');
      throw error;
    });
  }

  /** A write: any early read not yet taken may now be out of date. */
  function write<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    if (writesChangeData) forgetEarlyReads();
    return request<T>(method, path, body);
  }

  return {
    // A caller with an abort signal reads afresh: it expects its own request to be the one aborted.
    get: <T>(path: string, init?: { signal?: AbortSignal }) =>
      (init?.signal ? undefined : takeEarly<T>(path)) ?? request<T>('GET', path, undefined, init?.signal),
    getFile: (path) => request<Response>('GET', path, undefined, undefined, 'file'),
    readEarly: (path) => startEarlyRead(earlyKey(path), () => request('GET', path)),
    post: (path, body) => write('POST', path, body),
    put: (path, body) => write('PUT', path, body),
    patch: (path, body) => write('PATCH', path, body),
    delete: (path, body) => write('DELETE', path, body),
  };
}

/** Every call of the app, read or write, feeds the reachability store, and a 401 from the gateway brings up the sign-in screen. */
const appObserver: CallObserver = {
  reportSuccess: () => reachability.reportSuccess(),
  reportFailure: (error, path, method) => {
    reachability.reportFailure(error, path, method);
    signInEvents.reportFailure(error);
  },
  reportSlow: (path, method) => reachability.reportSlow(path, method),
};

/** The app's client for the service, bound to the browser's fetch and the gateway's base path. */
export const api: ApiClient = createApiClient({ fetch: (...args) => globalThis.fetch(...args), basePath: gatewayMeta.basePath, observer: appObserver });

/** The same for the gateway's own routes that stand for service calls (POST /images/lookups). */
export const gatewayApi: ApiClient = createApiClient({
  fetch: (...args) => globalThis.fetch(...args),
  basePath: gatewayMeta.basePath,
  prefix: '',
  observer: appObserver,
  // Its one POST is a batch of reads (the image look-ups), sent early themselves.
  writesChangeData: false,
});
