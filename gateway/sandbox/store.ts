// The sandbox's persisted settings: one JSON file in the data folder (DATA_DIR). A missing file is
// created from the defaults; a corrupt one is kept aside as *.corrupt and recreated, with a warning,
// never a crash. Writes go to a temporary file first and are renamed over, so a crash mid-write
// cannot leave half a file behind.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from 'zod';
import type { LogSettings, MainSettings } from '../../web/src/contracts/settings.ts';
import { logSettingsSchema } from '../../web/src/contracts/settings.ts';

export const SETTINGS_FILE = 'sandbox-settings.json';

/** A Radarr or Sonarr server entry (API.md §2.4). */
export interface ArrSetting {
  id: number;
  serverName: string;
  url: string;
  apiKey: string;
}

export interface PersistedState {
  main: MainSettings;
  logs: LogSettings;
  radarr: ArrSetting[];
  sonarr: ArrSetting[];
}

/** The demo's Plex connection: configured, so /settings/test/setup answers true. */
export const DEMO_PLEX = { plex_name: 'Demo Plex', plex_hostname: 'plex.demo', plex_port: 32400, plex_auth_token: 'demo-plex-token' };

/** Main settings of a fresh sandbox, in the key order the real service serialises them. */
function defaultMainSettings(): MainSettings {
  return {
    id: 1,
    clientId: randomUUID(),
    applicationTitle: 'Maintainerr',
    applicationUrl: 'localhost',
    apikey: randomBytes(48).toString('base64'),
    overseerr_url: null,
    locale: 'en',
    cacheImages: 1,
    plex_name: DEMO_PLEX.plex_name,
    plex_hostname: DEMO_PLEX.plex_hostname,
    plex_port: DEMO_PLEX.plex_port,
    plex_ssl: 0,
    plex_auth_token: DEMO_PLEX.plex_auth_token,
    overseerr_api_key: null,
    tautulli_url: null,
    tautulli_api_key: null,
    jellyseerr_url: null,
    jellyseerr_api_key: null,
    collection_handler_job_cron: '0 0-23/12 * * *',
    rules_handler_job_cron: '0 0-23/8 * * *',
  } as MainSettings;
}

export const DEFAULT_LOG_SETTINGS: LogSettings = { level: 'info', max_size: 20, max_files: 7 };

const arrSettingSchema = z.object({ id: z.number(), serverName: z.string(), url: z.string(), apiKey: z.string() });
const fileSchema = z.object({
  main: z.record(z.string(), z.unknown()),
  logs: logSettingsSchema,
  radarr: z.array(arrSettingSchema).default([]),
  sonarr: z.array(arrSettingSchema).default([]),
});

export interface SettingsStore {
  readonly state: PersistedState;
  /** Writes the current state to disk; concurrent calls are queued. */
  save(): Promise<void>;
}

/** Loads (or creates) the settings file in dataDir; `warn` receives a line when the file had to be recreated. */
export async function openSettingsStore(dataDir: string, warn: (message: string) => void): Promise<SettingsStore> {
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, SETTINGS_FILE);
  const state = await loadState(file, warn);
  let queue: Promise<void> = Promise.resolve();
  const store: SettingsStore = {
    state,
    save() {
      const text = JSON.stringify(state, null, 2);
      queue = queue.then(async () => {
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, text);
        await rename(temporary, file);
      });
      return queue;
    },
  };
  await store.save();
  return store;
}

async function loadState(file: string, warn: (message: string) => void): Promise<PersistedState> {
  const fresh: PersistedState = { main: defaultMainSettings(), logs: { ...DEFAULT_LOG_SETTINGS }, radarr: [], sonarr: [] };
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    warn(`Sandbox settings file ${file} not found; created it with the demo defaults`);
    return fresh;
  }
  let parsed: z.infer<typeof fileSchema>;
  try {
    parsed = fileSchema.parse(JSON.parse(text));
  } catch (error) {
    await rename(file, `${file}.corrupt`).catch(() => undefined);
    warn(`Sandbox settings file ${file} is unreadable (${(error as Error).message.split('\n')[0]}); kept it as ${file}.corrupt and recreated it with the demo defaults`);
    return fresh;
  }
  // Known keys only, in the default order; values from the file win.
  const main = Object.fromEntries(
    Object.entries(fresh.main).map(([key, value]) => [key, key in parsed.main ? parsed.main[key] : value]),
  ) as unknown as MainSettings;
  return { main, logs: parsed.logs, radarr: parsed.radarr, sonarr: parsed.sonarr };
}
