// Settings data: every key, fetcher and hook of the settings screens side by side (STYLE.md §7).
// SWR keys are the API paths. After a write, exactly the keys that read what changed are
// revalidated, so the shell and every screen see the new values at once. The app's SWR cache is
// a custom provider, so revalidation goes through the provider's mutate (useRevalidate), not
// swr's global one.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../../lib/api-client.ts';
import { SETTINGS_KEY } from '../../hooks/use-settings.ts';
import type { PlexDevice } from '../../../../wire/v2/plex.ts';
import type {
  BasicResponse,
  LogFile,
  LogSettings,
  MainSettings,
  ServiceKey,
  ServiceSettings,
  StoredServiceSettings,
} from '../../../../wire/v2/settings.ts';
import { isSetupComplete, SETUP_KEY } from '../../api/status.ts';
import { mainSettingsBody } from './main-settings-body.ts';
import { ensureAccepted } from './save-errors.ts';

export const LOG_SETTINGS_KEY = '/logs/settings';
export const LOG_FILES_KEY = '/logs/files';
export const TIMEZONE_KEY = '/app/timezone';
export const RULES_COUNT_KEY = '/rules/count';
export const COLLECTION_MEDIA_COUNT_KEY = '/collections/media/count';

/** The SWR key (and GET path) of one service's settings, e.g. /settings/overseerr. */
export function serviceKey(service: ServiceKey): string {
  return `/settings/${service}`;
}

/** Revalidates the given SWR keys in the app's cache; resolves when they have reloaded. */
export type Revalidate = (...keys: string[]) => Promise<unknown>;

/** The app cache's revalidate function, for the write functions below. */
export function useRevalidate(): Revalidate {
  const { mutate } = useSWRConfig();
  return useCallback((...keys: string[]) => Promise.all(keys.map((key) => mutate(key))), [mutate]);
}

// ---- main settings (API.md §2.1) ----

/** Saves `changes` to the main settings, sent as mainSettingsBody builds it (the service's rules are there). */
export async function saveMainSettings(
  revalidate: Revalidate,
  loaded: MainSettings,
  changes: Partial<MainSettings>,
): Promise<void> {
  const answer = await api.post<BasicResponse>('/settings', mainSettingsBody(loaded, changes));
  ensureAccepted(answer, 'Failure');
  // The setup check reads the Plex fields only.
  const touchesPlex = Object.keys(changes).some((field) => field.startsWith('plex_'));
  await (touchesPlex ? revalidate(SETTINGS_KEY, SETUP_KEY) : revalidate(SETTINGS_KEY));
}

/**
 * Whether the service accepts a cron schedule (POST /settings/cron/validate, API.md §2.1). When
 * the question cannot be asked, the answer is yes: the save itself then reports the failure.
 */
export async function isScheduleAccepted(schedule: string): Promise<boolean> {
  try {
    const answer = await api.post<BasicResponse>('/settings/cron/validate', { schedule });
    return answer?.code === 1;
  } catch {
    return true;
  }
}

/** A new API key from the service (raw text; not saved until saveMainSettings). */
export async function generateApiKey(): Promise<string> {
  return String(await api.get<string>('/settings/api/generate'));
}

// ---- Plex (API.md §2.1, §2.2) ----

/** True once Plex name, hostname, port and token are set; undefined while loading. */
export function useSetupComplete() {
  const result = useSWR<unknown>(SETUP_KEY);
  return { ...result, complete: result.data === undefined ? undefined : isSetupComplete(result.data) };
}

/** GET /settings/test/plex: `message` is the Plex version on success. */
export function testPlexConnection(): Promise<BasicResponse> {
  return api.get<BasicResponse>('/settings/test/plex');
}

/** The Plex servers the saved token owns, each with the connections that answered within 5 s; [] on any failure (API.md §2.2). */
export async function findPlexServers(): Promise<PlexDevice[]> {
  const answer = await api.get<unknown>('/settings/plex/devices/servers');
  return Array.isArray(answer) ? (answer as PlexDevice[]) : [];
}

/** Stores a Plex token the user pasted. */
export async function savePlexToken(revalidate: Revalidate, token: string): Promise<void> {
  ensureAccepted(await api.post('/settings/plex/token', { plex_auth_token: token }), 'Failed');
  await revalidate(SETTINGS_KEY, SETUP_KEY);
}

/** Forgets the stored Plex token. */
export async function clearPlexToken(revalidate: Revalidate): Promise<void> {
  ensureAccepted(await api.delete('/settings/plex/auth'), 'Failure');
  await revalidate(SETTINGS_KEY, SETUP_KEY);
}

// ---- Overseerr / Jellyseerr / Tautulli (API.md §2.3) ----

/** One service's stored url and api_key (both null until set). */
export function useServiceSettings(service: ServiceKey) {
  return useSWR<StoredServiceSettings>(serviceKey(service));
}

// The main settings row carries <service>_url and <service>_api_key too, so both keys reload.

/** Saves url and api_key (already trimmed by the schema). */
export async function saveServiceSettings(revalidate: Revalidate, service: ServiceKey, values: ServiceSettings): Promise<void> {
  ensureAccepted(await api.post(serviceKey(service), values), 'Failed');
  await revalidate(serviceKey(service), SETTINGS_KEY);
}

/** Asks the service to reach the integration with these values; never saves them. */
export function testServiceSettings(service: ServiceKey, values: ServiceSettings): Promise<BasicResponse> {
  return api.post<BasicResponse>(`/settings/test/${service}`, values);
}

/** Removes the integration's url and api_key. */
export async function removeServiceSettings(revalidate: Revalidate, service: ServiceKey): Promise<void> {
  ensureAccepted(await api.delete(serviceKey(service)), 'Failure');
  await revalidate(serviceKey(service), SETTINGS_KEY);
}

// ---- logs (API.md §2.5, §11) ----

export function useLogSettings() {
  return useSWR<LogSettings>(LOG_SETTINGS_KEY);
}

/** Saves the log settings; the service answers 201 with an empty body. */
export async function saveLogSettings(revalidate: Revalidate, values: LogSettings): Promise<void> {
  await api.post(LOG_SETTINGS_KEY, values);
  await revalidate(LOG_SETTINGS_KEY);
}

export function useLogFiles() {
  return useSWR<LogFile[]>(LOG_FILES_KEY);
}

// ---- about (API.md §1, §11) ----

/** A raw-text answer (time zone, counts) as display text. */
export function useTextFact(key: string) {
  const result = useSWR<unknown>(key);
  return { ...result, text: result.data === undefined || result.data === null ? undefined : String(result.data) };
}
