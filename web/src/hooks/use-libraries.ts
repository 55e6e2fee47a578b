// The shared Plex libraries (SPEC.md §2), read through SWR. The service answers an empty body
// when Plex is not reachable; that reads as no libraries.
import useSWR from 'swr';
import type { PlexLibrary } from '../../../wire/v2/plex.ts';

export const LIBRARIES_KEY = '/plex/libraries';

/** Movie and show libraries ([] when the service has none), and the title of one by its id. */
export function useLibraries() {
  const result = useSWR<PlexLibrary[] | null>(LIBRARIES_KEY);
  const libraries = Array.isArray(result.data) ? result.data : [];
  const libraryTitle = (id: number | string) =>
    libraries.find((library) => library.key === String(id))?.title ?? `Library ${id}`;
  return { ...result, libraries, libraryTitle };
}
