// Compression of the service's answers on their way to the browser. The service (Express) sends
// JSON uncompressed: a library page of 60 items is ~60 KB, /collections with its media ~75 KB, which
// on a phone's slow link took most of a second each. Compressed here (Brotli when the browser takes
// it, else gzip), they are a tenth of that. Only text answers worth it are compressed; a body
// already encoded, a ranged answer, or one without a body passes as it came.
import type { IncomingHttpHeaders } from 'node:http';
import { constants as zlib, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import { preferredEncoding } from './static-files.ts';

/** Answers smaller than this gain less from compression than they cost. */
const MIN_COMPRESSED_BYTES = 1024;
/** Text answers: JSON, text/*, JavaScript and XML (event streams never come this way). */
const COMPRESSIBLE_TYPE = /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))\b)/i;
// Quick settings: the answer streams out as the service sends it, so speed counts more than the last percent.
const BROTLI_QUALITY = 4;
const BROTLI_WINDOW_BITS = 18;
const GZIP_LEVEL = 5;

export type AnswerEncoding = 'br' | 'gzip';

/** The encoding to compress an upstream answer in for this request, or undefined to pass it as it is. */
export function answerEncoding(method: string | undefined, acceptEncoding: string | undefined, statusCode: number, headers: IncomingHttpHeaders): AnswerEncoding | undefined {
  if (method === 'HEAD' || statusCode === 204 || statusCode === 304 || statusCode === 206) return undefined;
  if (headers['content-encoding'] !== undefined || headers['content-range'] !== undefined) return undefined;
  const type = headers['content-type'];
  if (type === undefined || !COMPRESSIBLE_TYPE.test(type)) return undefined;
  const length = headers['content-length'];
  if (length !== undefined && Number(length) < MIN_COMPRESSED_BYTES) return undefined;
  const encoding = preferredEncoding(acceptEncoding, { br: true, gzip: true });
  return encoding === 'identity' ? undefined : encoding;
}

/** The answer's headers for the compressed body: no length, its encoding named, Vary, and a strong ETag made weak. */
export function compressedHeaders(headers: Record<string, string | string[]>, encoding: AnswerEncoding): void {
  delete headers['content-length'];
  headers['content-encoding'] = encoding;
  const vary = headers.vary;
  const varyText = Array.isArray(vary) ? vary.join(', ') : vary;
  if (!varyText) headers.vary = 'Accept-Encoding';
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(varyText)) headers.vary = `${varyText}, Accept-Encoding`;
  // A strong ETag names one exact body, which the compressed one no longer is (RFC 9110 §8.8.1).
  const etag = headers.etag;
  if (typeof etag === 'string' && etag.startsWith('"')) headers.etag = `W/${etag}`;
}

/** A compressing stream for one answer; `sizeHint` is the upstream's Content-Length when it gave one. */
export function createAnswerCompressor(encoding: AnswerEncoding, sizeHint: number | undefined): BrotliCompress | Gzip {
  // Each chunk from the service is flushed as it comes, so an answer that streams keeps streaming;
  // chunks are socket reads of up to 64 KB, so the ratio barely suffers.
  if (encoding === 'gzip') return createGzip({ level: GZIP_LEVEL, flush: zlib.Z_SYNC_FLUSH });
  return createBrotliCompress({
    flush: zlib.BROTLI_OPERATION_FLUSH,
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      ...(sizeHint ? { [zlib.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
    },
  });
}
