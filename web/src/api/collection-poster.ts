// A collection's own poster, which the service keeps and puts on the media server's collection in
// place of the one the server makes (v3.x: GET, POST multipart field "poster", DELETE
// /collections/:id/poster, recorded). v2.21 has no such call.
import { api } from '../lib/api-client.ts';
import { ApiError } from '../lib/api-error.ts';
import { gatewayMeta } from '../lib/gateway-meta.ts';
import * as z from '../../../wire/zod-mini.ts';
import { COLLECTION_POSTER_MAX_BYTES } from '../../../wire/v3/collections.ts';
import { POSTER_SIGNATURE_BYTES, posterImageTypeOf } from '../../../wire/v3/poster-image.ts';
import { useGeneration } from './generation.ts';
import { readWire } from './read-wire.ts';

const posterPath = (collectionId: number) => `/collections/${collectionId}/poster`;

/** The image types the service takes (it answers 400 "Uploaded file is not a valid image" to others). */
export const POSTER_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The largest poster file the service takes (a phone's photo is often larger). */
export const POSTER_MAX_BYTES = COLLECTION_POSTER_MAX_BYTES;

/** Whether the file's first bytes are a PNG, JPEG or WebP image: the service reads them, not the name. */
export async function isPosterImage(file: Blob): Promise<boolean> {
  return posterImageTypeOf(new Uint8Array(await file.slice(0, POSTER_SIGNATURE_BYTES).arrayBuffer())) !== undefined;
}

/** Whether the service keeps collection posters; undefined until its generation is known. */
export function usePostersOffered(): boolean | undefined {
  const { generation } = useGeneration();
  return generation === undefined ? undefined : generation === 3;
}

/**
 * The poster's URL for an <img>, which reads it once (the service answers 404 while there is none).
 * `version` changes it after an upload, so the browser never shows the poster it had.
 */
export function collectionPosterUrl(collectionId: number, version?: number): string {
  return `${gatewayMeta.basePath}/api${posterPath(collectionId)}${version === undefined ? '' : `?v=${version}`}`;
}

/**
 * Why the poster's <img> failed: the collection has none (404), or the service could not be asked
 * or answered something else (the error, whose message says which). Asked only after a failure.
 */
export async function whyPosterFailed(collectionId: number): Promise<'none' | Error> {
  try {
    await (await api.getFile(posterPath(collectionId))).arrayBuffer();
    return new Error('the image could not be shown');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'none';
    return error instanceof Error ? error : new Error(String(error));
  }
}

// Recorded: 201 {pushed: true, attempted: true}. Read leniently: the poster is kept whatever the push did.
const uploadAnswerSchema = z.catch(z.looseObject({ pushed: z.optional(z.boolean()) }), {});

/** Uploads a poster; resolves with whether the media server took it at once. */
export async function uploadCollectionPoster(collectionId: number, file: File): Promise<{ pushed: boolean }> {
  const form = new FormData();
  form.append('poster', file, file.name);
  const path = posterPath(collectionId);
  const answer = readWire(uploadAnswerSchema, await api.post(path, form), path);
  return { pushed: answer.pushed === true };
}

/** Removes the collection's own poster (recorded: 200 {cleared, refreshRequested}). */
export async function removeCollectionPoster(collectionId: number): Promise<void> {
  await api.delete(posterPath(collectionId));
}
