// Page titles like Maintainerr's own UI's ("Maintainerr - Overview", "Maintainerr - Settings - Plex").
import { COLLECTION_TAB_LABELS, COLLECTION_TABS, SETTINGS_TAB_LABELS, SETTINGS_TABS, type CollectionTab, type SettingsTab } from './paths.ts';

const SECTION_NAMES: Record<string, string> = {
  overview: 'Overview',
  rules: 'Rules',
  collections: 'Collections',
  settings: 'Settings',
};

/**
 * The document title for a route path (relative to the base path); `detail` is what the screen
 * shown names (a collection's title), placed after its section.
 */
export function pageTitle(pathname: string, detail?: string): string {
  const [section = '', tab, ...rest] = pathname.split('/').filter(Boolean);
  if (section === '') return 'Maintainerr';
  const name = SECTION_NAMES[section];
  if (section === 'collections' && tab !== undefined) return collectionTitle(rest, detail);
  if (section === 'rules' && tab !== undefined) return ruleEditorTitle(tab, rest);
  if (!name || rest.length > 0) return 'Maintainerr - Page not found';
  if (tab === undefined) return `Maintainerr - ${name}`;
  if (section === 'settings' && (SETTINGS_TABS as readonly string[]).includes(tab)) {
    return `Maintainerr - Settings - ${SETTINGS_TAB_LABELS[tab as SettingsTab]}`;
  }
  return 'Maintainerr - Page not found';
}

/**
 * The title of a collection detail URL (/collections/:id[/tab]) from the segments after the id and
 * the collection's name once shown, e.g. "Maintainerr - Collections - Old movies - Media".
 */
function collectionTitle([tab, ...extra]: string[], name: string | undefined): string {
  if (extra.length > 0 || (tab !== undefined && !(COLLECTION_TABS as readonly string[]).includes(tab))) {
    return 'Maintainerr - Page not found';
  }
  const parts = ['Maintainerr', 'Collections', name, tab === undefined ? undefined : COLLECTION_TAB_LABELS[tab as CollectionTab]];
  return parts.filter((part) => part !== undefined).join(' - ');
}

/** The title of a rule editor URL: /rules/new, /rules/:id/edit, /rules/:id/clone. */
function ruleEditorTitle(first: string, rest: string[]): string {
  if (first === 'new' && rest.length === 0) return 'Maintainerr - Rules - New rule group';
  const [action, ...extra] = rest;
  if (/^\d+$/.test(first) && extra.length === 0) {
    if (action === 'edit') return 'Maintainerr - Rules - Edit rule group';
    if (action === 'clone') return 'Maintainerr - Rules - Copy of a rule group';
  }
  return 'Maintainerr - Page not found';
}
