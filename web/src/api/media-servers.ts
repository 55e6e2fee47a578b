// v3.x's other media servers, Jellyfin and Emby (URL and API key each): read, test, save, remove.
// The switch between servers is media-server-switch.ts's (the Plex tab needs it too); reading which
// server runs and choosing a first one are settings.ts's (the Plex token's first save needs them).
// v2.21 runs Plex only and has none of these paths.
import useSWR from 'swr';
import { api, ApiError } from '../lib/api-client.ts';
import {
  apiKeyServerSaveBody,
  MEDIA_SERVER_NAMES,
  apiKeyServerTestBody,
  storedApiKeyServerSchema,
  type ApiKeyServer,
  type ApiKeyServerValues,
} from '../../../wire/v3/api-key-servers.ts';
import { readWire } from './read-wire.ts';
import { readServerChoice, switchServer } from './settings.ts';
import { serverName } from './media-server-switch.ts';
import { ensureAccepted, SaveRejectedError } from './save-answer.ts';
import { SETTINGS_KEY } from './main-settings.ts';
import { SETUP_KEY } from './status.ts';
import type { ConnectionTest } from './settings-types.ts';

export type { ApiKeyServer, ApiKeyServerValues };

const settingsPath = (server: ApiKeyServer) => `/settings/${server}`;

/** What the service has stored for the server: its URL and key ('' until set), and the admin user it acts as. */
export interface StoredApiKeyServer {
  values: ApiKeyServerValues;
  userId: string | null;
}

export function useApiKeyServerSettings(server: ApiKeyServer) {
  return useSWR<StoredApiKeyServer>([settingsPath(server), 'api-key-server'], async ([path]: [string]) => {
    const stored = readWire(storedApiKeyServerSchema(server), await api.get(path), path) as Record<string, string | null | undefined>;
    return {
      values: { url: stored[`${server}_url`] ?? '', api_key: stored[`${server}_api_key`] ?? '' },
      userId: stored[`${server}_user_id`] ?? null,
    };
  });
}

/**
 * The service names the fields of a refused body as the wire does (jellyfin_url); the form calls
 * them url and api_key, so a 400's messages are renamed to land at the form's fields.
 */
async function withFormFieldNames<T>(server: ApiKeyServer, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (failure) {
    const body = failure instanceof ApiError ? (failure.body as { errors?: { path?: unknown }[] } | null) : null;
    for (const issue of Array.isArray(body?.errors) ? body.errors : []) {
      if (Array.isArray(issue.path) && typeof issue.path[0] === 'string') issue.path[0] = issue.path[0].replace(`${server}_`, '');
    }
    throw failure;
  }
}

/**
 * Asks the service to reach the server with these values; saves nothing. On success the service
 * names the server ("Connected to <name>") and, where it says, its version.
 */
export function testApiKeyServer(server: ApiKeyServer, values: ApiKeyServerValues): Promise<ConnectionTest> {
  return withFormFieldNames(server, async () => {
    const answer = await api.post<{ code?: number; message?: string; version?: string } | null>(`${settingsPath(server)}/test`, apiKeyServerTestBody(server, values));
    return answer?.code === 1 ? { ok: true, message: answer.version } : { ok: false, message: answer?.message };
  });
}

/**
 * Saves the server's URL and key. Once its own connection test passes, the service's save makes the
 * server the one it runs, without clearing what the other server left; so this saves only where that
 * changes nothing it should not: the service runs this server already, or it runs none and a switch
 * would clear nothing (a fresh install), where the server is chosen first, as the official first run
 * does, and only after the connection tests well (an unreachable server leaves the install as it
 * was). Anything else, or a service whose choice cannot be read, is refused before anything is sent.
 * Should the last step fail after the choice, the install runs the server with no connection
 * stored, as after the official first run's first step; the tab then shows it running, and Save
 * stores the connection alone.
 */
export async function saveApiKeyServer(server: ApiKeyServer, values: ApiKeyServerValues, stored: StoredApiKeyServer | undefined): Promise<void> {
  const name = MEDIA_SERVER_NAMES[server];
  const { current, onlyChooses } = await readServerChoice(server);
  if (current !== server) {
    if (!onlyChooses) {
      // Said here, not by the service: nothing was sent.
      throw new Error(
        current
          ? `this Maintainerr runs with ${serverName(current)}: switch to ${name} first`
          : `no media server is chosen, but collections or rules from before remain: switch to ${name} first`,
      );
    }
    const test = await testApiKeyServer(server, values);
    if (!test.ok) throw new SaveRejectedError(test.message || 'Connection failed');
    await switchServer(server);
  }
  // A stored admin user belongs to the server at the stored URL; another server has its own.
  const userId = stored && stored.values.url === values.url ? stored.userId : null;
  const answer = await withFormFieldNames(server, () => api.post(settingsPath(server), apiKeyServerSaveBody(server, values, userId)));
  ensureAccepted(answer, 'Failed');
}

/** Forgets the server's URL and key. */
export async function removeApiKeyServer(server: ApiKeyServer): Promise<void> {
  ensureAccepted(await api.delete(settingsPath(server)), 'Failed');
}

/** The reads a save or removal changes: the server's own, the settings row and the setup check. */
export const API_KEY_SERVER_KEYS = (server: ApiKeyServer) => [settingsPath(server), SETTINGS_KEY, SETUP_KEY];
