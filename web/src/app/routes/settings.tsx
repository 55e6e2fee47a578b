// /settings and its tabs; /settings opens /settings/main like the service's own UI.
import { Navigate, Outlet } from 'react-router-dom';
import { useIntegrations, type IntegrationKey } from '../../api/integrations.ts';
import { paths, V3_ONLY_SETTINGS_TABS, type SettingsTab } from '../../lib/paths.ts';
import { useGeneration } from '../../api/generation.ts';
import { useMainSettings } from '../../api/main-settings.ts';
import type { ApiKeyServer } from '../../api/media-server-switch.ts';
import { SettingsTabs } from '../../features/settings/settings-tabs.tsx';
import { MainSettingsForm } from '../../features/settings/general/main-settings-form.tsx';
import { DatabaseBackupPanel } from '../../features/settings/general/database-backup-panel.tsx';
import { PlexSettingsForm } from '../../features/settings/plex/plex-settings-form.tsx';
import { ApiKeyServerSettingsForm } from '../../features/settings/media-servers/api-key-server-form.tsx';
import { IntegrationSettingsForm } from '../../features/settings/integrations/integration-settings-form.tsx';
import { MetadataTab } from '../../features/settings/metadata/metadata-tab.tsx';
import { DownloadClientForm } from '../../features/settings/download-client/download-client-form.tsx';
import { OverlaysTab } from '../../features/settings/overlays/overlays-tab.tsx';
import { TracearrSettingsForm } from '../../features/settings/integrations/tracearr-form.tsx';
import { LogsTab } from '../../features/settings/logs/logs-tab.tsx';
import { AboutPanel } from '../../features/settings/about/about-panel.tsx';
import { ArrServersTab } from '../../features/settings/arr/arr-servers-tab.tsx';
import { JobsTab } from '../../features/settings/jobs/jobs-tab.tsx';
import { NotificationsTab } from '../../features/settings/notifications/notifications-tab.tsx';
import { SecurityTab } from '../../features/settings/security/security-tab.tsx';

export function SettingsLayout() {
  return (
    <section className="settings-page">
      <h1>Settings</h1>
      <SettingsTabs />
      <Outlet />
    </section>
  );
}

/**
 * An integration's tab, where the service offers it. A link to a request service the service does
 * not have (Overseerr on v3.x, which merged it into Seerr; Seerr on v2.21) leads to the one it has.
 */
function IntegrationTab({ service }: { service: IntegrationKey }) {
  const offered = useIntegrations();
  const settings = useMainSettings();
  // Streamystats is offered with Jellyfin only: nothing is asked (Plex would answer 403), and no
  // one is sent away, before the settings say which server runs.
  if (service === 'streamystats' && !settings.data) return null;
  if (offered && !offered.includes(service)) return <Navigate to={paths.settingsTab(offered[0]!)} replace />;
  // `key` makes the one form start fresh when moving between services.
  return <IntegrationSettingsForm key={service} service={service} />;
}

/**
 * A tab only v3.x has; on v2.21 a link to it opens the tab V3_ONLY_SETTINGS_TABS names. Nothing is
 * asked before the generation is known: v2.21 has none of these paths.
 */
function V3OnlyTab({ tab, children }: { tab: SettingsTab; children: JSX.Element }) {
  const { generation } = useGeneration();
  if (generation === 2) return <Navigate to={paths.settingsTab(V3_ONLY_SETTINGS_TABS[tab] ?? 'main')} replace />;
  return generation === 3 ? children : null;
}

/** Jellyfin's or Emby's tab. */
const apiKeyServerTab = (server: ApiKeyServer) => (
  <V3OnlyTab tab={server}>
    <ApiKeyServerSettingsForm key={server} server={server} />
  </V3OnlyTab>
);

/** Each tab's content, by its path segment. */
export const SETTINGS_TAB_ELEMENTS: Record<SettingsTab, JSX.Element> = {
  main: (
    <>
      <MainSettingsForm />
      <DatabaseBackupPanel />
    </>
  ),
  plex: <PlexSettingsForm />,
  jellyfin: apiKeyServerTab('jellyfin'),
  emby: apiKeyServerTab('emby'),
  seerr: <IntegrationTab service="seerr" />,
  overseerr: <IntegrationTab service="overseerr" />,
  jellyseerr: <IntegrationTab service="jellyseerr" />,
  radarr: <ArrServersTab key="radarr" kind="radarr" />,
  sonarr: <ArrServersTab key="sonarr" kind="sonarr" />,
  sportarr: (
    <V3OnlyTab tab="sportarr">
      <ArrServersTab key="sportarr" kind="sportarr" />
    </V3OnlyTab>
  ),
  tautulli: <IntegrationTab service="tautulli" />,
  streamystats: <IntegrationTab service="streamystats" />,
  tracearr: (
    <V3OnlyTab tab="tracearr">
      <TracearrSettingsForm />
    </V3OnlyTab>
  ),
  metadata: (
    <V3OnlyTab tab="metadata">
      <MetadataTab />
    </V3OnlyTab>
  ),
  'download-client': (
    <V3OnlyTab tab="download-client">
      <DownloadClientForm />
    </V3OnlyTab>
  ),
  overlays: (
    <V3OnlyTab tab="overlays">
      <OverlaysTab />
    </V3OnlyTab>
  ),
  notifications: <NotificationsTab />,
  logs: <LogsTab />,
  jobs: <JobsTab />,
  security: <SecurityTab />,
  about: <AboutPanel />,
};
