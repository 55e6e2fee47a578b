// Every route of the app, named once (SPEC.md §2). Components link with these, never literals.

export const SETTINGS_TABS = [
  'main',
  'plex',
  'overseerr',
  'jellyseerr',
  'radarr',
  'sonarr',
  'tautulli',
  'notifications',
  'logs',
  'jobs',
  'about',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const paths = {
  root: '/',
  overview: '/overview',
  rules: '/rules',
  collections: '/collections',
  settings: '/settings',
  settingsTab: (tab: SettingsTab) => `/settings/${tab}`,
  settingsAbout: '/settings/about',
  settingsPlex: '/settings/plex',
} as const;
