// The settings tab bar (PEER-UI: underline tabs on desktop, a select on phones).
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { paths, SETTINGS_TAB_LABELS, SETTINGS_TABS, type SettingsTab } from '../../app/paths.ts';
import './settings.css';

export function SettingsTabs() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = SETTINGS_TABS.find((tab) => pathname.endsWith(`/settings/${tab}`)) ?? 'main';
  return (
    <div className="settings-tabs">
      <label className="settings-tabs__select">
        <span className="visually-hidden">Settings section</span>
        <select
          className="form-control"
          aria-label="Settings section"
          value={current}
          onChange={(event) => navigate(paths.settingsTab(event.target.value as SettingsTab))}
        >
          {SETTINGS_TABS.map((tab) => (
            <option key={tab} value={tab}>
              {SETTINGS_TAB_LABELS[tab]}
            </option>
          ))}
        </select>
      </label>
      <nav className="settings-tabs__bar" aria-label="Settings sections">
        {SETTINGS_TABS.map((tab) => (
          <NavLink
            key={tab}
            to={paths.settingsTab(tab)}
            className={({ isActive }) => `settings-tabs__tab${isActive ? ' settings-tabs__tab--active' : ''}`}
          >
            {SETTINGS_TAB_LABELS[tab]}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
