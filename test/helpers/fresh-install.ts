// A data folder in which the sandbox starts as a v3.24 service does on its first run: no media server
// chosen and no Plex connection (recorded 00_ to 05_ show that run), where the demo otherwise starts
// connected to its Plex.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Test } from 'tap';
import { DEFAULT_LOG_SETTINGS, SETTINGS_FILE } from '../../gateway/sandbox/store.ts';
import { startGateway } from './gateway.ts';

/**
 * A new temporary data folder holding a first-run settings file; the caller removes it. `v3Settings`
 * replaces the v3-only fields (a service that runs Jellyfin, say).
 */
export async function freshInstallDataDir(v3Settings: Record<string, unknown> = { media_server_type: null }): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sandbox-fresh-'));
  const settings = {
    main: { plex_name: null, plex_hostname: null, plex_port: null, plex_ssl: null, plex_auth_token: null },
    logs: DEFAULT_LOG_SETTINGS,
    v3Settings,
  };
  await writeFile(join(dataDir, SETTINGS_FILE), JSON.stringify(settings));
  return dataDir;
}

/** A gateway fronting the v3.24 sandbox started as a fresh install (no media server chosen, no Plex), closed with the test. */
export async function freshInstallGateway(t: Test) {
  const dataDir = await freshInstallDataDir();
  const gateway = await startGateway({ DATA_DIR: dataDir }, { sandboxApi: '3.24' });
  t.teardown(async () => {
    await gateway.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return gateway;
}
