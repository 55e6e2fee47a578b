// TMDB helpers and the demo image host: /api/moviedb/{image,backdrop}/:type/:tmdbId
// answer raw-text paths, and GET /t/p/:size/:file serves the SVG those paths name (outside /api,
// laid out like image.tmdb.org so the gateway's image cache can fetch from either).
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { backdropPath, posterPath, renderImage, type TmdbKind } from '../posters.ts';
import { parseIntParam, sendEmpty, sendParseIntError, sendText } from '../wire.ts';

/** Registers the moviedb endpoints and the image host. */
export function registerImageRoutes(app: FastifyInstance, context: SandboxContext): void {
  const library = context.world.library;

  for (const [segment, pathOf] of [['image', posterPath], ['backdrop', backdropPath]] as const) {
    app.get<{ Params: { type: string; tmdbId: string } }>(`/api/moviedb/${segment}/:type/:tmdbId`, (request, reply) => {
      const tmdbId = parseIntParam(request.params.tmdbId);
      if (tmdbId === undefined) return sendParseIntError(reply);
      // `movie` looks up a movie; every other type (show, season, episode) a TV series, as on the real service.
      const kind: TmdbKind = request.params.type === 'movie' ? 'movie' : 'tv';
      return library.findByTmdb(kind, tmdbId) ? sendText(reply, pathOf(kind, tmdbId)) : sendEmpty(reply);
    });
  }
  registerImageHost(app, library);
}

/** The demo image host, for both generations: GET /t/p/:size/:file serves the SVG a poster or backdrop path names. */
export function registerImageHost(app: FastifyInstance, library: SandboxContext['world']['library']): void {
  app.get<{ Params: { size: string; file: string } }>('/t/p/:size/:file', (request, reply) => {
    const svg = renderImage(request.params.file, library);
    if (!svg) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(svg);
  });
}
