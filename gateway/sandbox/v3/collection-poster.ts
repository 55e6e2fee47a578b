// v3.24's custom collection poster: GET, POST (multipart, field "poster") and DELETE
// /api/collections/:id/poster, as recorded (GET_collections_1_poster*, POST_collections_1_poster_upload*,
// DELETE_collections_1_poster). The service keeps the image and pushes it to the media server's
// collection; the demo keeps it in memory (it is gone after a restart) and has no media server to
// push to, so it answers as the service does once the push went through.
import type { FastifyInstance } from 'fastify';
import type { DemoWorld } from '../demo-world.ts';
import { sendJson, parseIntParam } from '../wire.ts';
import { sendNestError } from './nest-errors.ts';
import { COLLECTION_POSTER_MAX_BYTES } from '../../../wire/v3/collections.ts';
import { posterImageTypeOf } from '../../../wire/v3/poster-image.ts';

/**
 * The largest body read at all: far above the poster limit, so that a phone's photo of a few MB
 * gets the service's own refusal below (multer reads the file up to its limit), not Fastify's.
 */
const BODY_MAX_BYTES = 20 * 1024 * 1024;

const NO_POSTER = 'No custom poster set for this collection';
const NOT_AN_IMAGE = 'Uploaded file is not a valid image';

interface StoredPoster {
  bytes: Buffer;
  contentType: string;
}

/** The "poster" file of a multipart body, read by the platform's own form-data parser; undefined when there is none. */
async function posterFileOf(body: Buffer, contentType: string): Promise<Buffer | undefined> {
  try {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    const file = form.get('poster');
    return typeof file === 'object' && file !== null ? Buffer.from(await file.arrayBuffer()) : undefined;
  } catch {
    return undefined;
  }
}

export function registerV3CollectionPoster(app: FastifyInstance, world: DemoWorld): void {
  const posters = new Map<number, StoredPoster>();
  const collectionOf = (id: string) => world.collections.find((collection) => collection.id === parseIntParam(id));

  // Only these routes read a multipart body; elsewhere the sandbox leaves bodies of other types unread, as Express does.
  app.register(async (scoped) => {
    scoped.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: BODY_MAX_BYTES }, (_request, body, done) => done(null, body));

    scoped.get<{ Params: { id: string } }>('/api/collections/:id/poster', (request, reply) => {
      const collection = collectionOf(request.params.id);
      const poster = collection && posters.get(collection.id);
      if (!poster) return sendNestError(reply, 404, NO_POSTER);
      return reply.header('content-type', poster.contentType).header('cache-control', 'no-cache').send(poster.bytes);
    });

    scoped.post<{ Params: { id: string } }>('/api/collections/:id/poster', async (request, reply) => {
      const contentType = request.headers['content-type'] ?? '';
      const file = Buffer.isBuffer(request.body) && contentType.startsWith('multipart/form-data') ? await posterFileOf(request.body, contentType) : undefined;
      // The service's upload limit (multer's, which Nest answers 413 "File too large") comes before any look at the bytes.
      if (file && file.length > COLLECTION_POSTER_MAX_BYTES) return sendNestError(reply, 413, 'File too large');
      const imageType = file && posterImageTypeOf(file);
      if (!file || !imageType) return sendNestError(reply, 400, file ? NOT_AN_IMAGE : 'No file uploaded');
      // An unknown collection was not recorded; the service looks it up to push the poster, so a 404.
      const collection = collectionOf(request.params.id);
      if (!collection) return sendNestError(reply, 404, 'Collection not found');
      posters.set(collection.id, { bytes: file, contentType: imageType });
      return sendJson(reply, { pushed: true, attempted: true }, 201);
    });

    scoped.delete<{ Params: { id: string } }>('/api/collections/:id/poster', (request, reply) => {
      const collection = collectionOf(request.params.id);
      if (collection) posters.delete(collection.id);
      return sendJson(reply, { cleared: true, refreshRequested: false });
    });
  });
}
