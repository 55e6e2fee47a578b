// Keeps the document title in step with the route ("Maintainerr - Overview").
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from './page-title.ts';

export function usePageTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
}
