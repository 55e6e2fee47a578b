// The gateway's one HTTP client: undici's Pool, bundled with the gateway, for every request it makes
// of another server (the /api proxy, /readyz, the image look-ups, the posters it caches).
// Node's own fetch() is a second copy of undici with a WebAssembly HTTP parser of its own; loaded on
// its first call (the first /readyz or poster look-up), it added about 12 MB to the gateway's RSS
// for as long as the process ran.
import type { IncomingHttpHeaders } from 'node:http';
import type { Dispatcher, Pool as UndiciPool } from 'undici';
// The pool alone, not undici's index: that one loads fetch, WebSocket, the caches and the mocks too,
// ~1 MB of bundled code the gateway never runs, parsed and kept in memory at every start.
import Pool from 'undici/lib/dispatcher/pool.js';

export type HttpPool = UndiciPool;

/** A pool of keep-alive connections to one origin (http or https). */
export function createPool(origin: string, options: UndiciPool.Options = {}): HttpPool {
  return new Pool(origin, options);
}

/** readAnswer gave up waiting: the answer (head and body) did not come within its time. */
export class AnswerTimeout extends Error {
  override readonly name = 'TimeoutError';
}

/** The answer's body is over readAnswer's maxBytes (declared or as sent); reading stopped there. */
export class AnswerTooLarge extends Error {}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface AnswerBounds {
  /** How long the whole answer, body included, may take, in ms. */
  timeoutMs: number;
  /** Largest body accepted, in bytes; a bigger one stops the request (AnswerTooLarge); default none. */
  maxBytes?: number;
  /** Request headers. */
  headers?: Record<string, string>;
}

/**
 * GET `path` from the pool's origin and read the whole answer into memory. A redirect is an answer
 * like any other, never followed. Rejects with AnswerTimeout, AnswerTooLarge, or undici's error (with
 * its `code`, such as ECONNREFUSED) when the origin cannot be reached.
 */
export function readAnswer(pool: Dispatcher, path: string, { timeoutMs, maxBytes = Infinity, headers = {} }: AnswerBounds): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let controller: Dispatcher.DispatchController | undefined;
    let stopped: Error | undefined;
    let status = 0;
    let answerHeaders: IncomingHttpHeaders = {};
    const chunks: Buffer[] = [];
    let received = 0;
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      outcome();
    };
    /**
     * Ends the request with `error`. Once it has started, aborting it brings onResponseError; while
     * it still waits for a connection it fails now and is aborted as soon as it starts.
     */
    const stop = (error: Error) => {
      stopped ??= error;
      if (controller) controller.abort(error);
      else settle(() => reject(error));
    };
    const timer = setTimeout(() => stop(new AnswerTimeout(`no whole answer within ${timeoutMs} ms`)), timeoutMs);
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(started) {
        controller = started;
        if (stopped) started.abort(stopped);
      },
      onResponseStart(started, statusCode, responseHeaders) {
        // An interim answer (103 Early Hints) is not the answer.
        if (statusCode < 200) return;
        status = statusCode;
        answerHeaders = responseHeaders;
        if (Number(responseHeaders['content-length'] ?? 0) > maxBytes) stop(new AnswerTooLarge(`over ${maxBytes} bytes`));
      },
      onResponseData(_controller, chunk) {
        received += chunk.length;
        if (received > maxBytes) stop(new AnswerTooLarge(`over ${maxBytes} bytes`));
        else chunks.push(chunk);
      },
      onResponseEnd() {
        settle(() => resolve({ status, headers: answerHeaders, body: Buffer.concat(chunks, received) }));
      },
      onResponseError(_controller, error) {
        settle(() => reject(stopped ?? error));
      },
    };
    try {
      pool.dispatch({ path, method: 'GET', headers }, handler);
    } catch (error) {
      settle(() => reject(error));
    }
  });
}
