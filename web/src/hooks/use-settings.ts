// The shared main settings (SPEC.md §2), read through SWR so every screen sees one copy.
// After a save, call `useSWRConfig().mutate(SETTINGS_KEY)` (the app cache is a custom provider, so
// swr's global `mutate` would miss it) so the shell and every screen see the new values.
import useSWR from 'swr';
import type { MainSettings } from '../../../wire/v2/settings.ts';

export const SETTINGS_KEY = '/settings';

/** The main settings row; data is null when the service has none (empty body). */
export function useSettings() {
  return useSWR<MainSettings | null>(SETTINGS_KEY);
}
