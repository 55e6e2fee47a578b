// POST <base>/images/lookups: many poster and backdrop look-ups in one request. A grid of cards needs
// one look-up per card (the service answers which image file an item has, one item at a time); over
// HTTP/1.1 the browser runs six requests at once per origin, one of them held by the event stream,
// so thirty cards took five or six round trips before the first poster could load. Here the
// gateway asks the service for all of them at once, on its own connections, and answers together.
//
// Only the service's look-up paths are accepted (both generations' shapes), each asked with GET as
// the browser would; every answer comes back with its status and its body as text, unchanged, for
// the app's wire readers. A service that cannot be reached is a 502 for the whole batch, in JSON.
import type { FastifyPluginAsync } from 'fastify';
import { IMAGE_LOOKUPS_MAX, type ImageLookupsAnswer, type LookupAnswer } from '../../wire/image-lookups.ts';
import { gatewayError } from '../errors.ts';
import { AnswerTimeout, type HttpPool, readAnswer } from '../http-client.ts';

export interface ImageLookupsOptions {
  /** The upstream API server's connections and the path its API is under ('' or '/x'). */
  upstream: { pool: HttpPool; basePath: string };
  /** What to call the upstream in error messages. */
  upstreamLabel: string;
  /** Timeout of each look-up, in ms. */
  timeoutMs: number;
}

/** Look-ups asked of the service at once: about what a browser would have in flight. */
const UPSTREAM_CONCURRENCY = 8;

/**
 * The look-up paths of both generations, after /api:
 * v2.21 /moviedb/image|backdrop/movie|show/<tmdb id>; v3.x /metadata/image|backdrop/movie|show?<ids>.
 */
const LOOKUP_PATH = /^\/(?:moviedb\/(?:image|backdrop)\/(?:movie|show)\/\d{1,12}|metadata\/(?:image|backdrop)\/(?:movie|show)\?[A-Za-z0-9=&%._*+-]{1,300})$/;

/** The paths of a well-formed body, or why it is not one (checked by hand: a schema would be compiled at every start). */
function pathsOf(body: unknown): string[] | { refused: string } {
  const paths = (body as { paths?: unknown } | null)?.paths;
  if (!Array.isArray(paths) || paths.length === 0 || paths.length > IMAGE_LOOKUPS_MAX) {
    return { refused: `the body must be {"paths": [...]} with 1 to ${IMAGE_LOOKUPS_MAX} look-up paths` };
  }
  const wrong = paths.find((path) => typeof path !== 'string' || !LOOKUP_PATH.test(path));
  return wrong === undefined ? (paths as string[]) : { refused: JSON.stringify(String(wrong).slice(0, 100)) };
}

/** Why a look-up got no answer: the service could not be reached, or did not answer in time. */
class LookupFailure extends Error {
  constructor(readonly timedOut: boolean, cause: unknown) {
    super(timedOut ? 'the look-up timed out' : 'the service could not be reached', { cause });
  }
}

/** Runs `task` on every item, at most `limit` at a time, keeping the order; stops at the first failure. */
async function mapBounded<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export const imageLookupsPlugin: FastifyPluginAsync<ImageLookupsOptions> = async (app, options) => {
  const { pool, basePath } = options.upstream;

  // On the proxy's connections; a redirect is passed back as an answer, never followed.
  const lookUp = async (path: string): Promise<LookupAnswer> => {
    try {
      const answer = await readAnswer(pool, `${basePath}/api${path}`, {
        headers: { accept: 'application/json, text/plain, */*' },
        timeoutMs: options.timeoutMs,
      });
      return { status: answer.status, body: answer.body.toString('utf8') };
    } catch (error) {
      throw new LookupFailure(error instanceof AnswerTimeout, error);
    }
  };

  app.post('/images/lookups', async (request, reply) => {
    const paths = pathsOf(request.body);
    if (!Array.isArray(paths)) return reply.code(400).send(gatewayError('GW_ERR_IMAGE_LOOKUP_INVALID', paths.refused));
    try {
      const answer: ImageLookupsAnswer = { answers: await mapBounded(paths, UPSTREAM_CONCURRENCY, lookUp) };
      return answer;
    } catch (error) {
      if (!(error instanceof LookupFailure)) throw error;
      request.log.warn({ err: error.cause, upstream: options.upstreamLabel }, 'image look-up failed');
      const failure = gatewayError(error.timedOut ? 'GW_ERR_UPSTREAM_TIMEOUT' : 'GW_ERR_UPSTREAM_UNREACHABLE', options.upstreamLabel);
      return reply.code(failure.statusCode).send(failure);
    }
  });
};
