// Page titles like the peer UI's ("Maintainerr - Overview", "Maintainerr - Settings - Plex").
import { SETTINGS_TAB_LABELS, SETTINGS_TABS, type SettingsTab } from '../app/paths.ts';

const SECTION_NAMES: Record<string, string> = {
  overview: 'Overview',
  rules: 'Rules',
  collections: 'Collections',
  settings: 'Settings',
};

/** The document title for a route path (relative to the base path). */
export function pageTitle(pathname: string): string {
  const [section = '', tab, ...rest] = pathname.split('/').filter(Boolean);
  if (section === '') return 'Maintainerr';
  const name = SECTION_NAMES[section];
  if (!name || rest.length > 0) return 'Maintainerr - Page not found';
  if (tab === undefined) return `Maintainerr - ${name}`;
  if (section === 'settings' && (SETTINGS_TABS as readonly string[]).includes(tab)) {
    return `Maintainerr - Settings - ${SETTINGS_TAB_LABELS[tab as SettingsTab]}`;
  }
  return 'Maintainerr - Page not found';
}
