// Radarr and Sonarr servers, alike on both generations, and v3.x's Sportarr servers, listed and
// written the same way: the list key, its hook and the writes side by side. Every write revalidates
// the list it changed, so the tab shows the service's copy.
import useSWR from 'swr';
import { api } from '../lib/api-client.ts';
import { collectionsHoldingServer, type ArrKind, type ArrServer, type ArrWriteAnswer } from '../../../wire/v2/arr.ts';
import type { ArrConnection, ArrServerForm } from '../../../wire/v2/arr-form.ts';
import { currentGeneration } from './generation.ts';
import { ensureAccepted } from './save-answer.ts';
import type { Revalidate } from './settings.ts';
import type { ConnectionTest } from './settings-types.ts';

/**
 * The kinds of server list: Radarr's and Sonarr's on both generations, and on v3.x Sportarr's (a
 * Sonarr for sports leagues and events), whose servers are stored, tested and deleted the same way.
 */
export type ServerListKind = ArrKind | 'sportarr';

/** Each kind's name as the screens write it. */
export const ARR_NAMES: Record<ServerListKind, string> = { radarr: 'Radarr', sonarr: 'Sonarr', sportarr: 'Sportarr' };

/** The SWR key (and GET path) of one kind's server list, e.g. /settings/radarr. */
export function arrServersKey(kind: ServerListKind): string {
  return `/settings/${kind}`;
}

/**
 * The stored servers of one kind; `servers` is [] until loaded or when the answer is not a list.
 * null asks nothing (Sportarr's list on v2.21, which has none).
 */
export function useArrServers(kind: ServerListKind | null) {
  const result = useSWR<ArrServer[]>(kind === null ? null : arrServersKey(kind));
  return { ...result, servers: Array.isArray(result.data) ? result.data : [] };
}

/** Adds a server (POST, no `id`) or replaces one (PUT /:id); throws on a NOK answer or HTTP failure. */
export async function saveArrServer(revalidate: Revalidate, kind: ServerListKind, values: ArrServerForm, id?: number): Promise<void> {
  const answer =
    id === undefined
      ? await api.post<ArrWriteAnswer>(arrServersKey(kind), values)
      : await api.put<ArrWriteAnswer>(`${arrServersKey(kind)}/${id}`, values);
  ensureAccepted(answer, 'Failure');
  await revalidate(arrServersKey(kind));
}

/**
 * Asks the service to reach a server with these values; saves nothing. On success `message` is its
 * version. The body is each generation's own: v3.x's UI names the server in it (recorded
 * `{serverName, url, apiKey}`), v2.21's sends the connection alone.
 */
export async function testArrServer(kind: ServerListKind, values: ArrServerForm): Promise<ConnectionTest> {
  // Asked here rather than taken from the screen, which may not know it yet: a guess would send v2.21's body to v3.x.
  const generation = await currentGeneration();
  const connection: ArrConnection = { url: values.url, apiKey: values.apiKey };
  const body = generation === 3 ? { serverName: values.serverName, ...connection } : connection;
  const answer = await api.post<{ code?: number; message?: string } | null>(`/settings/test/${kind}`, body);
  return { ok: answer?.code === 1, message: answer?.message };
}

/** The service refused a delete because collections use the server (it answers with their titles). */
export class ArrServerInUseError extends Error {
  /** The titles of those collections, as the service listed them. */
  readonly collections: string[];
  constructor(collections: string[]) {
    super('Cannot delete setting with associated collections');
    this.name = 'ArrServerInUseError';
    this.collections = collections;
  }
}

/** Deletes a server; throws ArrServerInUseError when collections hold it, else as ensureAccepted. */
export async function deleteArrServer(revalidate: Revalidate, kind: ServerListKind, id: number): Promise<void> {
  const answer = await api.delete<ArrWriteAnswer>(`${arrServersKey(kind)}/${id}`);
  const holders = collectionsHoldingServer(answer);
  if (holders) throw new ArrServerInUseError(holders);
  ensureAccepted(answer, 'Failure');
  await revalidate(arrServersKey(kind));
}

/** A Radarr/Sonarr/Sportarr quality profile, for the v3.x action that switches an item to another one. */
export interface QualityProfile {
  id: number;
  name: string;
}

/** The quality profiles of one server (v3.x GET /servarr/<kind>/<id>/profiles); [] until chosen or loaded. */
export function useQualityProfiles(kind: ServerListKind, serverId: number | null) {
  const result = useSWR<unknown>(serverId === null ? null : `/servarr/${kind}/${encodeURIComponent(serverId)}/profiles`);
  const rows = Array.isArray(result.data) ? (result.data as unknown[]) : [];
  const profiles = rows.flatMap((row): QualityProfile[] => {
    const entry = row as { id?: unknown; name?: unknown };
    return typeof entry.id === 'number' && typeof entry.name === 'string' ? [{ id: entry.id, name: entry.name }] : [];
  });
  return { ...result, profiles };
}
