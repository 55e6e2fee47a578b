// The top bar, on every page: the menu button on small screens, a Back button and the search box.
import { useNavigate } from 'react-router-dom';
import { allowNextHistoryStep, mayLeave, routerIndexOf } from '../lib/leave-guard.ts';
import { paths } from '../lib/paths.ts';
import { Icon } from './icon.tsx';
import { SearchBox } from './search-box.tsx';

export interface TopBarProps {
  /** Shows the "Open menu" button; called when it is pressed. */
  onOpenMenu?: () => void;
  menuOpen?: boolean;
}

export function TopBar({ onOpenMenu, menuOpen = false }: TopBarProps) {
  const navigate = useNavigate();
  const goBack = () => {
    if (!mayLeave()) return;
    // On the first page there is no "back" inside the app, so go to the overview instead of leaving it.
    const index = routerIndexOf(window.history.state) ?? 0;
    if (index > 0) {
      allowNextHistoryStep();
      navigate(-1);
    } else navigate(paths.overview);
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
    </header>
  );
}
