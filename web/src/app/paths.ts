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

/** What each settings tab is called in the tab bar and the page title (the peer UI's names). */
export const SETTINGS_TAB_LABELS: Record<SettingsTab, string> = {
  main: 'General',
  plex: 'Plex',
  overseerr: 'Overseerr',
  jellyseerr: 'Jellyseerr',
  radarr: 'Radarr',
  sonarr: 'Sonarr',
  tautulli: 'Tautulli',
  notifications: 'Notifications',
  logs: 'Logs',
  jobs: 'Jobs',
  about: 'About',
};

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
