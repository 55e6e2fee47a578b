// v3.x's download client, qBittorrent (Settings > Download client): read, test, save, remove.
// v2.21 has none of these paths.
import useSWR from 'swr';
import { api } from '../lib/api-client.ts';
import { NO_DOWNLOAD_CLIENT, storedDownloadClientSchema, type DownloadClientForm } from '../../../wire/v3/download-client.ts';
import { readWire } from './read-wire.ts';
import { ensureAccepted } from './save-answer.ts';
import { SETTINGS_KEY } from './main-settings.ts';
import type { Revalidate } from './settings.ts';
import type { ConnectionTest } from './settings-types.ts';

export { NO_DOWNLOAD_CLIENT, type DownloadClientForm };

const PATH = '/settings/download-client';

/** The stored settings, with the service's defaults where nothing is stored. */
export function useDownloadClient() {
  return useSWR<DownloadClientForm>([PATH, 'download-client'], async ([path]: [string]) => {
    const stored = readWire(storedDownloadClientSchema, await api.get(path), path);
    return {
      download_client_url: stored.download_client_url ?? '',
      download_client_username: stored.download_client_username ?? '',
      download_client_password: stored.download_client_password ?? '',
      download_client_delete_data: stored.download_client_delete_data ?? NO_DOWNLOAD_CLIENT.download_client_delete_data,
      download_client_fallback_ratio: stored.download_client_fallback_ratio ?? NO_DOWNLOAD_CLIENT.download_client_fallback_ratio,
    };
  });
}

/** Asks the service to sign in to the client with these values; saves nothing. Success names the client's version. */
export async function testDownloadClient(values: DownloadClientForm): Promise<ConnectionTest> {
  const answer = await api.post<{ code?: number; message?: string } | null>('/settings/test/download-client', values);
  return { ok: answer?.code === 1, message: answer?.message };
}

/** Stores the settings as they are (the service does not test them first). */
export async function saveDownloadClient(revalidate: Revalidate, values: DownloadClientForm): Promise<void> {
  ensureAccepted(await api.post(PATH, values), 'Failed');
  await revalidate(PATH, SETTINGS_KEY);
}

/** Forgets the client: every field back to its default. */
export async function removeDownloadClient(revalidate: Revalidate): Promise<void> {
  ensureAccepted(await api.delete(PATH), 'Failed');
  await revalidate(PATH, SETTINGS_KEY);
}
