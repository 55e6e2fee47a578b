// How much space each media-server library takes, which the Collections screen sets the
// collections' size against. v3.x answers it (GET /storage-metrics/library-sizes, recorded
// GET_storage-metrics_library-sizes: {"generatedAt": …, "sizeBytesByLibrary": {"1": 565250388965,
// "2": 190934332766}}, keyed by the library ids the collections name). v2.21 has no such read.
import useSWR from 'swr';
import * as z from '../../../wire/zod-mini.ts';
import { api } from '../lib/api-client.ts';
import { useGeneration } from './generation.ts';
import { readWire } from './read-wire.ts';

export const LIBRARY_SIZES_KEY = '/storage-metrics/library-sizes';

const librarySizesSchema = z.looseObject({ sizeBytesByLibrary: z.record(z.string(), z.nullable(z.number())) });

/** The answer as bytes per library id; a library the service could not size is left out rather than counted as empty. */
export function readLibrarySizes(data: unknown, path: string): ReadonlyMap<string, number> {
  const { sizeBytesByLibrary } = readWire(librarySizesSchema, data, path);
  return new Map(Object.entries(sizeBytesByLibrary).filter((entry): entry is [string, number] => entry[1] !== null));
}

/** Bytes per library id; undefined on v2.21, while loading, or when the service could not say. */
export function useLibrarySizes(): ReadonlyMap<string, number> | undefined {
  const { generation } = useGeneration();
  const { data } = useSWR(generation === 3 ? LIBRARY_SIZES_KEY : null, async (path: string) => readLibrarySizes(await api.get(path), path));
  return data;
}
