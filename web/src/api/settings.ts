// Saving the service's main settings (general, Plex server and token, job schedules) on either
// generation, and the Settings screen's other calls about them (a new API key, the Plex connection
// test and servers, the cron check). The read is main-settings.ts's, re-exported here for the
// Settings screen. After a write exactly the keys that read what changed are revalidated, so the
// shell and every screen see the new values. Paths are the same on both generations; the saves
// differ (v2/settings.ts, v3/settings.ts).
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../lib/api-client.ts';
import { keyPath } from '../lib/swr.ts';
import { useGeneration } from './generation.ts';
import { isAcceptedCronSchedule } from './cron-schedule.ts';
import { ensureAccepted } from './save-answer.ts';
import type { ConnectionTest, MainSettingsChanges, PlexServerOffer } from './settings-types.ts';
import { isSetupComplete, SETUP_KEY } from './status.ts';
import { mainSettingsBody, rowChanges } from './v2/settings.ts';
import { readSettingsRowV2 } from './v2/settings-row.ts';
import { SETTINGS_KEY } from './main-settings.ts';
import { serverChoiceV3, settingsPatchV3 } from './v3/settings.ts';
import type { MediaServerType } from '../../../wire/v3/api-key-servers.ts';

export type * from './settings-types.ts';

export { readMainSettingsEarly, SETTINGS_KEY, useMainSettings } from './main-settings.ts';

/** Revalidates the cached reads of the given API paths; resolves when they have reloaded. */
export type Revalidate = (...paths: string[]) => Promise<unknown>;

/**
 * The app cache's revalidate function. A read is keyed by its API path, alone or as the first part
 * of an array key (a path read through a generation's adapter). The app's SWR cache is a custom
 * provider, so revalidation goes through the provider's mutate, not swr's global one.
 */
export function useRevalidate(): Revalidate {
  const { mutate } = useSWRConfig();
  return useCallback(
    (...paths: string[]) => mutate((key: unknown) => paths.includes(keyPath(key) as string)),
    [mutate],
  );
}

/** The keys a main-settings save refreshes: the setup check reads the Plex fields only. */
function keysToRefresh(changes: MainSettingsChanges): string[] {
  return changes.plex ? [SETTINGS_KEY, SETUP_KEY] : [SETTINGS_KEY];
}

/**
 * Saves parts of the main settings; throws SaveRejectedError when the service refuses them softly
 * (v3.x answers 200 NOK for a bad cron or Plex fields without a token) and ApiError on a 4xx/5xx.
 * v2.21 saves the whole row, so the row is read afresh first and the changes laid over it.
 */
export function useSaveMainSettings() {
  const { generation } = useGeneration();
  const revalidate = useRevalidate();
  return useCallback(
    async (changes: MainSettingsChanges): Promise<void> => {
      if (generation === 3) {
        ensureAccepted(await api.patch(SETTINGS_KEY, settingsPatchV3(changes)), 'Failure');
      } else {
        const loaded = readSettingsRowV2(await api.get(SETTINGS_KEY), SETTINGS_KEY);
        ensureAccepted(await api.post(SETTINGS_KEY, mainSettingsBody(loaded, rowChanges(changes))), 'Failure');
      }
      await revalidate(...keysToRefresh(changes));
    },
    [generation, revalidate],
  );
}

/** A new API key from the service (not saved until the main settings are). */
export async function generateApiKey(): Promise<string> {
  return String(await api.get<string>('/settings/api/generate'));
}

/**
 * The service's verdicts on schedules asked about so far, newest last. A form checks every field on
 * each check (on submit, and again as the user types after a failed one), and a schedule's verdict
 * does not change: each is asked once. Bounded, as every schedule typed in the rule editor is asked.
 */
const scheduleVerdicts = new Map<string, Promise<boolean>>();
const SCHEDULE_VERDICTS_KEPT = 50;

/**
 * Whether the service accepts a cron schedule (POST /settings/cron/validate). When the question
 * cannot be asked, the answer is yes (the save itself then reports the failure), and it is asked
 * again next time. A schedule the service's own check (copied in wire/cron.ts) refuses is not
 * asked about: a form checks as the user types, and "* * * * *" typed is nine questions otherwise,
 * whose answers may come back out of order.
 */
export function isScheduleAccepted(schedule: string): Promise<boolean> {
  if (!isAcceptedCronSchedule(schedule)) return Promise.resolve(false);
  const known = scheduleVerdicts.get(schedule);
  if (known) return known;
  const verdict = api.post<{ code?: number }>('/settings/cron/validate', { schedule }).then(
    (answer) => answer?.code === 1,
    () => {
      scheduleVerdicts.delete(schedule);
      return true;
    },
  );
  scheduleVerdicts.set(schedule, verdict);
  if (scheduleVerdicts.size > SCHEDULE_VERDICTS_KEPT) scheduleVerdicts.delete(scheduleVerdicts.keys().next().value!);
  return verdict;
}

/* ---- Plex: the setup check, the connection test, the token and the servers it owns ---- */

/** True once Plex name, hostname, port and token are set; undefined while loading. */
export function useSetupComplete() {
  const result = useSWR<unknown>(SETUP_KEY);
  return { ...result, complete: result.data === undefined ? undefined : isSetupComplete(result.data) };
}

/** Asks the service to reach Plex with its saved settings; on success `message` is the Plex version. */
export async function testPlexConnection(): Promise<ConnectionTest> {
  const answer = await api.get<{ code?: number; message?: string } | null>('/settings/test/plex');
  return { ok: answer?.code === 1, message: answer?.message };
}

interface PlexConnectionWire {
  protocol: string;
  address: string;
  port: number;
  uri: string;
  local: boolean;
}

/** The Plex servers the saved token owns, each connection that answered within 5 s; [] on any failure or offline. */
export async function findPlexServers(): Promise<PlexServerOffer[]> {
  return plexServerOffers(await api.get<unknown>('/settings/plex/devices/servers'));
}

/** One offer per connection of each device the service listed; [] for an answer that is not a list. */
export function plexServerOffers(answer: unknown): PlexServerOffer[] {
  if (!Array.isArray(answer)) return [];
  return (answer as { name: string; clientIdentifier: string; connection?: PlexConnectionWire[] }[]).flatMap((device) =>
    (device.connection ?? []).map((connection) => ({
      id: `${device.clientIdentifier} ${connection.uri}`,
      serverName: device.name,
      address: connection.address,
      port: connection.port,
      local: connection.local,
      secure: connection.protocol === 'https',
    })),
  );
}

/** GET /settings/media-server/switch/preview/:type (v3.x): what a switch to `target` would clear. */
export const switchPreviewPath = (target: MediaServerType) => `/settings/media-server/switch/preview/${target}`;

/**
 * Which server the service runs (null: none chosen yet), and whether a switch to `target` would only
 * choose a first one: none chosen and nothing to clear. Rule groups are not in the preview's counts;
 * each has a collection, but a group is worth one more question. Throws when either read fails.
 */
export async function readServerChoice(target: MediaServerType): Promise<{ current: string | null; onlyChooses: boolean }> {
  const path = switchPreviewPath(target);
  const choice = serverChoiceV3(await api.get(path), path);
  if (!choice.onlyChooses) return choice;
  const groups = await api.get<unknown>('/rules');
  return { current: choice.current, onlyChooses: Array.isArray(groups) && groups.length === 0 };
}

/**
 * POST /settings/media-server/switch: makes `target` the server the service runs. A first choice
 * sends the target alone, as the official first run does (recorded 02_); a switch between servers
 * asks for the rules to be carried over too (`migrateRules`).
 */
export async function switchServer(target: MediaServerType, migrateRules?: boolean): Promise<void> {
  const body = migrateRules === undefined ? { targetServerType: target } : { targetServerType: target, migrateRules };
  ensureAccepted(await api.post('/settings/media-server/switch', body), 'Switching the media server failed');
}

/**
 * On a fresh install, where no media server is chosen yet, chooses `target` before its connection is
 * stored, as the official UI's first run does: until one is chosen the setup check stays false and
 * every /media-server read answers 403. Only when the switch would clear nothing: every switch, the
 * first included, clears every collection. When that cannot be found out, nothing is chosen and the
 * Plex token is stored alone: the service chooses Plex itself when it next reads its settings with a
 * token stored.
 */
export async function chooseOnFirstRun(target: MediaServerType): Promise<void> {
  const choice = await readServerChoice(target).catch(() => undefined);
  if (choice?.onlyChooses) await switchServer(target);
}

/** Stores a Plex token the user pasted or got from plex.tv (on a fresh v3.x install, Plex is chosen first). */
export function useSavePlexToken(): (token: string) => Promise<void> {
  const { generation } = useGeneration();
  const revalidate = useRevalidate();
  return useCallback(
    async (token: string) => {
      // v3.x on a fresh install: Plex is chosen before its token is stored (recorded 01_ preview, 02_ switch, 03_ token).
      if (generation === 3) await chooseOnFirstRun('plex');
      ensureAccepted(await api.post('/settings/plex/token', { plex_auth_token: token }), 'Failed');
      await revalidate(SETTINGS_KEY, SETUP_KEY);
    },
    [generation, revalidate],
  );
}

/** Forgets the stored Plex token. */
export async function clearPlexToken(revalidate: Revalidate): Promise<void> {
  ensureAccepted(await api.delete('/settings/plex/auth'), 'Failure');
  await revalidate(SETTINGS_KEY, SETUP_KEY);
}
