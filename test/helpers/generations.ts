// The two API generations the app speaks, for tests that run once on each: the sandbox speaks either,
// and the app's own readers (web/src/api) turn its answers into the values a screen shows.
import { collectionWire } from '../../web/src/api/collections.ts';
import { readPage } from '../../web/src/api/paged-list.ts';
import type { CollectionExclusion, CollectionLog, CollectionMedia, CollectionWithMedia, Page } from '../../web/src/api/collections.ts';
import type { Generation } from '../../web/src/api/generation.ts';
import { mediaWire, type Library, type MediaItem, type MediaPage } from '../../web/src/api/media.ts';
import { excludedIdsOf } from '../../web/src/api/media-wire.ts';
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
    /** Every media row of a collection, page after page. */
    allMedia: async (id: number): Promise<CollectionMedia[]> => {
      const rows: CollectionMedia[] = [];
      for (let number = 1; ; number += 1) {
        const path = `/collections/media/${id}/content/${number}?size=25`;
        const page = readPage(await get(path), path, wire.readMediaRow);
        rows.push(...page.items);
        if (page.items.length === 0 || number * 25 >= page.totalSize) return rows;
      }
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

/** Reads the media a screen shows from a gateway in front of the sandbox, with the app's own wire for `api`. */
export function mediaReader(baseUrl: string, api: SandboxApiVersion) {
  const wire = mediaWire(generationOf(api));
  const get = async (path: string): Promise<unknown> => {
    const text = await (await fetch(`${baseUrl}/api${path}`)).text();
    return text === '' ? '' : JSON.parse(text);
  };
  return {
    wire,
    libraries: async (): Promise<Library[]> => wire.readLibraries(await get(wire.librariesPath)),
    page: async (library: Library, page: number, size: number): Promise<MediaPage> => {
      const path = wire.libraryPagePath(library, page, size);
      return wire.readLibraryPage(await get(path), path);
    },
    children: async (id: string): Promise<MediaItem[]> => wire.readItems(await get(wire.childrenPath(id)), wire.childrenPath(id)),
    /** Ids the service holds as excluded for an item: its own rows and those of its parts. */
    excludedIds: async (id: string): Promise<string[]> => {
      const path = wire.exclusionsOfItemPath(id);
      return excludedIdsOf(wire.readExclusionRows(await get(path), path));
    },
  };
}

/** The page number and size of a library page request's raw path, on either wire; undefined for any other path. */
export function libraryPageOf(path: string): { page: number; size: number } | undefined {
  const v2 = /\/content\/(\d+)\?amount=(\d+)/.exec(path);
  if (v2) return { page: Number(v2[1]), size: Number(v2[2]) };
  const v3 = /\/content\?page=(\d+)&limit=(\d+)/.exec(path);
  return v3 ? { page: Number(v3[1]), size: Number(v3[2]) } : undefined;
}
