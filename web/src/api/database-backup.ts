// A copy of the service's database, for the user to keep: v3.x sends its SQLite file (GET
// /settings/database/download, recorded: 200, application/x-sqlite3, attachment
// "maintainerr-2026-11-23.sqlite"). v2.21 has no such call.
import { api } from '../lib/api-client.ts';
import { useGeneration } from './generation.ts';

export const DATABASE_BACKUP_PATH = '/settings/database/download';

/** Whether the service offers its database as a file; undefined until its generation is known. */
export function useDatabaseBackupOffered(): boolean | undefined {
  const { generation } = useGeneration();
  return generation === undefined ? undefined : generation === 3;
}

/** The database file and its name (the service's, else one with today's date). */
export async function fetchDatabaseBackup(): Promise<{ file: Blob; name: string }> {
  const response = await api.getFile(DATABASE_BACKUP_PATH);
  const name = fileNameOf(response.headers.get('content-disposition')) ?? `maintainerr-${new Date().toISOString().slice(0, 10)}.sqlite`;
  return { file: await response.blob(), name };
}

/** The file name of a content-disposition header: filename*=UTF-8''… first, else filename="…". */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Not valid percent-encoding: the plain name, if any, is used instead.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1];
}
