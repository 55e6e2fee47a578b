// /settings and its tabs (SPEC.md §2); /settings opens /settings/main like the real UI.
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { paths, type SettingsTab } from '../paths.ts';
import { SettingsTabs } from '../../features/settings/settings-tabs.tsx';
import { MainSettingsForm } from '../../features/settings/main-settings-form.tsx';
import { PlexSettingsForm } from '../../features/settings/plex-settings-form.tsx';
import { ServiceSettingsForm } from '../../features/settings/service-settings-form.tsx';
import { LogsTab } from '../../features/settings/logs-tab.tsx';
import { AboutPanel } from '../../features/settings/about-panel.tsx';
import { ArrServersTab } from '../../features/settings/arr-servers-tab.tsx';
import { JobsTab } from '../../features/settings/jobs-tab.tsx';
import { NotificationsTab } from '../../features/settings/notifications-tab.tsx';

function SettingsLayout() {
  return (
    <section className="settings-page">
      <h1>Settings</h1>
      <SettingsTabs />
      <Outlet />
    </section>
  );
}

// `key` makes the one service form start fresh when moving between the three services.
const TAB_ELEMENTS: Record<SettingsTab, JSX.Element> = {
  main: <MainSettingsForm />,
  plex: <PlexSettingsForm />,
  overseerr: <ServiceSettingsForm key="overseerr" service="overseerr" />,
  jellyseerr: <ServiceSettingsForm key="jellyseerr" service="jellyseerr" />,
  radarr: <ArrServersTab key="radarr" kind="radarr" />,
  sonarr: <ArrServersTab key="sonarr" kind="sonarr" />,
  tautulli: <ServiceSettingsForm key="tautulli" service="tautulli" />,
  notifications: <NotificationsTab />,
  logs: <LogsTab />,
  jobs: <JobsTab />,
  about: <AboutPanel />,
};

export const settingsRoute: RouteObject = {
  path: paths.settings,
  element: <SettingsLayout />,
  children: [
    { index: true, element: <Navigate to={paths.settingsTab('main')} replace /> },
    ...(Object.entries(TAB_ELEMENTS) as [SettingsTab, JSX.Element][]).map(([tab, element]) => ({ path: tab, element })),
  ],
};
