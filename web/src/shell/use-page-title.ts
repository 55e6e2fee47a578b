// Keeps the document title in step with the route ("Maintainerr - Overview").
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentPageTitleDetail } from '../hooks/use-page-title-detail.ts';
import { pageTitle } from './page-title.ts';

export function usePageTitle() {
  const { pathname } = useLocation();
  const detail = useCurrentPageTitleDetail();
  useEffect(() => {
    document.title = pageTitle(pathname, detail);
  }, [pathname, detail]);
}
