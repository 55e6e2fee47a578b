// The Overview's own data: a library's items loaded page by page as the grid scrolls. Everything
// else it reads (search, one item, images, collections, the writes) is the domain layer's (web/src/api).
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { fetchLibraryPage, useMediaWire, type Library } from '../../api/media.ts';
import type { MediaWire } from '../../api/media-wire.ts';
import { useEndedRuns } from '../../events/use-handler-status.ts';
import { DATA_CACHE_TIME_MS } from '../../lib/constants.ts';
import { reachability } from '../../lib/reachability.ts';
import { PagedLibrary } from './paged-library.ts';

/** Items per library page: enough to fill a wide screen twice. */
export const LIBRARY_PAGE_SIZE = 60;
/** The URL's parameter holding the order the library is shown in (a key of the wire's librarySorts). */
export const LIBRARY_SORT_PARAM = 'sort';
/** Page requests allowed in flight at once while scrolling. */
export const LIBRARY_MAX_CONCURRENT_PAGES = 2;

interface CachedLibrary {
  library: PagedLibrary;
  /** The collection handler's ended runs when its pages were last read (a run may delete items). */
  runsSeen: number;
  /** Mounted grids using it. */
  users: number;
  /** When the last grid using it went away (ms since epoch). */
  releasedAt: number;
}

const libraries = new Map<string, CachedLibrary>();

/**
 * The shared paged loader of a library. Switching back within 5 minutes reuses the loaded pages;
 * after that, like every other cached answer, it is dropped and loaded afresh.
 */
function pagedLibrary(wire: MediaWire, library: Library, sort: string | undefined, endedRuns: number): CachedLibrary {
  // Each library in each order is a loader of its own: those no grid has used for 5 minutes go.
  for (const [key, entry] of libraries) {
    if (entry.users === 0 && Date.now() - entry.releasedAt >= DATA_CACHE_TIME_MS) {
      entry.library.dispose();
      libraries.delete(key);
    }
  }
  const cacheKey = wire.libraryPagePath(library, 1, LIBRARY_PAGE_SIZE, sort);
  // What the sweep left is in use or fresh.
  const cached = libraries.get(cacheKey);
  if (cached) return cached;
  const fresh: CachedLibrary = {
    library: new PagedLibrary({
      fetchPage: (page) => fetchLibraryPage(wire, library, page, LIBRARY_PAGE_SIZE, sort),
      pageSize: LIBRARY_PAGE_SIZE,
      maxConcurrent: LIBRARY_MAX_CONCURRENT_PAGES,
    }),
    users: 0,
    releasedAt: Date.now(),
    runsSeen: endedRuns,
  };
  libraries.set(cacheKey, fresh);
  return fresh;
}

/** A library's items in `sort` (a key of the wire's librarySorts), loaded as `want(first, last)` asks; re-renders when pages arrive. */
export function useLibraryItems(library: Library, sort: string | undefined): PagedLibrary {
  const wire = useMediaWire()!;
  // A collection handler run deletes items: the library is read again when one ends, and a library
  // kept from before one is read again when shown.
  const endedRuns = useEndedRuns('collectionHandler');
  // endedRuns only dates a new loader; a change of it is the effect's below, not a new loader.
  const entry = useMemo(() => pagedLibrary(wire, library, sort, endedRuns), [wire, library, sort]);
  useSyncExternalStore(entry.library.subscribe, entry.library.getVersion);
  useEffect(() => {
    if (entry.runsSeen === endedRuns) return;
    entry.runsSeen = endedRuns;
    entry.library.refresh();
  }, [entry, endedRuns]);
  // Pages that failed for good while the service could not be reached are asked again once it
  // answers: the grid fills by itself, as every other screen does, with no Try again to find.
  // Pages still waiting for a retry keep their back-off.
  useEffect(() => {
    const stop = reachability.subscribe(() => {
      if (reachability.getState() === null && entry.library.error !== undefined) entry.library.retry();
    });
    return () => {
      stop();
    };
  }, [entry]);
  useEffect(() => {
    entry.users += 1;
    if (entry.library.totalSize === undefined) entry.library.want(0, 0);
    return () => {
      entry.users -= 1;
      entry.releasedAt = Date.now();
    };
  }, [entry]);
  return entry.library;
}
