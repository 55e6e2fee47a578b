// The shell around every page: a skip link, side menu (fixed on large screens, a drawer on
// phones), top bar, the demo notice and unreachable banner, the page, the live progress panels
// and the toast area. It also runs the setup check, keeps the page title and the scroll position
// of each history entry, and gives a lost focus to the next screen's heading.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { DemoNotice } from './demo-notice.tsx';
import { Drawer } from './drawer.tsx';
import { ProgressPanels } from './progress-panels.tsx';
import { SideMenu } from './side-menu.tsx';
import { Toasts } from './toasts.tsx';
import { TopBar } from './top-bar.tsx';
import { UnreachableBanner } from './unreachable-banner.tsx';
import { usePageTitle } from './use-page-title.ts';
import { useFocusClearOfTopBar } from './use-focus-clear-of-top-bar.ts';
import { useNavigationFocus } from './use-navigation-focus.ts';
import { useScrollMemory } from './use-scroll-memory.ts';
import { useSetupCheck } from './use-setup-check.ts';
import { useDockHeight } from './use-dock-height.ts';
import { focusMainContent } from '../lib/page-heading-focus.ts';
import './shell.css';

/** Where the side menu stops being a drawer; matches shell.css. */
export const LARGE_SCREEN_QUERY = '(min-width: 1024px)';

export function Layout() {
  const isLarge = useMediaQuery(LARGE_SCREEN_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // Widened past the drawer (a tablet turned), the menu is the side menu: the drawer is done with,
  // and does not open again by itself when the screen narrows back.
  if (isLarge && menuOpen) setMenuOpen(false);
  const body = useRef<HTMLDivElement>(null);
  const shell = useRef<HTMLDivElement>(null);
  const dock = useRef<HTMLDivElement>(null);
  useDockHeight(shell, dock, !isLarge);
  // While the drawer is open the page behind it can be neither reached by Tab nor scrolled. A layout
  // effect, so the page is usable again before the drawer hands focus back to its button.
  useLayoutEffect(() => {
    const open = menuOpen && !isLarge;
    body.current?.toggleAttribute('inert', open);
    document.body.style.overflow = open ? 'hidden' : '';
  }, [menuOpen, isLarge]);
  useSetupCheck();
  usePageTitle();
  useScrollMemory();
  useNavigationFocus();
  useFocusClearOfTopBar();

  return (
    <div className="shell" ref={shell}>
      {/* The first stop of Tab: past the menu and the top bar to the screen itself. Left out while the
          drawer is open (the page behind the drawer takes no focus then). */}
      {(isLarge || !menuOpen) && (
        <a
          className="skip-link"
          href="#main-content"
          onClick={(event) => {
            // Focused by script: a fragment link would be a navigation for the router.
            event.preventDefault();
            focusMainContent();
          }}
        >
          Skip to content
        </a>
      )}
      {isLarge ? (
        <aside className="shell__menu">
          <SideMenu footer={<ProgressPanels />} />
        </aside>
      ) : (
        <Drawer open={menuOpen} onClose={closeMenu}>
          <SideMenu onNavigate={closeMenu} />
        </Drawer>
      )}
      <div className="shell__body" ref={body}>
        <TopBar onOpenMenu={isLarge ? undefined : () => setMenuOpen(true)} menuOpen={menuOpen} />
        <DemoNotice />
        <UnreachableBanner />
        <main className="shell__main" id="main-content">
          <Outlet />
        </main>
      </div>
      {!isLarge && (
        <div className="shell__dock" ref={dock}>
          <ProgressPanels />
        </div>
      )}
      <Toasts />
    </div>
  );
}
