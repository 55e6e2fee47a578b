// The one helper for calls under <base>/api (spec §7): GET sends no body, POST and PUT send JSON,
// DELETE sends a body too. It hands back the response's data, parsed the way the real service
// needs (API.md §0.3): empty body -> null, else JSON when the text parses, else the raw text.
import { gatewayMeta } from './gateway-meta.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An answer with a 4xx/5xx status, or no answer at all (status 0). */
export class ApiError extends Error {
  constructor(
    /** HTTP status, or 0 when the request never got an answer. */
    readonly status: number,
    message: string,
    /** The gateway's or service's error code, when the body carried one. */
    readonly code: string | undefined,
    /** The parsed error body. */
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the gateway says the service cannot be reached (502, 503, 504) or the network failed. */
  get isUnreachable(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504;
  }
}

/** Turns a response text into data: '' -> null, JSON when it parses, the raw string otherwise. */
export function parseResponseText(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorFrom(status: number, data: unknown): ApiError {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' ? record.message : typeof data === 'string' && data ? data : `HTTP ${status}`;
  return new ApiError(status, message, typeof record.code === 'string' ? record.code : undefined, data);
}

export interface ApiClientOptions {
  /** The fetch to use; injected by tests. */
  fetch: typeof fetch;
  /** Prefix before /api: '' or '/maintainerr'. */
  basePath: string;
}

export interface ApiClient {
  get<T = unknown>(path: string, init?: { signal?: AbortSignal }): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  put<T = unknown>(path: string, body?: unknown): Promise<T>;
  delete<T = unknown>(path: string, body?: unknown): Promise<T>;
}

/**
 * Builds an API client. `path` is the part after /api, already URL-encoded: callers encode dynamic
 * segments with encodeURIComponent, e.g. `/tasks/${encodeURIComponent('Rule Handler')}/status`.
 */
export function createApiClient({ fetch: fetchImpl, basePath }: ApiClientOptions): ApiClient {
  async function request<T>(method: HttpMethod, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    const url = `${basePath}/api${path}`;
    const headers: Record<string, string> = { accept: 'application/json, text/plain, */*' };
    const init: RequestInit = { method, headers, signal };
    if (method !== 'GET') {
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
    const data = parseResponseText(await response.text());
    if (!response.ok) throw errorFrom(response.status, data);
    return data as T;
  }
  return {
    get: (path, init) => request('GET', path, undefined, init?.signal),
    post: (path, body) => request('POST', path, body),
    put: (path, body) => request('PUT', path, body),
    delete: (path, body) => request('DELETE', path, body),
  };
}

/** The app's client, bound to the browser's fetch and the gateway's base path. */
export const api: ApiClient = createApiClient({
  fetch: (...args) => globalThis.fetch(...args),
  basePath: gatewayMeta.basePath,
});
