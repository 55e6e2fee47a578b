// Keeps the document title in step with the route ("Maintainerr - Overview"). A layout effect: it
// runs before the screen's own effects, so a screen that names more (hooks/use-page-title-detail.ts)
// has the last word.
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from '../lib/page-title.ts';

export function usePageTitle() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
}
