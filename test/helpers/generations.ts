// The two API generations the app speaks, for tests that run once on each: the sandbox speaks either,
// and the app's own readers (web/src/api) turn its answers into the values a screen shows.
import { collectionWire, readPage } from '../../web/src/api/collections.ts';
import type { CollectionExclusion, CollectionLog, CollectionMedia, CollectionWithMedia, Page } from '../../web/src/api/collections.ts';
import type { Generation } from '../../web/src/api/generation.ts';
import type { SandboxApiVersion } from '../../gateway/sandbox/api-version.ts';

/** Every generation, as SANDBOX_API names it. */
export const SANDBOX_APIS: readonly SandboxApiVersion[] = ['2.21', '3.24'];

export const generationOf = (api: SandboxApiVersion): Generation => (api === '3.24' ? 3 : 2);

/** Reads the collection data a screen shows from a gateway in front of the sandbox, as the app reads it. */
export function collectionReader(baseUrl: string, api: SandboxApiVersion) {
  const wire = collectionWire(generationOf(api));
  const get = async (path: string) => (await fetch(`${baseUrl}/api${path}`)).json() as Promise<unknown>;
  return {
    collections: async (): Promise<CollectionWithMedia[]> => wire.readCollections(await get('/collections'), '/collections'),
    media: async (id: number, page: number): Promise<Page<CollectionMedia>> => {
      const path = `/collections/media/${id}/content/${page}?size=25`;
      return readPage(await get(path), path, wire.readMediaRow);
    },
    exclusions: async (id: number): Promise<Page<CollectionExclusion>> => {
      const path = `/collections/exclusions/${id}/content/1?size=25`;
      return readPage(await get(path), path, wire.readExclusionRow);
    },
    logs: async (id: number): Promise<Page<CollectionLog>> => {
      const path = `/collections/logs/${id}/content/1?size=25`;
      return readPage(await get(path), path, (row) => row as CollectionLog);
    },
  };
}
