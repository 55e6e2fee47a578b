// A data folder in which the sandbox starts as a v3.24 service does on its first run: no media server
// chosen and no Plex connection (recorded 00_ to 05_ show that run), where the demo otherwise starts
// connected to its Plex.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_LOG_SETTINGS, SETTINGS_FILE } from '../../gateway/sandbox/store.ts';

/** A new temporary data folder holding a first-run settings file; the caller removes it. */
export async function freshInstallDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sandbox-fresh-'));
  const settings = {
    main: { plex_name: null, plex_hostname: null, plex_port: null, plex_ssl: null, plex_auth_token: null },
    logs: DEFAULT_LOG_SETTINGS,
    v3Settings: { media_server_type: null },
  };
  await writeFile(join(dataDir, SETTINGS_FILE), JSON.stringify(settings));
  return dataDir;
}
