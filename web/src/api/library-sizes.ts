// How much space each media-server library takes, which the Collections screen sets the
// collections' size against. v3.x answers it (GET /storage-metrics/library-sizes, recorded
// GET_storage-metrics_library-sizes: {"generatedAt": …, "sizeBytesByLibrary": {"1": 565250388965,
// "2": 190934332766}}, keyed by the library ids the collections name). v2.21 has no such read.
// The service counts by walking the whole media server (then keeps the figures for a while), and
// refuses with a 503 while no media server is set up, or a 500 when the count fails; on a big
// library the first count can outlast the gateway's timeout (504). None of that means the service
// is unreachable, and asking again would only walk the server again: this read is a nice-to-have,
// so it reports to no one (no "unreachable" banner, no sign-in prompt) and is not retried.
import useSWR from 'swr';
import * as z from '../../../wire/zod-mini.ts';
import { createApiClient } from '../lib/api-client.ts';
import { gatewayMeta } from '../lib/gateway-meta.ts';
import { useGeneration } from './generation.ts';
import { readWire } from './read-wire.ts';

export const LIBRARY_SIZES_KEY = '/storage-metrics/library-sizes';

const librarySizesSchema = z.looseObject({ sizeBytesByLibrary: z.record(z.string(), z.nullable(z.number())) });

/** The service's API, for this read alone: its outcome is nobody else's business. */
const quietApi = createApiClient({ fetch: (...args) => globalThis.fetch(...args), basePath: gatewayMeta.basePath });

/** The answer as bytes per library id; a library the service could not size is left out rather than counted as empty. */
export function readLibrarySizes(data: unknown, path: string): ReadonlyMap<string, number> {
  const { sizeBytesByLibrary } = readWire(librarySizesSchema, data, path);
  return new Map(Object.entries(sizeBytesByLibrary).filter((entry): entry is [string, number] => entry[1] !== null));
}

/** Bytes per library id; undefined on v2.21, while loading, or when the service could not say. */
export function useLibrarySizes(): ReadonlyMap<string, number> | undefined {
  const { generation } = useGeneration();
  const { data } = useSWR(generation === 3 ? LIBRARY_SIZES_KEY : null, async (path: string) => readLibrarySizes(await quietApi.get(path), path), {
    shouldRetryOnError: false,
  });
  return data;
}
