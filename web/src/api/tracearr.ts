// v3.x's Tracearr (Settings > Tracearr): read, test, the servers it follows, save, remove. The
// service picks the Tracearr server that follows the media server it runs; where Tracearr follows
// several, the user names one. v2.21 has none of these paths.
import useSWR from 'swr';
import { api } from '../lib/api-client.ts';
import { storedTracearrSchema, tracearrServersSchema, type TracearrServer } from '../../../wire/v3/tracearr.ts';
import type { ServiceSettings } from '../../../wire/v2/settings.ts';
import { readWire } from './read-wire.ts';
import { ensureAccepted } from './save-answer.ts';
import { SETTINGS_KEY } from './main-settings.ts';
import type { Revalidate } from './settings.ts';
import type { ConnectionTest } from './settings-types.ts';

export type { TracearrServer };

const PATH = '/settings/tracearr';

export interface StoredTracearr {
  values: ServiceSettings;
  serverId: string | null;
}

export function useTracearrSettings() {
  return useSWR<StoredTracearr>([PATH, 'tracearr'], async ([path]: [string]) => {
    const stored = readWire(storedTracearrSchema, await api.get(path), path);
    return { values: { url: stored.url ?? '', api_key: stored.api_key ?? '' }, serverId: stored.server_id ?? null };
  });
}

/** Asks the service to reach Tracearr; saves nothing. A version in the answer is shown as one. */
export async function testTracearr(values: ServiceSettings): Promise<ConnectionTest> {
  const answer = await api.post<{ code?: number; message?: string } | null>('/settings/test/tracearr', values);
  if (answer?.code !== 1) return { ok: false, message: answer?.message };
  return { ok: true, message: /^v?\d+(\.\d+)+/.test(answer.message ?? '') ? answer.message : undefined };
}

/** The media servers Tracearr follows; the service's 502 when it cannot reach Tracearr. */
export async function findTracearrServers(values: ServiceSettings): Promise<TracearrServer[]> {
  const path = `${PATH}/servers`;
  return readWire(tracearrServersSchema, await api.post(path, values), path);
}

/** Stores the connection, with the server it names where Tracearr follows several. */
export async function saveTracearr(revalidate: Revalidate, values: ServiceSettings, serverId: string | undefined): Promise<void> {
  ensureAccepted(await api.post(PATH, { ...values, ...(serverId ? { server_id: serverId } : {}) }), 'Failed');
  await revalidate(PATH, SETTINGS_KEY);
}

export async function removeTracearr(revalidate: Revalidate): Promise<void> {
  ensureAccepted(await api.delete(PATH), 'Failed');
  await revalidate(PATH, SETTINGS_KEY);
}
