// Reading the service's main settings on either generation: the key, the early read and the hook
// every screen shares. The saves are settings.ts's, and load with the Settings screen only.
import useSWR from 'swr';
import { api } from '../lib/api-client.ts';
import { useGeneration, type Generation } from './generation.ts';
import type { MainSettings } from './settings-types.ts';
import { readMainSettingsV2 } from './v2/settings-row.ts';
import { readMainSettingsV3 } from './v3/settings-row.ts';

export const SETTINGS_KEY = '/settings';

function readMainSettings(generation: Generation, data: unknown, path: string): MainSettings {
  return generation === 3 ? readMainSettingsV3(data, path) : readMainSettingsV2(data, path);
}

/** Starts reading the main settings now (lib/early-reads.ts); useMainSettings takes the answer. */
export function readMainSettingsEarly(): void {
  void api.readEarly(SETTINGS_KEY);
}

/** The main settings; `data` is undefined until loaded. Every screen shares this one copy. */
export function useMainSettings() {
  const { generation, error } = useGeneration();
  const result = useSWR<MainSettings>(generation ? [SETTINGS_KEY, generation] : null, ([path]: [string]) =>
    api.get(path).then((data) => readMainSettings(generation!, data, path)),
  );
  return { ...result, error: result.error ?? error, isLoading: result.isLoading || (!generation && !error) };
}
