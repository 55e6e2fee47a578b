// The top bar, on every page: the menu button on small screens, a Back button, the search box, and
// while the service cannot be reached a mark saying so.
import { useLocation, useNavigate } from 'react-router-dom';
import { allowNextHistoryStep, mayLeave, routerIndexOf } from '../lib/leave-guard.ts';
import { paths } from '../lib/paths.ts';
import { Icon } from './icon.tsx';
import { SearchBox } from './search-box.tsx';
import { UnreachableMark } from './unreachable-banner.tsx';

export interface TopBarProps {
  /** Shows the "Open menu" button; called when it is pressed. */
  onOpenMenu?: () => void;
  menuOpen?: boolean;
}

export function TopBar({ onOpenMenu, menuOpen = false }: TopBarProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const goBack = () => {
    if (!mayLeave()) return;
    // On the first page there is no "back" inside the app: go up to the page above this one instead
    // of leaving the app, in place of this entry (a Back that added an entry would make the
    // browser's own Back return here).
    const index = routerIndexOf(window.history.state) ?? 0;
    if (index > 0) {
      allowNextHistoryStep();
      navigate(-1);
    } else navigate(pageAbove(pathname), { replace: true });
  };
  return (
    <header className="top-bar">
      {onOpenMenu && (
        <button type="button" className="icon-button" aria-label="Open menu" aria-expanded={menuOpen} onClick={onOpenMenu}>
          <Icon name="menu" />
        </button>
      )}
      <button type="button" className="icon-button" aria-label="Back" onClick={goBack}>
        <Icon name="back" />
      </button>
      <SearchBox />
      <UnreachableMark />
    </header>
  );
}

/** The page a first page's Back goes up to: a collection's list, the rules' list, or the overview. */
export function pageAbove(pathname: string): string {
  const section = pathname.split('/')[1];
  if (section === 'collections' && pathname !== paths.collections) return paths.collections;
  if (section === 'rules' && pathname !== paths.rules) return paths.rules;
  return paths.overview;
}
