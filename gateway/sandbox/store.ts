// The sandbox's persisted settings and notification configurations: one JSON file in the data
// folder (DATA_DIR). Problems with the file never stop the sandbox; each gives a warning naming the
// file and the reason (a missing file, as on a first start, is news at info instead):
// - missing: created from the defaults;
// - unreadable (a directory, no permission): the defaults are used, in memory if it cannot be written;
// - corrupt (not JSON, or the wrong shape): kept aside as *.corrupt and recreated; when it cannot be
//   set aside, left alone and the defaults kept in memory;
// - a main-settings field of the wrong type: that field takes its default, the rest is kept.
// Writes go to a temporary file first and are renamed over, so a crash mid-write cannot leave half
// a file behind.
import '../../wire/zod-english.ts';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from '../../wire/zod-mini.ts';
import type { AgentKey, NotificationConfiguration } from '../../wire/v2/notifications.ts';
import type { LogSettings, MainSettings } from '../../wire/v2/settings.ts';
import { logSettingsSchema } from '../../wire/v2/settings.ts';
import { NOTIFICATION_AGENTS } from './fixtures/notification-agents.ts';
import { NOTIFICATION_AGENTS_V3 } from './v3/fixtures/notification-agents.ts';
import { defaultMainSettings, mainSettingsFrom } from './main-settings.ts';
import { makeDirectory } from '../make-directory.ts';

export const SETTINGS_FILE = 'sandbox-settings.json';

/** A Radarr, Sonarr or (v3.24) Sportarr server entry, as /api/settings/<kind> lists them. */
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
  /** v3.24's Sportarr servers; v2.21 never reads them. */
  sportarr: ArrSetting[];
  /** Notification configurations, as /api/notifications/configurations lists them. */
  notifications: NotificationConfiguration[];
  /** Main-settings fields only v3.24 has (v3/settings.ts), by name; v2.21 never reads them. */
  v3Settings: Record<string, unknown>;
}

/** The demo's one notification configuration, linked to the first rule group (demo-world.ts). */
function defaultNotifications(): NotificationConfiguration[] {
  return [
    {
      id: 1,
      name: 'Discord: media handled',
      agent: 'discord',
      enabled: false,
      types: [16, 32, 64],
      options: { webhookUrl: 'https://discord.example/api/webhooks/demo', botUsername: 'Maintainerr' },
      aboutScale: 3,
    },
  ];
}

export const DEFAULT_LOG_SETTINGS: LogSettings = { level: 'info', max_size: 20, max_files: 7 };

const arrSettingSchema = z.object({ id: z.number(), serverName: z.string(), url: z.string(), apiKey: z.string() });
const notificationSchema = z.object({
  id: z.number(),
  name: z.string(),
  // Either generation's agents: a file written on v3.24 (ntfy) still loads on v2.21.
  agent: z.custom<AgentKey>((value) => [...NOTIFICATION_AGENTS, ...NOTIFICATION_AGENTS_V3].some((agent) => agent.name === value)),
  enabled: z.boolean(),
  types: z.array(z.number()),
  options: z.record(z.string(), z.unknown()),
  aboutScale: z.number(),
}) satisfies z.ZodMiniType<NotificationConfiguration>;
const fileSchema = z.object({
  main: z.record(z.string(), z.unknown()),
  logs: logSettingsSchema,
  radarr: z._default(z.array(arrSettingSchema), []),
  sonarr: z._default(z.array(arrSettingSchema), []),
  sportarr: z._default(z.array(arrSettingSchema), []),
  // A file written before notifications were kept has none: the demo's one, as on a fresh start.
  notifications: z._default(z.array(notificationSchema), defaultNotifications),
  v3Settings: z._default(z.record(z.string(), z.unknown()), {}),
});

export interface SettingsStore {
  readonly state: PersistedState;
  /** Writes the current state to disk; concurrent calls are queued. A failed write is a warning, never an error. */
  save(): Promise<void>;
}

/** Where the store says what it did: `warn` gets each problem with the file, `info` the normal news (a first start's new file). */
export interface StoreReport {
  warn(message: string): void;
  info(message: string): void;
}

/** Loads (or creates) the settings file in dataDir. */
export async function openSettingsStore(dataDir: string, report: StoreReport): Promise<SettingsStore> {
  const { warn } = report;
  await makeDirectory(dataDir);
  const file = join(dataDir, SETTINGS_FILE);
  const { state, overwrite } = await loadState(file, report);
  let queue: Promise<void> = Promise.resolve();
  let lastSaveProblem: string | undefined;
  const store: SettingsStore = {
    state,
    save() {
      if (!overwrite) return queue;
      const text = JSON.stringify(state, null, 2);
      queue = queue.then(async () => {
        const temporary = `${file}.${process.pid}.tmp`;
        try {
          await writeFile(temporary, text);
          await rename(temporary, file);
          lastSaveProblem = undefined;
        } catch (error) {
          await rm(temporary, { force: true }).catch(() => undefined);
          const problem = reasonOf(error);
          // One warning per kind of failure, not one per save.
          if (problem !== lastSaveProblem) warn(`Sandbox settings cannot be saved to ${file} (${problem}); changes last until the sandbox stops`);
          lastSaveProblem = problem;
        }
      });
      return queue;
    },
  };
  await store.save();
  return store;
}

/** The state to start from, and whether saves may write over the file (not over the only copy of a corrupt one). */
async function loadState(file: string, { warn, info }: StoreReport): Promise<{ state: PersistedState; overwrite: boolean }> {
  const fresh: PersistedState = {
    main: defaultMainSettings(),
    logs: { ...DEFAULT_LOG_SETTINGS },
    radarr: [],
    sonarr: [],
    sportarr: [],
    notifications: defaultNotifications(),
    v3Settings: {},
  };
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      // A first start: nothing is wrong.
      info(`Sandbox settings file ${file} not found (a first start); starting from the demo defaults, which are saved there`);
    } else {
      warn(`Sandbox settings file ${file} cannot be read (${reasonOf(error)}); using the demo defaults`);
    }
    return { state: fresh, overwrite: true };
  }
  let parsed: z.infer<typeof fileSchema>;
  try {
    parsed = fileSchema.parse(JSON.parse(text));
  } catch (error) {
    const problem = (error as Error).message.split('\n')[0];
    const setAsideProblem = await rename(file, `${file}.corrupt`).then(
      () => undefined,
      (renameError: unknown) => reasonOf(renameError),
    );
    if (setAsideProblem === undefined) {
      warn(`Sandbox settings file ${file} is unreadable (${problem}); kept it as ${file}.corrupt; starting from the demo defaults, which are saved there`);
      return { state: fresh, overwrite: true };
    }
    warn(`Sandbox settings file ${file} is unreadable (${problem}) and could not be set aside (${setAsideProblem}); starting from the demo defaults, kept in memory only so that the file is not written over`);
    return { state: fresh, overwrite: false };
  }
  const main = mainSettingsFrom(parsed.main, (key, value, problem, replacement) =>
    warn(`Sandbox settings file ${file}: main.${key} ${JSON.stringify(value)} is not valid (${problem}); using the default ${JSON.stringify(replacement)}`),
  );
  return {
    state: { main, logs: parsed.logs, radarr: parsed.radarr, sonarr: parsed.sonarr, sportarr: parsed.sportarr, notifications: parsed.notifications, v3Settings: parsed.v3Settings },
    overwrite: true,
  };
}

/** An fs error as `CODE: message`, e.g. `EISDIR: illegal operation on a directory, read`. */
function reasonOf(error: unknown): string {
  return (error as Error).message ?? String(error);
}
