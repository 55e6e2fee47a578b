// Every route of the app, named once. Components link with these, never literals.

export const SETTINGS_TABS = [
  'main',
  'plex',
  'jellyfin',
  'emby',
  'seerr',
  'overseerr',
  'jellyseerr',
  'radarr',
  'sonarr',
  'sportarr',
  'tautulli',
  'streamystats',
  'tracearr',
  'metadata',
  'download-client',
  'overlays',
  'notifications',
  'logs',
  'jobs',
  'security',
  'about',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** What each settings tab is called in the tab bar and the page title (Maintainerr's own UI's names). */
export const SETTINGS_TAB_LABELS: Record<SettingsTab, string> = {
  main: 'General',
  plex: 'Plex',
  jellyfin: 'Jellyfin',
  emby: 'Emby',
  seerr: 'Seerr',
  overseerr: 'Overseerr',
  jellyseerr: 'Jellyseerr',
  radarr: 'Radarr',
  sonarr: 'Sonarr',
  sportarr: 'Sportarr',
  tautulli: 'Tautulli',
  streamystats: 'Streamystats',
  tracearr: 'Tracearr',
  metadata: 'Metadata',
  'download-client': 'Download client',
  overlays: 'Overlays',
  notifications: 'Notifications',
  logs: 'Logs',
  jobs: 'Jobs',
  security: 'Security',
  about: 'About',
};

/**
 * The settings tabs only v3.x has, and the tab a link to one opens on v2.21: it runs Plex only, has
 * Sonarr without Sportarr, Tautulli for watch history, and no metadata, download client or overlay settings.
 */
export const V3_ONLY_SETTINGS_TABS: Partial<Record<SettingsTab, SettingsTab>> = {
  jellyfin: 'plex',
  emby: 'plex',
  sportarr: 'sonarr',
  tracearr: 'tautulli',
  metadata: 'main',
  'download-client': 'main',
  overlays: 'main',
};

/** The tabs of a collection's detail view, each with its own URL (/collections/:id/<tab>). */
export const COLLECTION_TABS = ['media', 'exclusions', 'info'] as const;
export type CollectionTab = (typeof COLLECTION_TABS)[number];

/** What each collection tab is called in the tab bar and the page title. */
export const COLLECTION_TAB_LABELS: Record<CollectionTab, string> = {
  media: 'Media',
  exclusions: 'Exclusions',
  info: 'Info',
};

export const paths = {
  root: '/',
  overview: '/overview',
  rules: '/rules',
  /** The rule editor's deep links: a new group, an existing one, and a copy of one. */
  ruleNew: '/rules/new',
  ruleEditPattern: '/rules/:id/edit',
  ruleClonePattern: '/rules/:id/clone',
  ruleEdit: (id: number | string) => `/rules/${encodeURIComponent(id)}/edit`,
  ruleClone: (id: number | string) => `/rules/${encodeURIComponent(id)}/clone`,
  collections: '/collections',
  /** The route pattern of one collection's detail view; its tabs are child routes. */
  collectionPattern: '/collections/:id',
  collection: (id: number | string) => `/collections/${encodeURIComponent(id)}`,
  collectionTab: (id: number | string, tab: CollectionTab) => `/collections/${encodeURIComponent(id)}/${tab}`,
  settings: '/settings',
  settingsTab: (tab: SettingsTab) => `/settings/${tab}`,
  settingsAbout: '/settings/about',
  settingsPlex: '/settings/plex',
} as const;

/** The location state of the setup check's redirect to the Plex tab (shell/use-setup-check.ts). */
export interface SetupRedirectState {
  setupCheck: true;
}
