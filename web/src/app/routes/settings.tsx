// /settings and its tabs; /settings opens /settings/main like the real UI.
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { paths, SETTINGS_TABS } from '../paths.ts';

function SettingsLayout() {
  return (
    <section>
      <h1>Settings</h1>
      <Outlet />
    </section>
  );
}

export const settingsRoute: RouteObject = {
  path: paths.settings,
  element: <SettingsLayout />,
  children: [
    { index: true, element: <Navigate to={paths.settingsTab('main')} replace /> },
    ...SETTINGS_TABS.map((tab) => ({ path: tab, element: <p>{tab}</p> })),
  ],
};
