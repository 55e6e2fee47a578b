// The settings tab bar: underline tabs on desktop, a select on phones. It lists the tabs the service
// in use offers: its request service is Seerr on v3.x, Overseerr and Jellyseerr on v2.21.
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { leaveOnClick, mayLeave } from '../../lib/leave-guard.ts';
import { paths, SETTINGS_TAB_LABELS, SETTINGS_TABS, V3_ONLY_SETTINGS_TABS, type SettingsTab } from '../../lib/paths.ts';
import { INTEGRATION_KEYS, useIntegrations, type IntegrationKey } from '../../api/integrations.ts';
import { useGeneration } from '../../api/generation.ts';
import './settings.css';

const isIntegrationTab = (tab: SettingsTab): tab is IntegrationKey => (INTEGRATION_KEYS as readonly string[]).includes(tab);

/**
 * The tabs to show: all but the integrations the service does not offer (none of them until that
 * is known, as while the service cannot be reached) and, on v2.21, the tabs only v3.x has; and
 * always `shown`, the tab on screen: the phone's picker would otherwise read another tab's name
 * above it.
 */
export function useOfferedSettingsTabs(shown?: SettingsTab): SettingsTab[] {
  const offered = useIntegrations();
  const { generation } = useGeneration();
  return SETTINGS_TABS.filter((tab) => {
    if (tab === shown) return true;
    if (isIntegrationTab(tab)) return !!offered?.includes(tab);
    if (tab in V3_ONLY_SETTINGS_TABS) return generation === 3;
    return true;
  });
}

/**
 * Keys that change a closed select's value one option at a time (and letters, which jump to an
 * option): each would open another tab on the way to the one wanted.
 */
const isStepKey = (event: KeyboardEvent) =>
  !event.altKey && (/^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down))$/.test(event.key) || event.key.length === 1) && event.key !== ' ';

/**
 * Scrolls the tab bar sideways, and only sideways, so that the tab shown is in view: a page opened
 * on a tab far along the bar (a link, a reload) would otherwise show the bar's start, with nothing
 * on screen saying which tab is open. The page itself is not scrolled: it may be returning to where
 * the user was.
 */
function useActiveTabInView(bar: RefObject<HTMLElement>, current: SettingsTab, tabCount: number): void {
  useEffect(() => {
    const nav = bar.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active) return;
    const left = active.getBoundingClientRect().left - nav.getBoundingClientRect().left + nav.scrollLeft;
    if (left < nav.scrollLeft || left + active.offsetWidth > nav.scrollLeft + nav.clientWidth) {
      nav.scrollLeft = left - (nav.clientWidth - active.offsetWidth) / 2;
    }
  }, [bar, current, tabCount]);
}

export function SettingsTabs() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = SETTINGS_TABS.find((tab) => pathname.endsWith(`/settings/${tab}`)) ?? 'main';
  const tabs = useOfferedSettingsTabs(current);
  const bar = useRef<HTMLElement>(null);
  useActiveTabInView(bar, current, tabs.length);
  // A tab picked with the keys that step through the options waits for Enter; one picked from the
  // select's list (a tap, or Enter in its open list) opens at once.
  const [picked, setPicked] = useState<SettingsTab>();
  const stepping = useRef(false);
  const open = (tab: SettingsTab) => {
    setPicked(undefined);
    // Kept: the select goes back to the tab shown (it is controlled by the location).
    if (tab !== current && mayLeave()) navigate(paths.settingsTab(tab));
  };
  return (
    <div className="settings-tabs">
      <label className="settings-tabs__select">
        <span className="visually-hidden">Settings section</span>
        <select
          className="form-control"
          aria-label="Settings section"
          aria-describedby="settings-section-keys"
          value={picked ?? current}
          onKeyDown={(event) => {
            // A step changes the value within this key's own task; a change later came from the
            // select's open list (macOS opens it on the arrow keys), which opens at once.
            stepping.current = isStepKey(event);
            setTimeout(() => {
              stepping.current = false;
            }, 0);
            if (event.key === 'Enter' && picked) {
              event.preventDefault();
              open(picked);
            }
          }}
          onChange={(event) => {
            const tab = event.target.value as SettingsTab;
            if (stepping.current) setPicked(tab);
            else open(tab);
          }}
          // Left without Enter: the tab shown stays, and the select says so again.
          onBlur={() => setPicked(undefined)}
        >
          {tabs.map((tab) => (
            <option key={tab} value={tab}>
              {SETTINGS_TAB_LABELS[tab]}
            </option>
          ))}
        </select>
        {/* Inside the label, which only a phone-width window shows: read only with the select. */}
        <span className="visually-hidden" id="settings-section-keys">
          Arrow keys choose a section, Enter opens it
        </span>
      </label>
      <nav className="settings-tabs__bar" aria-label="Settings sections" ref={bar}>
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
