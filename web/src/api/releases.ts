// The service's release notes (Settings > About), on both generations: GET /app/releases.
import useSWR from 'swr';
import { api } from '../lib/api-client.ts';
import { releasesSchema, type Release } from '../../../wire/v2/releases.ts';
import { readWire } from './read-wire.ts';

export type { Release };

export const RELEASES_PATH = '/app/releases';

/** The latest releases, newest first, drafts left out; [] when the service could not reach GitHub. */
export function useReleases() {
  return useSWR<Release[]>(RELEASES_PATH, async (path: string) => readWire(releasesSchema, await api.get(path), path).filter((release) => !release.draft));
}

/** The same version whatever its spelling: "v3.24.0" and "3.24.0" are one. */
export const sameVersion = (tag: string, version: string) => tag.replace(/^v/i, '') === version.replace(/^v/i, '');
