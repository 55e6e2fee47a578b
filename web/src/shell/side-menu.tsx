// The side menu's content: logo, the four sections (active one highlighted), and at
// the bottom who is signed in with Sign out and the version badge. The layout shows it
// fixed on large screens and in a drawer on phones. Choosing Overview clears the search text.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '../lib/paths.ts';
import { leaveOnClick } from '../lib/leave-guard.ts';
import { useSearch } from '../hooks/use-search.tsx';
import { prefetchRoute } from '../lib/route-prefetch.ts';
import { Icon, type IconName } from './icon.tsx';
import { Logo } from './logo.tsx';
import { SignOutButton } from './sign-out-button.tsx';
import { VersionBadge } from './version-badge.tsx';

const ITEMS: { to: string; label: string; icon: IconName }[] = [
  { to: paths.overview, label: 'Overview', icon: 'overview' },
  { to: paths.rules, label: 'Rules', icon: 'rules' },
  { to: paths.collections, label: 'Collections', icon: 'collections' },
  { to: paths.settings, label: 'Settings', icon: 'settings' },
];

export interface SideMenuProps {
  /** Called when the user picks a destination (the drawer closes). */
  onNavigate?: () => void;
  /** Shown above the version badge (the progress panels on large screens). */
  footer?: ReactNode;
}

export function SideMenu({ onNavigate, footer }: SideMenuProps) {
  const { clear } = useSearch();
  return (
    <div className="side-menu">
      <Logo onNavigate={onNavigate} />
      <nav aria-label="Main">
        <ul className="side-menu__list">
          {ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className="side-menu__link"
                onMouseEnter={() => prefetchRoute(item.to)}
                onFocus={() => prefetchRoute(item.to)}
                onTouchStart={() => prefetchRoute(item.to)}
                onClick={leaveOnClick(() => {
                  if (item.to === paths.overview) clear();
                  onNavigate?.();
                })}
              >
                <Icon name={item.icon} />
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="side-menu__footer">
        {footer}
        <SignOutButton />
        <VersionBadge onNavigate={onNavigate} />
      </div>
    </div>
  );
}
