// The settings tab bar: underline tabs on desktop, a select on phones. It lists the tabs the service
// in use offers: its request service is Seerr on v3.x, Overseerr and Jellyseerr on v2.21.
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { leaveOnClick, mayLeave } from '../../lib/leave-guard.ts';
import { paths, SETTINGS_TAB_LABELS, SETTINGS_TABS, type SettingsTab } from '../../lib/paths.ts';
import { INTEGRATION_KEYS, useIntegrations, type IntegrationKey } from '../../api/integrations.ts';
import './settings.css';

const isIntegrationTab = (tab: SettingsTab): tab is IntegrationKey => (INTEGRATION_KEYS as readonly string[]).includes(tab);

/**
 * The tabs to show: all but the integrations the service does not offer (none of them until that is
 * known, as while the service cannot be reached), and always `shown`, the tab on screen: the phone's
 * picker would otherwise read another tab's name above it.
 */
export function useOfferedSettingsTabs(shown?: SettingsTab): SettingsTab[] {
  const offered = useIntegrations();
  return SETTINGS_TABS.filter((tab) => !isIntegrationTab(tab) || tab === shown || offered?.includes(tab));
}

export function SettingsTabs() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = SETTINGS_TABS.find((tab) => pathname.endsWith(`/settings/${tab}`)) ?? 'main';
  const tabs = useOfferedSettingsTabs(current);
  return (
    <div className="settings-tabs">
      <label className="settings-tabs__select">
        <span className="visually-hidden">Settings section</span>
        <select
          className="form-control"
          aria-label="Settings section"
          value={current}
          onChange={(event) => {
            // Kept: the select goes back to the tab shown (it is controlled by the location).
            if (mayLeave()) navigate(paths.settingsTab(event.target.value as SettingsTab));
          }}
        >
          {tabs.map((tab) => (
            <option key={tab} value={tab}>
              {SETTINGS_TAB_LABELS[tab]}
            </option>
          ))}
        </select>
      </label>
      <nav className="settings-tabs__bar" aria-label="Settings sections">
        {tabs.map((tab) => (
          <NavLink
            key={tab}
            to={paths.settingsTab(tab)}
            onClick={leaveOnClick()}
            className={({ isActive }) => `settings-tabs__tab${isActive ? ' settings-tabs__tab--active' : ''}`}
          >
            {SETTINGS_TAB_LABELS[tab]}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
