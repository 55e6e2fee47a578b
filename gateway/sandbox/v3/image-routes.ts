// Poster and backdrop look-ups on the v3 wire: /api/metadata/{image,backdrop}/:type?tmdbId=…
// Without internet the real server answers a 200 with an empty body (recorded
// GET_metadata_*_offline); online it names the image on the image host. The demo answers the way
// an online server does, with the image host's URL as text (its online shape was not recorded;
// the app reads a URL or a path, as text or in a JSON object), so the demo shows its posters
// through the gateway's image cache from the same demo image host as on v2.21. Anything the library does not hold, or
// a request without a TMDB id, gets the offline answer.
import type { FastifyInstance } from 'fastify';
import type { V3Context } from './context.ts';
import { backdropPath, posterPath, type TmdbKind } from '../posters.ts';
import { registerImageHost } from '../routes/images.ts';
import { sendEmpty, sendText } from '../wire.ts';

const IMAGE_HOST = 'https://image.tmdb.org/t/p';

export function registerV3ImageRoutes(app: FastifyInstance, context: V3Context): void {
  const library = context.world.library;
  for (const [segment, pathOf, size] of [['image', posterPath, 'w500'], ['backdrop', backdropPath, 'w1280']] as const) {
    app.get<{ Params: { type: string }; Querystring: { tmdbId?: string } }>(`/api/metadata/${segment}/:type`, (request, reply) => {
      const tmdbId = Number(request.query.tmdbId);
      const kind: TmdbKind = request.params.type === 'movie' ? 'movie' : 'tv';
      if (!Number.isInteger(tmdbId) || !library.findByTmdb(kind, tmdbId)) return sendEmpty(reply);
      return sendText(reply, `${IMAGE_HOST}/${size}${pathOf(kind, tmdbId)}`);
    });
  }
  registerImageHost(app, library);
  // A season's description fallback: nothing to add to what the library already says.
  app.get('/api/metadata/overview/:type', (_request, reply) => sendEmpty(reply));
}
