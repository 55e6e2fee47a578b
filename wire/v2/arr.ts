// Radarr and Sonarr server settings: a list of servers per kind. The form's rules are in arr-form.ts,
// apart, so that the screens that only read the servers (a rule group's) do not load them.
import type { Collection } from './collections.ts';
import type { BasicResponse } from './settings.ts';

/** The two *arr kinds, by their path segment under /api/settings. */
export const ARR_KINDS = ['radarr', 'sonarr'] as const;
export type ArrKind = (typeof ARR_KINDS)[number];

/** One stored server as GET /api/settings/<kind> lists it; the service lower-cases `url` on save. */
export interface ArrServer {
  id: number;
  serverName: string;
  url: string;
  apiKey: string;
}

/** The answer to an *arr write: BasicResponse plus the saved server, or what blocks a delete. */
export interface ArrWriteAnswer extends BasicResponse {
  data?: ArrServer | { collectionsInUse?: Pick<Collection, 'id' | 'title'>[] } | null;
}

/**
 * The titles of the collections that keep a server from being deleted, when the answer is the
 * service's "Cannot delete setting with associated collections" refusal; undefined otherwise.
 */
export function collectionsHoldingServer(answer: unknown): string[] | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const { code, data } = answer as ArrWriteAnswer;
  if (code === 1 || !data || typeof data !== 'object' || !('collectionsInUse' in data)) return undefined;
  const holders = data.collectionsInUse;
  if (!Array.isArray(holders)) return undefined;
  return holders.map((collection) =>
    typeof collection?.title === 'string' && collection.title !== '' ? collection.title : `Collection ${collection?.id ?? '?'}`,
  );
}
